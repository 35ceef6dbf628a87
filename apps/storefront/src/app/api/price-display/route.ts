import { NextResponse } from 'next/server';
import {
  CURRENCY_COOKIE,
  DISPLAY_BOTH_COOKIE,
  DISPLAY_COOKIE_MAX_AGE,
  DISPLAY_VAT_COOKIE,
  parseCurrency,
} from '@/lib/currency';
import { errorCodes } from '@shop/contract';
import { requestLocale, routeError } from '@/lib/route-errors';
import { secureCookies } from '@/lib/site';
import { keptPrivate } from '@/lib/private-answers';

/**
 * Only a path on this site: an open redirect would let anyone bounce visitors elsewhere. Returned as
 * a path (a relative Location), so it holds whatever host name the visitor used.
 */
function backTo(value: FormDataEntryValue | null, request: Request): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  const base = new URL(request.url);
  const url = new URL(value, base);
  return url.origin === base.origin ? url.pathname + url.search : '/';
}

/**
 * POST /api/price-display (the header switcher's form; works without JavaScript): stores currency
 * and VAT display in cookies and sends the visitor back (303) to the page they were on.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  if (!form)
    return Response.json(
      {
        errors: [
          { code: errorCodes.invalid, title: await routeError(requestLocale(request), 'invalidForm') },
        ],
      },
      { status: 400 },
    );
  // The form fills `back` with the page's path; without JavaScript the Referer tells where from.
  const referer = request.headers.get('referer');
  const refererPath = referer && URL.canParse(referer) ? new URL(referer) : null;
  const back =
    form.get('back') ??
    (refererPath && refererPath.origin === new URL(request.url).origin
      ? refererPath.pathname + refererPath.search
      : null);
  const res = new NextResponse(null, { status: 303, headers: { location: backTo(back, request) } });
  const options = {
    path: '/',
    maxAge: DISPLAY_COOKIE_MAX_AGE,
    sameSite: 'lax' as const,
    secure: secureCookies(request.url),
  };
  const currency = parseCurrency(form.get('currency')?.toString());
  if (currency) res.cookies.set(CURRENCY_COOKIE, currency, options);
  const vat = form.get('vat');
  if (vat === 'with' || vat === 'without' || vat === 'both') {
    res.cookies.set(DISPLAY_VAT_COOKIE, vat === 'without' ? 'without' : 'with', options);
    res.cookies.set(DISPLAY_BOTH_COOKIE, vat === 'both' ? '1' : '0', options);
  }
  return keptPrivate(res);
}
