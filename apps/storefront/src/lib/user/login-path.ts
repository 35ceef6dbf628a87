import { localizedPath, type AppLocale } from '@/i18n/routing';

/** The log-in page, which brings the shopper back to `back` (a path as the browser shows it). */
export const loginPathBackTo = (locale: AppLocale, back: string): string =>
  `${localizedPath(locale, '/prihlasit')}?${new URLSearchParams({ redirect: back })}`;

/** The log-in page, which brings the shopper back to the locale's `path` afterwards. */
export const loginPathFor = (locale: AppLocale, path: string): string =>
  loginPathBackTo(locale, localizedPath(locale, path));
