import type { AppLocale } from '@/i18n/routing';
import { statusOfErrorPageSegment, type ErrorPageStatus } from '../error-pages';
import { localeOfPath } from '../page-rewrite';
import { ERROR_PAGE_FLAGS, isShown, type PageFlags } from './page-paths';

/**
 * The plain error pages: what the shop shows for a 403, 404 or 500 whose themed page it switched
 * off (setting pages). An internal route outside the shop's frame, reached only through the proxy.
 * Edge-safe: no zod here.
 */
export const PLAIN_ERROR_SEGMENT = 'prosta-chyba';

export const plainErrorPagePath = (locale: AppLocale, status: ErrorPageStatus): string =>
  `/${locale}/${PLAIN_ERROR_SEGMENT}/${status}`;

/** The status of a plain error page's segment, or null. */
export function plainErrorStatus(segment: string): ErrorPageStatus | null {
  return segment === '403' ? 403 : segment === '404' ? 404 : segment === '500' ? 500 : null;
}

/**
 * Where the proxy sends an error page's own path (`/stranka-nenalezena`, which the storefront
 * server renders for every 404) while the shop switches that page off: the plain page; null for
 * every other path, and while the page is shown.
 */
export function plainErrorRewrite(
  publicPath: string,
  pages: PageFlags,
): { locale: AppLocale; pathname: string } | null {
  const { locale, rest } = localeOfPath(publicPath);
  const status = rest.length === 1 ? statusOfErrorPageSegment(rest[0]) : null;
  if (!status || isShown(pages, ERROR_PAGE_FLAGS[status])) return null;
  return { locale, pathname: plainErrorPagePath(locale, status) };
}
