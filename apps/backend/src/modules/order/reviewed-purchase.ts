import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from './tables.ts';

/**
 * The customer's latest order of the product that has left the warehouse (shipped or delivered)
 * and was not cancelled, as a review needs: the first name and city of its billing details. Null
 * when there is none: a product not bought, or not shipped yet, may not be reviewed.
 */
export async function shippedPurchaseOf(
  db: Db,
  accountId: number,
  productId: number,
): Promise<{ firstName: string; city: string } | null> {
  const [row] = await db
    .select({ customer: orders.customer, billingAddress: orders.billingAddress })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, accountId),
        eq(orderItems.productId, productId),
        eq(orderItems.kind, 'item'),
        inArray(orders.fulfilment, ['shipped', 'delivered']),
        ne(orders.status, 'cancelled'),
        isNull(orders.cancelledAt),
      ),
    )
    .orderBy(desc(orders.shippedAt), desc(orders.id))
    .limit(1);
  if (!row) return null;
  return { firstName: row.customer.firstName, city: row.billingAddress.city };
}
