'use client';

import { useEffect } from 'react';
import { isAppLocale } from '@/i18n/routing';
import { localeCookie } from '@/i18n/locale-cookie';
import { hasConsent } from '@/lib/consent/client';

/**
 * Remembers the language a shopper picks (a link with `data-locale-choice` in the switcher or the
 * language banner) in the locale cookie, when they allowed preferences.
 */
export function LanguageChoice() {
  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-locale-choice]');
      const locale = link?.getAttribute('data-locale-choice');
      if (!isAppLocale(locale) || !hasConsent('preferences')) return;
      document.cookie = localeCookie(locale, location.protocol === 'https:');
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);
  return null;
}
