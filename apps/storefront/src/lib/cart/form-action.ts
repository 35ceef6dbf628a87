import { couponErrors, domainCode, errorCodes, type CouponError, type CurrencyCode } from '@shop/contract';
import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { BackendError } from '../http';
import { clientIp } from '../currency/visitor-country';
import { CART_COUNT_COOKIE } from './count';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, changeCart, shopperOf, type Shopper } from './server';
import { secureCookies } from '@/lib/site';
import { logError } from '@/lib/log';
import { keptPrivate } from '../private-answers';
import { shopperCurrency } from '@/lib/currency/display-code';

/** What /kosik tells the shopper after a form action (`?zprava=`). */
export type CartNotice =
  | 'upraveno'
  | 'neni-skladem'
  | 'chyba'
  | 'pokusy'
  | 'kupon'
  | `kupon-${CouponError}`
  | 'darek'
  | 'darek-nelze'
  | 'kredity'
  | 'kredity-zustatek'
  | 'kredity-malo'
  | 'kredity-prihlaseni';

export const CART_NOTICES: readonly CartNotice[] = [
  'upraveno',
  'neni-skladem',
  'chyba',
  'pokusy',
  'kupon',
  'darek',
  'darek-nelze',
  'kredity',
  'kredity-zustatek',
  'kredity-malo',
  'kredity-prihlaseni',
  ...(Object.keys(couponErrors) as CouponError[]).map((k) => `kupon-${k}` as const),
];

/** The notice of a refused change, by the error's code. */
function refusalNotice(e: BackendError): CartNotice {
  const code = e.errors[0]?.code;
  if (code === errorCodes.notInStock) return 'neni-skladem';
  if (code === errorCodes.giftNotAvailable) return 'darek-nelze';
  if (code === errorCodes.tooManyRequests) return 'pokusy';
  if (code === errorCodes.creditsTooFew) return 'kredity-malo';
  if (code === errorCodes.creditsForGuest) return 'kredity-prihlaseni';
  const reason = (Object.keys(couponErrors) as CouponError[]).find((k) => domainCode('coupon', k) === code);
  return reason ? `kupon-${reason}` : 'chyba';
}

/**
 * The cart forms (add, change amount, remove) post here: they work without JavaScript. The
 * storefront calls the store API with the cart token from its cookie, keeps a new token, and sends
 * the shopper to /kosik (303) with a notice when the amount had to change or the call failed.
 */
export async function cartFormAction(
  request: NextRequest,
  toChange: (form: FormData) => Parameters<typeof changeCart>[3] | null,
  /** The notice of a change that went through as asked. */
  success: (form: FormData) => CartNotice | null = () => null,
  /** The notice when the backend kept less than asked (`changedAmount`). */
  changed: CartNotice = 'upraveno',
): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const change = form ? toChange(form) : null;

  let notice: CartNotice | null = null;
  let newToken: string | null = null;
  let count: number | null = null;
  if (!change) {
    notice = 'chyba';
  } else {
    try {
      const res = await changeCart(locale, currency, shopper, change);
      newToken = res.meta.guestCartToken;
      count = res.data.cart.itemCount;
      notice = res.data.changedAmount > 0 ? changed : success(form!);
    } catch (e) {
      notice = e instanceof BackendError ? refusalNotice(e) : 'chyba';
      if (!(e instanceof BackendError) || e.status >= 500) logError('cart change', e);
    }
  }
  const target = localizedPath(locale, '/kosik') + (notice ? `?zprava=${notice}` : '');
  // A relative Location keeps whatever host name the shopper used.
  const res = new NextResponse(null, { status: 303, headers: { location: target } });
  return withCartCookies(res, request, newToken, count);
}

/** The cart cookies after a change: a new token (httpOnly) and the header badge's count. */
export function withCartCookies(
  res: NextResponse,
  request: NextRequest,
  newToken: string | null,
  count: number | null,
): NextResponse {
  const secure = secureCookies(request.url);
  if (newToken) {
    res.cookies.set(CART_COOKIE, newToken, {
      path: '/',
      maxAge: CART_COOKIE_MAX_AGE,
      httpOnly: true,
      sameSite: 'lax',
      secure,
    });
  }
  if (count !== null) {
    res.cookies.set(CART_COUNT_COOKIE, String(count), {
      path: '/',
      maxAge: CART_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure,
    });
  }
  return keptPrivate(res);
}

/** Whose cart a form changes: the form's locale, the visitor's currency, cart and log-in tokens. */
export function cartFormContext(
  request: NextRequest,
  form: FormData | null,
): { locale: AppLocale; currency: CurrencyCode; shopper: Shopper } {
  const rawLocale = form?.get('locale');
  const locale: AppLocale = isAppLocale(rawLocale) ? rawLocale : routing.defaultLocale;
  const currency = shopperCurrency(locale, request.cookies);
  return { locale, currency, shopper: { ...shopperOf(request.cookies), clientAddress: clientIp(request) } };
}

/** A positive whole number from a form field, or null. */
export function formInt(form: FormData, name: string): number | null {
  const raw = form.get(name);
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n > 0 ? n : null;
}
