import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { carts } from './tables.ts';
import { hashCartToken, newCartToken } from './token.ts';

/** Whose cart a request addresses: a logged-in customer's own, otherwise the guest token's. */
export interface CartOwner {
  token: string | null;
  /** customer.accounts.id of the logged-in customer, or null for a guest. */
  accountId: number | null;
}

export const guestOwner = (token: string | null): CartOwner => ({ token, accountId: null });

/**
 * The owner's open cart, or null (no token, unknown token, or a cart that already became an order:
 * the next add then starts a new cart). A logged-in customer has one open cart, wherever they are.
 */
export async function findCartId(db: Db | Tx, owner: CartOwner): Promise<number | null> {
  if (owner.accountId !== null) {
    const [row] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerId, owner.accountId), isNull(carts.orderedAt)));
    return row?.id ?? null;
  }
  if (!owner.token) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(
      and(eq(carts.tokenHash, hashCartToken(owner.token)), isNull(carts.orderedAt), isNull(carts.customerId)),
    );
  return row?.id ?? null;
}

/**
 * The owner's cart, or a new one. A guest's new cart comes with a new token to hand out; a
 * customer's is found by the account (its token is never handed out), created once even when two
 * requests race for it.
 */
export async function ensureCart(
  tx: Tx,
  owner: CartOwner,
): Promise<{ cartId: number; newToken: string | null }> {
  const cartId = await findCartId(tx, owner);
  if (cartId !== null) return { cartId, newToken: null };
  const token = newCartToken();
  if (owner.accountId !== null) {
    await queryRows(
      tx,
      sql`insert into cart.carts (token_hash, customer_id) values (${hashCartToken(token)}, ${owner.accountId})
          on conflict (customer_id) where customer_id is not null and ordered_at is null do nothing`,
    );
    return { cartId: (await findCartId(tx, owner))!, newToken: null };
  }
  const [created] = await tx
    .insert(carts)
    .values({ tokenHash: hashCartToken(token) })
    .returning({ id: carts.id });
  return { cartId: created!.id, newToken: token };
}

/** Marks the cart as changed now. */
export async function touchCart(tx: Tx, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
