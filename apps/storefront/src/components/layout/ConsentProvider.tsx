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

const same = (a: ConsentChoice, b: ConsentChoice) =>
  a.preferences === b.preferences && a.analytics === b.analytics && a.marketing === b.marketing;

/**
 * Hand-off from a consent provider (its script, loaded when a consent id is configured, asks the
 * visitor): each answer it gives (`CookiebotOnAccept`, `CookiebotOnDecline`) is stored as the
 * shop's own choice, so the shop's scripts and server decide by one cookie; the footer's control
 * opens the provider's settings.
 */
export function ConsentProvider() {
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
