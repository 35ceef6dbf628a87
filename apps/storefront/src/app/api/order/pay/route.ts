import type { placeOrderErrors } from '@shop/contract';
import { domainCode } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { formInt } from '@/lib/cart/form-action';
import { clientIp } from '@/lib/currency/visitor-country';
import { BackendError } from '@/lib/http';
import type { OrderNotice } from '@/lib/order/notice';
import { ORDER_COOKIE, startPayment } from '@/lib/order/server';
import { logError } from '@/lib/log';
import { seeOther } from '@/lib/private-answers';

/** The store API's refusals that mean "this method cannot be used for this order". */
const refusedMethod: (keyof typeof placeOrderErrors)[] = ['blockedPayment', 'unknownPayment'];
const REFUSED_METHOD: readonly string[] = refusedMethod.map((reason) => domainCode('order', reason));

/**
 * POST /api/order/pay (the finished order's and the gateway return's payment forms; no JavaScript
 * needed): starts paying the order of the shopper's `order_token` cookie, with another method
 * when `paymentId` is sent. A gateway method sends the shopper to the gateway's page (303); a
 * method without one (bank transfer, cash on delivery) back to /kosik/dokonceni, which then shows
 * its instructions.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const rawLocale = form?.get('locale');
  const locale: AppLocale = isAppLocale(rawLocale) ? rawLocale : routing.defaultLocale;
  const finished = localizedPath(locale, '/kosik/dokonceni');
  const back = (notice: OrderNotice | null) => seeOther(notice ? `${finished}?zprava=${notice}` : finished);

  // A form of another site must not start payments with the shopper's cookie.
  if (request.headers.get('sec-fetch-site') === 'cross-site') return back(null);
  const token = request.cookies.get(ORDER_COOKIE)?.value;
  if (!token) return back(null);
  const rawPayment = form?.get('paymentId');
  const paymentId = form && rawPayment !== null ? formInt(form, 'paymentId') : undefined;
  if (paymentId === null) return back('platba-chyba');

  try {
    const res = await startPayment(locale, token, { paymentId, clientAddress: clientIp(request) });
    if (res.data.redirectUrl) return seeOther(res.data.redirectUrl);
    return back(paymentId === undefined ? null : 'platba-zmenena');
  } catch (e) {
    // Paid (or cancelled) in the meantime: the finished order shows how it stands.
    if (e instanceof BackendError && e.status === 409) return back(null);
    if (e instanceof BackendError && e.status === 422 && REFUSED_METHOD.includes(e.errors[0]?.code ?? '')) {
      return back('platba-nelze');
    }
    if (!(e instanceof BackendError) || e.status >= 500) logError('payment start', e);
    return back('platba-chyba');
  }
}
