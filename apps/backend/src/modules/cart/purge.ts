import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** A guest cart untouched this long is gone (the storefront's cart cookie lives a day). */
export const GUEST_CART_KEPT_DAYS = 30;

/**
 * Deletes abandoned guest carts with their lines and gifts. Customers' carts and carts that became
 * orders stay. Returns how many went.
 */
export async function purgeAbandonedGuestCarts(db: Db, now = new Date()): Promise<number> {
  const gone = await queryRows<{ id: number }>(
    db,
    sql`delete from cart.carts
         where customer_id is null and ordered_at is null
           and updated_at < ${new Date(now.getTime() - GUEST_CART_KEPT_DAYS * 86_400_000)}
        returning id`,
  );
  return gone.length;
}
