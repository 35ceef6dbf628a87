import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { carts } from './tables.ts';

/**
 * A deleted account's carts: its open cart goes with its lines; carts that became orders stay
 * (their orders refer to them) but no longer lead to the account.
 */
export async function forgetCustomerCarts(tx: Tx, accountId: number): Promise<void> {
  await tx.delete(carts).where(and(eq(carts.customerId, accountId), isNull(carts.orderedAt)));
  await tx.update(carts).set({ customerId: null }).where(eq(carts.customerId, accountId));
}
