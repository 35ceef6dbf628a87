import { z } from 'zod';
import { availability, image, prices } from './product.ts';

/**
 * The logged-in customer's shopping lists (/api/v1/user/shopping-lists…). The wish list is the
 * list with the code `wishlist`, made on first use. Bodies are checked by the server's rules (422
 * with a Czech message per field), so their shapes here are loose on purpose.
 */

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

export const shoppingListIdParams = z.object({ id: dbId });
export const shoppingListCodeParams = z.object({ code: z.string().min(1).max(64) });
export const shoppingListItemParams = z.object({ id: dbId, itemId: dbId });

/** POST /api/v1/user/shopping-lists and PATCH …/{id}: the list's name. */
export const shoppingListBody = z.object({ name: z.string().max(10_000) });
export type ShoppingListBody = z.infer<typeof shoppingListBody>;

/** POST …/{id}/items and …/code/wishlist/items: a variant, how many (1 unless given), a note. */
export const shoppingListItemBody = z.object({
  id: z.number().int(),
  amount: z.number().optional(),
  custom: z.string().max(10_000).nullable().optional(),
});
export type ShoppingListItemBody = z.infer<typeof shoppingListItemBody>;

/** An item as a shopper needs to see it: what the catalogue shows of its variant now. */
export const shoppingListItem = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  amount: z.number().int().positive(),
  custom: z.string().nullable(),
  /** Null when the catalogue no longer shows the product. */
  product: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string(), mainImage: image.nullable() })
    .nullable(),
  variant: z
    .object({
      id: z.number().int(),
      name: z.string(),
      catalogCode: z.string(),
      mainImage: image.nullable(),
      unit: z.string(),
      isDefault: z.boolean(),
    })
    .nullable(),
  /** For one piece, in the request's currency and the customer's price list. */
  prices: prices.nullable(),
  availability: availability.nullable(),
  /** It can be put into a cart now: shown, on sale, available and priced. */
  shoppable: z.boolean(),
});
export type ShoppingListItem = z.infer<typeof shoppingListItem>;

export const shoppingListSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  isWishlist: z.boolean(),
  itemCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type ShoppingListSummary = z.infer<typeof shoppingListSummary>;

export const shoppingList = shoppingListSummary.extend({
  items: z.array(shoppingListItem),
  /** The variants on the list (a product box tells from them whether it is on the wish list). */
  variantIds: z.array(z.number().int()),
});
export type ShoppingList = z.infer<typeof shoppingList>;

export const shoppingListsResponse = z.object({ data: z.array(shoppingListSummary) });
export type ShoppingListsResponse = z.infer<typeof shoppingListsResponse>;
export const shoppingListResponse = z.object({ data: shoppingList });
export type ShoppingListResponse = z.infer<typeof shoppingListResponse>;
