import { paymentsResponse, requestHeaders, shippersResponse, type Order, type Payment } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { fetchJson, logAndReturn } from '../http';

/**
 * The payment methods an unpaid order may switch to: the shop's payments in the order's currency,
 * without the one it has and without those its shipper cannot be combined with (a shipper
 * blocks payments). When the shipper is not known any more, nothing is offered: the order keeps
 * its method and can still be paid with it.
 */
export async function otherPayments(locale: AppLocale, order: Order): Promise<Payment[]> {
  const init = {
    locale,
    cache: 'no-store' as const,
    headers: { [requestHeaders.currency]: order.currencyCode },
  };
  const [payments, shippers] = await Promise.all([
    fetchJson(`${env.storeUrl}/api/v1/cart/payments`, paymentsResponse, init).then(
      (r) => r.data,
      logAndReturn('payments list', [] as Payment[]),
    ),
    fetchJson(`${env.storeUrl}/api/v1/shippers`, shippersResponse, init).then(
      (r) => r.data,
      logAndReturn('shippers list', null),
    ),
  ]);
  const shipper = shippers?.find((s) => s.id === order.shipper.id);
  if (!shipper) return [];
  const blocked = new Set(shipper.blockedPayments);
  return payments.filter((p) => p.id !== order.payment.id && !blocked.has(p.id));
}
