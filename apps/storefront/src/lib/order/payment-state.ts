import type { Order } from '@shop/contract';

/** A gateway payment that has not gone through (yet): the order can be paid from the shop. */
export function awaitsGatewayPayment(order: Order): boolean {
  return (
    order.payment.kind === 'gateway' &&
    (order.paymentStatus === 'pending' ||
      order.paymentStatus === 'failed' ||
      order.paymentStatus === 'cancelled')
  );
}
