import { errorCodeOfStatus } from '@shop/contract';
import { createTranslator } from 'next-intl';
import { NextResponse } from 'next/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { BackendError } from './http';
import { logError } from './log';
import { pathLocale } from './path-locale';
import { PRIVATE } from './private-answers';

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

/** A route's refusal, in the shopper's language (from the catalogue itself: no request needed). */
export async function routeError(locale: AppLocale, key: RouteErrorKey): Promise<string> {
  const messages = (await import(`../../messages/${locale}.json`)).default as {
    RouteErrors: Record<RouteErrorKey, string>;
  };
  return createTranslator({ locale, messages, namespace: 'RouteErrors' })(key);
}

/**
 * A route's answer when its backend call threw: the backend's own refusal (a status under 500) is
 * passed on; anything else (unreachable, a failure, an answer off the contract) is logged as `what`
 * and answered 502. The backend's errors go with it (the client reads their codes), else one with
 * the shopper's "failed" text.
 */
export async function failedCall(
  what: string,
  e: unknown,
  locale: AppLocale,
  headers: Record<string, string> = PRIVATE,
): Promise<NextResponse> {
  const status = e instanceof BackendError && e.status < 500 ? e.status : 502;
  if (status >= 500) logError(what, e);
  const errors =
    e instanceof BackendError && e.errors.length > 0
      ? e.errors
      : [{ code: errorCodeOfStatus(status), title: await routeError(locale, 'failed') }];
  return NextResponse.json({ errors }, { status, headers });
}
