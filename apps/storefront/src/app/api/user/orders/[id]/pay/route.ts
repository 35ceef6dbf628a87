import type { NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { clientIp } from '@/lib/currency/visitor-country';
import { BackendError } from '@/lib/http';
import { payOrderAgain } from '@/lib/user/account-manage-api';
import { logError } from '@/lib/log';
import { seeOther } from '@/lib/private-answers';

/**
 * POST /api/user/orders/{id}/pay (the account's 'Zaplatit' form; no JavaScript needed): starts
 * paying the customer's own unpaid card order again and sends the browser to the gateway's page.
 * Whatever stops it, the browser goes back to the order, which shows how it stands.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const form = await request.formData().catch(() => null);
  const raw = form?.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  if (!/^[1-9]\d{0,9}$/.test(id)) return seeOther(localizedPath(locale, '/uzivatel/objednavky'));
  const orderPage = localizedPath(locale, `/uzivatel/objednavky/${id}`);
  // A form of another site must not start payments with the customer's cookie.
  if (request.headers.get('sec-fetch-site') === 'cross-site' || !token) return seeOther(orderPage);
  try {
    const res = await payOrderAgain(locale, token, Number(id), clientIp(request));
    return seeOther(res.data.redirectUrl ?? orderPage);
  } catch (e) {
    if (!(e instanceof BackendError) || e.status >= 500) logError('paying again', e);
    const failed = e instanceof BackendError && e.status >= 500 ? '?platba=chyba' : '';
    return seeOther(`${orderPage}${failed}`);
  }
}
