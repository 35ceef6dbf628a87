// A consent provider with the interface of Cookiebot's uc.js, which the shop's adapter speaks: loaded
// with the shop's id (data-cbid), it asks with a dialog of its own, keeps the answer in its own
// cookie, shows it on `window.Cookiebot` and announces it with the `CookiebotOnAccept` or
// `CookiebotOnDecline` event, on every later page too; `Cookiebot.renew()` asks again.
(() => {
  const id = document.currentScript?.dataset.cbid;
  if (!id) throw new Error('consent provider: loaded without an id (data-cbid)');
  const COOKIE = 'CookieConsent';
  const api = {
    consent: { necessary: true, preferences: false, statistics: false, marketing: false },
    consented: false,
    declined: false,
    hasResponse: false,
    renew: () => ask(),
  };
  window.Cookiebot = api;

  const stored = () => document.cookie.match(/(?:^|; )CookieConsent=(all|necessary)(?:;|$)/)?.[1] ?? null;

  function announce(all) {
    api.consent = { necessary: true, preferences: all, statistics: all, marketing: all };
    api.consented = all;
    api.declined = !all;
    api.hasResponse = true;
    window.dispatchEvent(new Event(all ? 'CookiebotOnAccept' : 'CookiebotOnDecline'));
  }

  let dialog = null;
  function answer(all) {
    document.cookie = `${COOKIE}=${all ? 'all' : 'necessary'}; path=/; max-age=31536000; samesite=lax`;
    dialog?.remove();
    dialog = null;
    announce(all);
  }

  function ask() {
    if (dialog) return;
    dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Consent provider');
    dialog.style.cssText =
      'position:fixed;inset:auto 0 0 0;z-index:2147483647;background:#fff;color:#000;padding:16px;border-top:2px solid #000';
    const text = document.createElement('p');
    text.textContent = `Cookies on this shop (account ${id})`;
    const allow = document.createElement('button');
    allow.textContent = 'Allow all';
    allow.onclick = () => answer(true);
    const deny = document.createElement('button');
    deny.textContent = 'Necessary only';
    deny.onclick = () => answer(false);
    dialog.append(text, allow, deny);
    document.body.append(dialog);
    allow.focus();
  }

  const given = stored();
  if (given) announce(given === 'all');
  else ask();
})();
