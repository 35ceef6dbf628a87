'use client';

import { useEffect } from 'react';
import { closedBefore } from '@/lib/consent/closed-offers';
import { wireBannerClose } from '@/lib/layout/banner-close';
import { chosenLocale } from '@/i18n/locale-cookie';

/** The storage key of a closed offer (see closed-offers). */
const CLOSED_KEY = 'languageOfferClosed';

/**
 * Shows the language banner (`#language-offer`, hidden in the shared HTML) to visitors who chose
 * the offered language before (the locale cookie), or whose browser asks for it and who did not
 * choose this page's language; not again once they closed it.
 */
export function LanguageOffer({ language, current }: { language: string; current: string }) {
  useEffect(() => {
    const banner = document.getElementById('language-offer');
    if (!banner) return;
    const chosen = chosenLocale(document.cookie);
    const wanted =
      chosen === language ||
      (chosen !== current && navigator.languages.some((l) => l.toLowerCase().split('-')[0] === language));
    if (!wanted || closedBefore(CLOSED_KEY)) return;
    banner.hidden = false;
    return wireBannerClose(banner, () => (banner.hidden = true), CLOSED_KEY);
  }, [language, current]);
  return null;
}
