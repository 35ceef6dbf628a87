import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '../cart/shopper-cookies';
import { fetchOrderExport } from './account-api';
import { PRIVATE } from '../private-answers';

/**
 * GET /api/user/orders/{id}/export and …/images: the customer's order export passed on from the
 * store API with the log-in cookie. Another customer's order is not found; without a log-in the
 * browser goes to log in first.
 */
export async function orderExport(
  request: NextRequest,
  params: Promise<{ id: string }>,
  kind: 'items' | 'images',
): Promise<Response> {
  const { id } = await params;
  const raw = request.nextUrl.searchParams.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  if (!token) return NextResponse.redirect(new URL('/prihlasit', request.nextUrl), 303);
  if (!/^[1-9]\d{0,9}$/.test(id)) return new NextResponse(null, { status: 404 });
  const res = await fetchOrderExport(locale, token, Number(id), kind);
  if (!res.ok)
    return new NextResponse(null, {
      status: res.status === 401 ? 401 : 404,
      headers: PRIVATE,
    });
  return new NextResponse(res.body, {
    status: 200,
    headers: {
      'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment',
      ...PRIVATE,
    },
  });
}
