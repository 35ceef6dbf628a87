'use client';

import { useEffect } from 'react';
import { closedBefore } from '@/lib/consent/closed-offers';
import { wireBannerClose } from '@/lib/layout/banner-close';

/** The storage key of a closed offer (see closed-offers). */
const CLOSED_KEY = 'languageOfferClosed';

/**
 * Shows the language banner (`#language-offer`, hidden in the shared HTML) only to visitors whose
 * browser asks for the offered language, and not again once they closed it.
 */
export function LanguageOffer({ language }: { language: string }) {
  useEffect(() => {
    const banner = document.getElementById('language-offer');
    if (!banner) return;
    const wanted = navigator.languages.some((l) => l.toLowerCase().split('-')[0] === language);
    if (!wanted || closedBefore(CLOSED_KEY)) return;
    banner.hidden = false;
    return wireBannerClose(banner, () => (banner.hidden = true), CLOSED_KEY);
  }, [language]);
  return null;
}
