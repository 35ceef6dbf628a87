import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  format,
  listNameError,
  normaliseListName,
  SHOPPING_LIST_LIMITS,
  shoppingListMessages,
  WISHLIST_CODE,
} from '@shop/rules';
import type { ShoppingListSummary } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { notFound, refuseFields } from '../../../http/errors.ts';
import { accounts, shoppingListItems, shoppingLists } from '../tables.ts';

/** A list as stored: whose it is, its code and name. */
export interface ListRow {
  id: number;
  accountId: number;
  code: string;
  name: string;
  createdAt: Date;
}

/** Which of the customer's lists a call means: by id, or by code (`wishlist` is made on first use). */
export type ListRef = { id: number } | { code: string };

const rowColumns = {
  id: shoppingLists.id,
  accountId: shoppingLists.accountId,
  code: shoppingLists.code,
  name: shoppingLists.name,
  createdAt: shoppingLists.createdAt,
};

export const summaryOf = (row: ListRow, itemCount: number): ShoppingListSummary => ({
  id: row.id,
  code: row.code,
  name: row.name,
  isWishlist: row.code === WISHLIST_CODE,
  itemCount,
  createdAt: row.createdAt.toISOString(),
});

/** A code no one guesses: the list's address for sharing it later. */
const newCode = () => randomBytes(9).toString('base64url');

/** The customer's lists with their item counts: the wish list first, then in the order made. */
export async function listShoppingLists(db: Db, accountId: number): Promise<ShoppingListSummary[]> {
  const rows = await db
    .select({ ...rowColumns, itemCount: sql<number>`count(${shoppingListItems.id})::int` })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .where(eq(shoppingLists.accountId, accountId))
    .groupBy(shoppingLists.id)
    .orderBy(sql`${shoppingLists.code} = ${WISHLIST_CODE} desc`, asc(shoppingLists.id));
  return rows.map(({ itemCount, ...row }) => summaryOf(row, Number(itemCount)));
}

/** The wish list of the customer, made now when they have none (two first uses at once make one). */
export async function ensureWishlist(db: Db | Tx, accountId: number): Promise<ListRow> {
  await db
    .insert(shoppingLists)
    .values({ accountId, code: WISHLIST_CODE, name: shoppingListMessages.wishlistName })
    .onConflictDoNothing({ target: [shoppingLists.accountId, shoppingLists.code] });
  const [row] = await db
    .select(rowColumns)
    .from(shoppingLists)
    .where(and(eq(shoppingLists.accountId, accountId), eq(shoppingLists.code, WISHLIST_CODE)));
  return row!;
}

/**
 * One of the customer's own lists; another customer's, or none, is not found. `lock` keeps it
 * from changing until the transaction ends (item adds on one list run one after another).
 */
export async function findList(
  db: Db | Tx,
  accountId: number,
  ref: ListRef,
  { lock = false }: { lock?: boolean } = {},
): Promise<ListRow> {
  if ('code' in ref && ref.code === WISHLIST_CODE) await ensureWishlist(db, accountId);
  const query = db
    .select(rowColumns)
    .from(shoppingLists)
    .where(
      and(
        eq(shoppingLists.accountId, accountId),
        'id' in ref ? eq(shoppingLists.id, ref.id) : eq(shoppingLists.code, ref.code),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('id' in ref ? 'id' : 'code');
  return row;
}

/** A new list with a name; at most SHOPPING_LIST_LIMITS.lists of them besides the wish list. */
export async function createList(db: Db, accountId: number, name: string): Promise<ListRow> {
  refuseFields({ name: listNameError(name) ?? undefined });
  return db.transaction(async (tx) => {
    // One customer's creations run one after another, so the limit holds under parallel calls.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const kept = await tx.$count(
      shoppingLists,
      and(eq(shoppingLists.accountId, accountId), ne(shoppingLists.code, WISHLIST_CODE)),
    );
    if (kept >= SHOPPING_LIST_LIMITS.lists) {
      refuseFields({ name: format(shoppingListMessages.listLimit, { limit: SHOPPING_LIST_LIMITS.lists }) });
    }
    const [row] = await tx
      .insert(shoppingLists)
      .values({ accountId, code: newCode(), name: normaliseListName(name) })
      .returning(rowColumns);
    return row!;
  });
}

/** Renames one of the customer's lists; the wish list keeps its name. */
export async function renameList(db: Db, accountId: number, id: number, name: string): Promise<ListRow> {
  const list = await findList(db, accountId, { id });
  refuseFields({
    name:
      list.code === WISHLIST_CODE ? shoppingListMessages.wishlistFixed : (listNameError(name) ?? undefined),
  });
  const [row] = await db
    .update(shoppingLists)
    .set({ name: normaliseListName(name) })
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.accountId, accountId)))
    .returning(rowColumns);
  if (!row) throw notFound('id');
  return row;
}

/** Deletes one of the customer's lists with its items; the wish list stays. */
export async function deleteList(db: Db, accountId: number, id: number): Promise<void> {
  const list = await findList(db, accountId, { id });
  refuseFields({ id: list.code === WISHLIST_CODE ? shoppingListMessages.wishlistFixed : undefined });
  // Its items go with it (the items' foreign key cascades).
  const gone = await db
    .delete(shoppingLists)
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.accountId, accountId)))
    .returning({ id: shoppingLists.id });
  if (gone.length === 0) throw notFound('id');
}
