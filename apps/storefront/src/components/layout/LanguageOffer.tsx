'use client';

import { useEffect } from 'react';
import { hasConsent } from '@/lib/consent/client';

/** Where a closed offer is remembered: across visits only with the preferences consent. */
const CLOSED_KEY = 'languageOfferClosed';

function closedBefore(): boolean {
  try {
    return localStorage.getItem(CLOSED_KEY) === '1' || sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    (hasConsent('preferences') ? localStorage : sessionStorage).setItem(CLOSED_KEY, '1');
  } catch {
    // Storage not available: the offer comes back on the next page.
  }
}

/**
 * Shows the language banner (`#language-offer`, hidden in the shared HTML) only to visitors whose
 * browser asks for the offered language, and not again once they closed it.
 */
export function LanguageOffer({ language }: { language: string }) {
  useEffect(() => {
    const banner = document.getElementById('language-offer');
    if (!banner) return;
    const wanted = navigator.languages.some((l) => l.toLowerCase().split('-')[0] === language);
    if (!wanted || closedBefore()) return;
    banner.hidden = false;
    const close = banner.querySelector<HTMLButtonElement>('[data-close]');
    const onClose = () => {
      banner.hidden = true;
      rememberClosed();
      document.getElementById('content')?.focus();
    };
    close?.addEventListener('click', onClose);
    return () => close?.removeEventListener('click', onClose);
  }, [language]);
  return null;
}
