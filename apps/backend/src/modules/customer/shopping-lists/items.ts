import { and, eq, sql } from 'drizzle-orm';
import {
  amountAfterAdd,
  format,
  listAmountError,
  listNoteError,
  SHOPPING_LIST_LIMITS,
  shoppingListMessages,
} from '@shop/rules';
import type { Locale, ShoppingListItemBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound, refuseFields } from '../../../http/errors.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { buildProductsOfVariants } from '../../catalog/index.ts';
import { shoppingListItems, shoppingLists } from '../tables.ts';
import { findList, type ListRef, type ListRow } from './lists.ts';

/** A variant the catalogue shows and sells (sold out is fine: it can be wished for). */
async function refuseUnsoldVariant(db: Db, variantId: number, ctx: PriceContext, locale: Locale) {
  const { products, visible } = await buildProductsOfVariants(db, [variantId], ctx, locale);
  const found = visible.get(variantId);
  const product = found ? products.get(found.productId) : undefined;
  const sold = product?.visibility.saleable && product.variants.some((v) => v.id === variantId);
  refuseFields({ id: sold ? undefined : shoppingListMessages.unknownVariant });
}

/**
 * Puts a variant on one of the customer's lists. Again on the same list, the amounts add up (the
 * wish list keeps it once); a note given replaces the kept one. Adds to one list run one after
 * another (the list row is locked), so parallel adds neither fail nor duplicate.
 */
export async function addListItem(
  db: Db,
  accountId: number,
  ref: ListRef,
  body: ShoppingListItemBody,
  ctx: PriceContext,
  locale: Locale,
): Promise<ListRow> {
  refuseFields({
    amount: listAmountError(body.amount) ?? undefined,
    custom: listNoteError(body.custom) ?? undefined,
  });
  // The list first: another customer's list is not found, whatever the body says.
  await findList(db, accountId, ref);
  await refuseUnsoldVariant(db, body.id, ctx, locale);
  const note = body.custom?.trim() || null;
  return db.transaction(async (tx) => {
    const list = await findList(tx, accountId, ref, { lock: true });
    const [kept] = await tx
      .select({ id: shoppingListItems.id, amount: shoppingListItems.amount })
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, list.id), eq(shoppingListItems.variantId, body.id)));
    if (kept) {
      await tx
        .update(shoppingListItems)
        .set({
          amount: amountAfterAdd(list.code, kept.amount, body.amount ?? 1),
          ...(note ? { custom: note } : {}),
        })
        .where(eq(shoppingListItems.id, kept.id));
      return list;
    }
    const count = await tx.$count(shoppingListItems, eq(shoppingListItems.listId, list.id));
    if (count >= SHOPPING_LIST_LIMITS.items) {
      refuseFields({ id: format(shoppingListMessages.itemLimit, { limit: SHOPPING_LIST_LIMITS.items }) });
    }
    await tx.insert(shoppingListItems).values({
      listId: list.id,
      variantId: body.id,
      amount: amountAfterAdd(list.code, 0, body.amount ?? 1),
      custom: note,
    });
    return list;
  });
}

/** Takes an item off one of the customer's lists; another customer's item is not found. */
export async function removeListItem(
  db: Db,
  accountId: number,
  listId: number,
  itemId: number,
): Promise<void> {
  const gone = await db
    .delete(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.id, itemId),
        eq(shoppingListItems.listId, listId),
        sql`exists (select 1 from ${shoppingLists} where ${shoppingLists.id} = ${listId} and ${shoppingLists.accountId} = ${accountId})`,
      ),
    )
    .returning({ id: shoppingListItems.id });
  if (gone.length === 0) throw notFound('itemId');
}
