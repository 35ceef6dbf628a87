import { desc, eq } from 'drizzle-orm';
import type { Locale, ShoppingList, ShoppingListItem } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { buildProductsOfVariants } from '../../catalog/index.ts';
import { shoppingListItems } from '../tables.ts';
import { summaryOf, type ListRow } from './lists.ts';

/**
 * A list as the customer sees it: each item with what the catalogue shows of its variant now
 * (name, picture, price for the customer in the request's currency, availability). An item whose
 * product is no longer shown stays on the list, marked as not shoppable.
 */
export async function showList(
  db: Db | Tx,
  list: ListRow,
  ctx: PriceContext,
  locale: Locale,
): Promise<ShoppingList> {
  const rows = await db
    .select({
      id: shoppingListItems.id,
      variantId: shoppingListItems.variantId,
      amount: shoppingListItems.amount,
      custom: shoppingListItems.custom,
    })
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, list.id))
    .orderBy(desc(shoppingListItems.id));
  const { products, visible } = await buildProductsOfVariants(
    db,
    rows.map((r) => r.variantId),
    ctx,
    locale,
  );
  const items = rows.map((row): ShoppingListItem => {
    const found = visible.get(row.variantId);
    const product = found ? products.get(found.productId) : undefined;
    const variant = product?.variants.find((v) => v.id === row.variantId);
    if (!product || !variant) {
      return { ...row, product: null, variant: null, prices: null, availability: null, shoppable: false };
    }
    return {
      ...row,
      product: { id: product.id, name: product.name, slug: product.slug, mainImage: product.mainImage },
      variant: {
        id: variant.id,
        name: variant.name,
        catalogCode: variant.catalogCode,
        mainImage: variant.mainImage,
        unit: variant.unit,
        isDefault: variant.isDefault,
      },
      prices: variant.prices,
      availability: variant.availability,
      shoppable:
        product.visibility.saleable && variant.availability.isAvailable && variant.prices.unitWithTax > 0,
    };
  });
  return { ...summaryOf(list, items.length), items, variantIds: rows.map((r) => r.variantId) };
}
