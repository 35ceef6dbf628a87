import { sql, type SQL } from 'drizzle-orm';
import type { OrderSituation, OrderState } from '@shop/rules';
import type { OrderRow } from './service.ts';

/** The order's state on the desk: cancelled, or where the goods are ('unshipped' is new). */
export function orderStateOf(row: Pick<OrderRow, 'status' | 'fulfilment'>): OrderState {
  if (row.status === 'cancelled') return 'cancelled';
  return row.fulfilment === 'unshipped' ? 'new' : row.fulfilment;
}

/** What the transition rules need to know of the order. */
export function orderSituationOf(row: OrderRow, personalPickup: boolean): OrderSituation {
  return {
    state: orderStateOf(row),
    paymentKind: row.paymentKind,
    paid: row.paymentStatus === 'paid',
    personalPickup,
  };
}

/** The same as orderStateOf in SQL, as a condition on the orders table aliased `o`. */
export function orderStatesSql(states: readonly OrderState[]): SQL {
  const fulfilments = states.filter((s) => s !== 'cancelled').map((s) => (s === 'new' ? 'unshipped' : s));
  const live =
    fulfilments.length > 0
      ? sql`(o.status <> 'cancelled' and o.fulfilment in (${sql.join(
          fulfilments.map((f) => sql`${f}`),
          sql`, `,
        )}))`
      : null;
  const cancelled = states.includes('cancelled') ? sql`o.status = 'cancelled'` : null;
  if (live && cancelled) return sql`(${live} or ${cancelled})`;
  return live ?? cancelled ?? sql`false`;
}
