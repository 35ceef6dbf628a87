import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { cartFormContext } from '../cart/form-action';
import { AUTH_COOKIE } from '../cart/server';
import { clientIp } from '../currency/visitor-country';
import { CURRENCY_COOKIE, DISPLAY_COOKIE_MAX_AGE } from '../currency';
import { currencyOfAddresses } from '../currency/address-currency';
import { listAddresses } from './account-api';
import { BackendError } from '../http';
import { logIn, logOut } from './server';
import { clearSessionCookies, sessionCartCount, writeSessionCookies } from './session-cookies';
import { secureCookies } from '@/lib/site';
import { hasValidFormToken } from '@/lib/security/form-token';
import { logError } from '@/lib/log';

/** Why a plain-form log-in returned (`?chyba=`); the page words it, never echoing the query. */
export const LOGIN_FAILURES = ['prazdne', 'udaje', 'omezeno', 'pokusy', 'formular', 'chyba'] as const;
export type LoginFailure = (typeof LOGIN_FAILURES)[number];
const failureOf = (status: number): LoginFailure =>
  status === 400
    ? 'prazdne'
    : status === 401
      ? 'udaje'
      : status === 403
        ? 'omezeno'
        : status === 429
          ? 'pokusy'
          : 'chyba';

/** Where to go after log-in: a path of this shop only, never another site. */
export function safeRedirect(raw: unknown, locale: AppLocale): string {
  return typeof raw === 'string' && /^\/(?!\/)[^\s\\]*$/.test(raw) ? raw : localizedPath(locale, '/');
}

const wantsJson = (request: NextRequest) => request.headers.get('accept')?.includes('application/json');

/**
 * POST /api/auth/login (the /prihlasit form; works without JavaScript): logs in at the store API,
 * ends the session the browser held before, keeps the new token in an httpOnly cookie for 7 days, drops the guest cart cookie (that cart joined
 * the customer's) and goes to `redirect`. A refusal returns to the form with the reason in the
 * shopper's language, or answers it as JSON to the form's script.
 */
export async function logInAction(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const email = String(form?.get('email') ?? '').trim();
  const password = String(form?.get('password') ?? '');
  const redirect = safeRedirect(form?.get('redirect'), locale);
  const t = await getTranslations({ locale, namespace: 'Login.failures' });
  const refuse = (title: string, status: number, failure = failureOf(status)) => {
    if (wantsJson(request)) return privateJson({ error: title }, status);
    const qs = new URLSearchParams({ chyba: failure, ...(redirect !== '/' ? { redirect } : {}) });
    return redirectTo(`${localizedPath(locale, '/prihlasit')}?${qs}`);
  };
  // A form without its page's token: another site's, or a page kept open past the browser session.
  if (!hasValidFormToken(request, form)) return refuse(t('formular'), 403, 'formular');
  if (!email || !password) return refuse(t('prazdne'), 400);

  let token: string;
  try {
    token = await logIn(locale, { email, password }, shopper.cartToken, clientIp(request));
  } catch (e) {
    if (e instanceof BackendError && e.status < 500 && e.errors[0])
      return refuse(e.errors[0].title, e.status);
    logError('log-in', e);
    return refuse(t('chyba'), 502);
  }
  // A session this browser held before ends on the server too: a log-in always starts afresh.
  const previous = request.cookies.get(AUTH_COOKIE)?.value;
  if (previous && previous !== token) await logOut(previous).catch((e: unknown) => logError('log-out', e));
  const res = wantsJson(request) ? privateJson({ redirect }) : redirectTo(redirect);
  const [cartCount, ownCurrency] = await Promise.all([
    sessionCartCount(locale, currency, token),
    addressCurrency(locale, token),
  ]);
  writeSessionCookies(res.cookies, token, {
    secure: secureCookies(request.url),
    // The header's piece count now counts the customer's cart.
    cartCount,
  });
  // A customer with a Slovak address shops in euros from now on.
  if (ownCurrency) {
    res.cookies.set(CURRENCY_COOKIE, ownCurrency, {
      path: '/',
      maxAge: DISPLAY_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: secureCookies(request.url),
    });
  }
  return res;
}

/** The currency the customer's own address gives; null when it gives none or cannot be read. */
function addressCurrency(locale: AppLocale, token: string) {
  return listAddresses(locale, token).then(currencyOfAddresses, () => null);
}

/**
 * POST /api/auth/logout: ends the session and forgets the token (the page it leads to forgets what
 * the browser stored for the customer); the cart stays the customer's.
 */
export async function logOutAction(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const { locale } = cartFormContext(request, form);
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  if (token) await logOut(token).catch((e: unknown) => logError('log-out', e));
  const res = redirectTo(`${localizedPath(locale, '/prihlasit')}?odhlaseno=1`);
  clearSessionCookies(res.cookies, { secure: secureCookies(request.url) });
  return res;
}

function redirectTo(location: string): NextResponse {
  // A relative Location keeps whatever host name the shopper used.
  const res = new NextResponse(null, { status: 303, headers: { location } });
  res.headers.set('cache-control', 'private, no-store');
  return res;
}

function privateJson(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}
