'use client';

import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (`data-hydrated` on `<html>`). The page's scripts
 * start only after its main picture is painted, so a page that has loaded may not answer clicks
 * yet; the browser tests wait for this mark before they act on a page.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
