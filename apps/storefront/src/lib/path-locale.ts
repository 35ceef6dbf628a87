import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';

/** The locale a path's prefix names; no prefix is the default locale. */
export function pathLocale(pathname: string): AppLocale {
  const first = pathname.split('/').find(Boolean);
  return isAppLocale(first) ? first : routing.defaultLocale;
}
