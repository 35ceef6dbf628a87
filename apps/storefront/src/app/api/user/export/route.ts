import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { fetchAccountExport } from '@/lib/user/account-manage-api';
import { PRIVATE } from '@/lib/private-answers';

/**
 * GET /api/user/export: everything the shop holds about the logged-in customer, downloaded as one
 * JSON file. Without a log-in the browser goes to log in first.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  if (!token) return NextResponse.redirect(new URL('/prihlasit', request.nextUrl), 303);
  const res = await fetchAccountExport(locale, token).catch(() => null);
  if (!res?.ok) return new NextResponse(null, { status: res?.status === 401 ? 401 : 502, headers: PRIVATE });
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(res.body, {
    status: 200,
    headers: {
      ...PRIVATE,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="osobni-udaje-${day}.json"`,
    },
  });
}
