import { eq, sql, type SQL } from 'drizzle-orm';
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
 * What picks the owner's open cart (table alias `c`), or null when nothing can (a guest without a
 * token). A cart that already became an order is not open: the next add then starts a new cart. A
 * logged-in customer has one open cart, wherever they are.
 */
export function openCartOf(owner: CartOwner): SQL | null {
  if (owner.accountId !== null) return sql`c.customer_id = ${owner.accountId} and c.ordered_at is null`;
  if (!owner.token) return null;
  return sql`c.token_hash = ${hashCartToken(owner.token)} and c.ordered_at is null and c.customer_id is null`;
}

/** The owner's open cart, or null. */
export async function findCartId(db: Db | Tx, owner: CartOwner): Promise<number | null> {
  const where = openCartOf(owner);
  if (!where) return null;
  const [row] = await queryRows<{ id: number }>(db, sql`select c.id from cart.carts c where ${where}`);
  return row?.id ?? null;
}

/**
 * A new cart for the owner. A guest's comes with a new token to hand out; a customer's is found by
 * the account (its token is never handed out), created once even when two requests race for it.
 */
export async function createCart(
  tx: Tx,
  owner: CartOwner,
): Promise<{ cartId: number; newToken: string | null }> {
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

/** The owner's cart, or a new one (see createCart). */
export async function ensureCart(
  tx: Tx,
  owner: CartOwner,
): Promise<{ cartId: number; newToken: string | null }> {
  const cartId = await findCartId(tx, owner);
  return cartId !== null ? { cartId, newToken: null } : createCart(tx, owner);
}

/** Marks the cart as changed now. */
export async function touchCart(tx: Tx, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
