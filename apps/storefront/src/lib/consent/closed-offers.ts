import { hasConsent } from './client';

/**
 * Offers a visitor closed (the language offer, the welcome campaign), by their storage key: kept
 * across visits only with the preferences consent, else for this visit's tab.
 */
export function closedBefore(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1' || sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function rememberClosed(key: string): void {
  try {
    (hasConsent('preferences') ? localStorage : sessionStorage).setItem(key, '1');
  } catch {
    // Storage not available: the offer comes back on the next page.
  }
}

/** The cart and the checkout (/kosik/…, in any language): no offer covers them. */
export function isCartPath(pathname: string): boolean {
  return /^(?:\/[a-z]{2})?\/kosik(?:\/|$)/.test(pathname);
}
