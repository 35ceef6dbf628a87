'use client';

import { useEffect } from 'react';
import { wireBannerClose } from '@/lib/layout/banner-close';

/**
 * The top banner's close button at work: it hides the banner (`data-closed`, an attribute React
 * does not render) and remembers it. A banner closed before is hidden by the inline script that
 * follows its markup, before it is drawn.
 */
export function TopBannerClose({ storageKey }: { storageKey: string }) {
  useEffect(() => {
    const banner = document.getElementById('top-banner');
    if (!banner) return;
    return wireBannerClose(banner, () => banner.setAttribute('data-closed', ''), storageKey);
  }, [storageKey]);
  return null;
}
