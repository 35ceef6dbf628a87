'use client';

import { useEffect } from 'react';
import { rememberClosed } from '@/lib/consent/closed-offers';

/**
 * The top banner's close button at work: it hides the banner (`data-closed`, an attribute React
 * does not render) and remembers it. A banner closed before is hidden by the inline script that
 * follows its markup, before it is drawn.
 */
export function TopBannerClose({ storageKey }: { storageKey: string }) {
  useEffect(() => {
    const banner = document.getElementById('top-banner');
    const close = banner?.querySelector<HTMLButtonElement>('[data-close]');
    if (!banner || !close) return;
    const onClose = () => {
      banner.setAttribute('data-closed', '');
      rememberClosed(storageKey);
      document.getElementById('content')?.focus();
    };
    close.addEventListener('click', onClose);
    return () => close.removeEventListener('click', onClose);
  }, [storageKey]);
  return null;
}
