'use client';

import { useEffect } from 'react';
import { CONSENT_OPEN_EVENT, readConsent, saveConsent } from '@/lib/consent/client';
import { choiceFromProvider, type ConsentChoice } from '@/lib/consent/consent';

interface ProviderApi {
  consent?: { preferences?: unknown; statistics?: unknown; marketing?: unknown };
  consented?: boolean;
  declined?: boolean;
  renew?: () => void;
}

/** The provider's script element's id, which its own code looks for. */
const SCRIPT_ID = 'Cookiebot';

const same = (a: ConsentChoice, b: ConsentChoice) =>
  a.preferences === b.preferences && a.analytics === b.analytics && a.marketing === b.marketing;

/**
 * The consent provider's script, configured by a consent id, asks the visitor; each answer it gives
 * (`CookiebotOnAccept`, `CookiebotOnDecline`) is stored as the shop's own choice, so the shop's
 * scripts and server decide by one cookie; the footer's control opens the provider's settings.
 *
 * The script is added once the page has hydrated: it puts its dialog into the page's body, and
 * a node React did not render, met while hydrating, makes React render the whole page again in the
 * browser, dropping the dialog.
 */
export function ConsentProvider({ id, scriptUrl }: { id: string; scriptUrl: string }) {
  useEffect(() => {
    if (!document.getElementById(SCRIPT_ID)) {
      const script = document.createElement('script');
      script.id = SCRIPT_ID;
      script.src = scriptUrl;
      script.async = true;
      script.dataset.cbid = id;
      document.head.append(script);
    }
  }, [id, scriptUrl]);

  useEffect(() => {
    const api = () => (window as { Cookiebot?: ProviderApi }).Cookiebot;
    const take = () => {
      const given = api();
      if (!given?.consent || !(given.consented || given.declined)) return;
      const choice = choiceFromProvider(given.consent);
      const stored = readConsent();
      if (!stored || !same(stored, choice)) saveConsent(choice);
    };
    const renew = () => api()?.renew?.();
    take();
    window.addEventListener('CookiebotOnAccept', take);
    window.addEventListener('CookiebotOnDecline', take);
    window.addEventListener(CONSENT_OPEN_EVENT, renew);
    return () => {
      window.removeEventListener('CookiebotOnAccept', take);
      window.removeEventListener('CookiebotOnDecline', take);
      window.removeEventListener(CONSENT_OPEN_EVENT, renew);
    };
  }, []);
  return null;
}
