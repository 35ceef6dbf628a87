import type { Locale, Order } from '@shop/contract';
import { openPaymentPage, startPayment, type PaymentDeps } from '../payment/index.ts';
import type { PlacedOrder } from './place.ts';

/** The card payment of a placed order: the gateway's page, and the order as starting it left it. */
export interface PlacedOrderPayment {
  /** Null when nothing was started, or starting it failed. */
  redirectUrl: string | null;
  /** Null when the order is as placed. */
  order: Order | null;
}

const NONE: PlacedOrderPayment = { redirectUrl: null, order: null };

/**
 * After the order's transaction has committed, its card payment is started as the order page's
 * "pay" starts it (startPayment, by the order token). A payment that cannot be started (the
 * gateway down or refusing, too many starts from the address) leaves the order standing without
 * it: its finished page offers paying again.
 *
 * A call that answered an order placed by an earlier call starts nothing: that call may be
 * starting the payment at this moment, and two would be made. It answers the open payment's page
 * when there is one.
 */
export async function startPlacedOrderPayment(
  deps: PaymentDeps,
  { row, items }: PlacedOrder,
  opts: { orderToken: string; locale: Locale; mayStart: () => Promise<boolean> },
): Promise<PlacedOrderPayment> {
  if (row.paymentKind !== 'gateway') return NONE;
  if (items === null) {
    if (row.status !== 'new' || row.paymentStatus !== 'pending') return NONE;
    return { redirectUrl: await openPaymentPage(deps, row), order: null };
  }
  if (!(await opts.mayStart())) {
    deps.log.warn(
      { orderId: row.id },
      'too many payment starts from the address; the order waits for its payment',
    );
    return NONE;
  }
  try {
    return await startPayment(deps, { token: opts.orderToken }, undefined, opts.locale);
  } catch (err) {
    deps.log.error(
      { err, orderId: row.id },
      'starting the payment of a placed order failed; the order stands',
    );
    return NONE;
  }
}
