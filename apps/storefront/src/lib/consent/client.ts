import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  PURPOSE_STORAGE,
  cookieOfPurpose,
  cookieValue,
  grants,
  parseConsent,
  serialiseConsent,
  withdrawn,
  type Consent,
  type ConsentChoice,
  type ConsentPurpose,
  type OptionalPurpose,
} from './consent';

/**
 * The browser's side of consent, for every script that needs one: `hasConsent('analytics')`, and
 * `onConsentChange` for a choice made while the page is open.
 */

/** Fired on `window` with the new `Consent` as its detail. */
export const CONSENT_CHANGE_EVENT = 'shop:consent';
/** Fired on `window` by the footer's control: the consent settings are to be shown. */
export const CONSENT_OPEN_EVENT = 'shop:consent-open';

export function readConsent(): Consent | null {
  return parseConsent(cookieValue(document.cookie, CONSENT_COOKIE));
}

export function hasConsent(purpose: ConsentPurpose): boolean {
  return grants(readConsent(), purpose);
}

export function onConsentChange(listener: (consent: Consent) => void): () => void {
  const handle = (e: Event) => listener((e as CustomEvent<Consent>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/**
 * Stores a choice, removes what the withdrawn purposes left behind, and tells the page. The cookie
 * is written here at once and again by the server, whose cookie browsers keep the full time.
 */
export function saveConsent(choice: ConsentChoice): Consent {
  const before = readConsent();
  const value = serialiseConsent(choice, new Date());
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  void fetch('/api/consent', { method: 'POST', body: value, keepalive: true }).catch(() => undefined);
  for (const purpose of withdrawn(before, choice)) forget(purpose);
  const consent = parseConsent(value)!;
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: consent }));
  return consent;
}

/** Deletes a purpose's cookies (on this host and its parent domains) and storage. */
function forget(purpose: OptionalPurpose): void {
  const parts = location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; Domain=.${parts.slice(i).join('.')}`);
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (!cookieOfPurpose(name, purpose)) continue;
    for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
  }
  try {
    for (const key of PURPOSE_STORAGE[purpose]) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
  } catch {
    // Storage not available: nothing kept there.
  }
}
