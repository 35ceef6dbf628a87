import { getTranslations } from 'next-intl/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { pathLocale } from './path-locale';

/** The refusals of the storefront's own routes (`RouteErrors` in the catalogues). */
export type RouteErrorKey =
  | 'failed'
  | 'invalidProductId'
  | 'productNotFound'
  | 'invalidProducts'
  | 'invalidReviewPage'
  | 'invalidForm'
  | 'invalidConsent'
  | 'invalidValue';

/** A route request's language: its `locale` parameter, else the page's it was sent from. */
export function requestLocale(request: Request): AppLocale {
  const raw = new URL(request.url).searchParams.get('locale');
  if (isAppLocale(raw)) return raw;
  const referer = request.headers.get('referer');
  return referer && URL.canParse(referer) ? pathLocale(new URL(referer).pathname) : routing.defaultLocale;
}

/** A route's refusal, in the shopper's language. */
export async function routeError(locale: AppLocale, key: RouteErrorKey): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'RouteErrors' });
  return t(key);
}
