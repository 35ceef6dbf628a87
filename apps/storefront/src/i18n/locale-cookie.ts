import { isAppLocale, type AppLocale } from './routing';

/**
 * The shopper's chosen language (`locale`, 365 days): set in the browser when they pick a language
 * in the switcher or the language banner, with the preferences consent only. Pages never set it
 * (prerendered pages stay shareable) and `/` stays Czech whatever it says: it only tells the
 * language banner what the shopper chose (no offer of another language to one who chose this one;
 * the offer of the chosen one on the other storefront). On hosts per locale each host keeps its own.
 */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

/** The `document.cookie` assignment that remembers a choice. */
export function localeCookie(locale: AppLocale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The chosen locale in a Cookie header (or `document.cookie`), or null. */
export function chosenLocale(cookies: string): AppLocale | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return isAppLocale(value) ? value : null;
  }
  return null;
}
