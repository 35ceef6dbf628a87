import { cartApi, requestHeaders, shippingApi, type Order, type Payment } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { logAndReturn } from '../http';

/**
 * The payment methods an unpaid order may switch to: the shop's payments in the order's currency,
 * without the one it has and without those its shipper cannot be combined with (a shipper
 * blocks payments). When the shipper is not known any more, nothing is offered: the order keeps
 * its method and can still be paid with it.
 */
export async function otherPayments(locale: AppLocale, order: Order): Promise<Payment[]> {
  const init = { locale, headers: { [requestHeaders.currency]: order.currencyCode } };
  const [payments, shippers] = await Promise.all([
    callBackend(cartApi.payments, init).then((r) => r.data, logAndReturn('payments list', [] as Payment[])),
    callBackend(shippingApi.shippers, init).then((r) => r.data, logAndReturn('shippers list', null)),
  ]);
  const shipper = shippers?.find((s) => s.id === order.shipper.id);
  if (!shipper) return [];
  const blocked = new Set(shipper.blockedPayments);
  return payments.filter((p) => p.id !== order.payment.id && !blocked.has(p.id));
}
