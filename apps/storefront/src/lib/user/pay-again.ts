import type { Order } from '@shop/contract';

/** From the account an unpaid, live order paid by card can be paid again at the gateway. */
export const canPayAgain = (order: Pick<Order, 'canPay' | 'payment'>): boolean =>
  order.canPay && order.payment.kind === 'gateway';

/** What the order page says after the gateway sent the customer back, or after a failed start. */
export function paymentNoticeOf(
  payment: string | undefined,
  order: Pick<Order, 'paymentStatus'>,
): 'paid' | 'failed' | 'pending' | 'unavailable' | null {
  if (payment === 'chyba') return 'unavailable';
  if (payment !== 'zpet') return null;
  if (order.paymentStatus === 'paid') return 'paid';
  return order.paymentStatus === 'pending' ? 'pending' : 'failed';
}
