import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { fetchDocumentPdf } from '@/lib/user/documents-api';
import { PRIVATE } from '@/lib/private-answers';

/**
 * GET /api/user/documents/{id}: the PDF of one of the logged-in customer's tax documents, passed on
 * from the store API with the log-in cookie. Another customer's document is not found; without a
 * log-in the browser goes to log in first.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const raw = request.nextUrl.searchParams.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  if (!token) return NextResponse.redirect(new URL('/prihlasit', request.nextUrl), 303);
  if (!/^[1-9]\d{0,9}$/.test(id)) return new NextResponse(null, { status: 404, headers: PRIVATE });
  const res = await fetchDocumentPdf(locale, token, Number(id)).catch(() => null);
  if (!res?.ok) {
    const status = res === null ? 502 : res.status === 401 ? 401 : 404;
    return new NextResponse(null, { status, headers: PRIVATE });
  }
  return new NextResponse(res.body, {
    status: 200,
    headers: {
      ...PRIVATE,
      'content-type': 'application/pdf',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment',
    },
  });
}
