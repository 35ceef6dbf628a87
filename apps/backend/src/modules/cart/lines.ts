import { and, eq, sql } from 'drizzle-orm';
import type { Cart, CartItem, Locale, OrderGift, Product } from '@shop/contract';
import { CZK, toMinor } from '@shop/rules';
import { cartLineErrors, errorCodes } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { buildProductsOfVariants } from '../catalog/index.ts';
import { creditBalance, creditMessages } from '../customer/index.ts';
import { cartSettings, isFunctionOn } from '../settings/index.ts';
import { createCart, touchCart, type CartOwner } from './owner.ts';
import { maxAmount } from './pricing.ts';
import {
  CREDITS_CURRENCY,
  cartCurrency,
  orderGiftsOf,
  priceSnapshot,
  readCartSnapshot,
  repairCart,
  showCart,
  type CartSnapshot,
} from './read.ts';
import { cartItems } from './tables.ts';

/** An unavailable product. */
export const NOT_IN_STOCK = errorTexts[errorCodes.notInStock].cs;

export interface CartChange {
  cart: Cart;
  item: CartItem | null;
  changedAmount: number;
  /** Set when this call created the cart. */
  newToken: string | null;
  /** After an add: the order gifts judged against the cart now. */
  orderGifts?: OrderGift[];
  /** After an add: the `custom` object the line keeps. */
  custom?: Record<string, unknown> | null;
}

/** A variant that can be put into a cart, with its product; 404 or 409 otherwise. */
async function purchasableVariant(
  db: Db | Tx,
  variantId: number,
  ctx: PriceContext,
  locale: Locale,
  perLine: number,
) {
  const { products, visible } = await buildProductsOfVariants(db, [variantId], ctx, locale);
  const found = visible.get(variantId);
  if (!found) throw notFound('id');
  const product = products.get(found.productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) throw notFound('id');
  const buyable =
    product.visibility.saleable && variant.availability.isAvailable && variant.prices.unitWithTax > 0;
  if (!buyable || maxAmount(variant, perLine) < 1)
    throw new HttpError(409, NOT_IN_STOCK, 'id', errorCodes.notInStock);
  return { product, variant };
}

/** Within the variant's minimum and maximum: the amount kept, and by how much it differs. */
function fit(
  variant: Product['variants'][number],
  wanted: number,
  perLine: number,
): { amount: number; changed: number } {
  const max = maxAmount(variant, perLine);
  const amount = Math.max(Math.min(wanted, max), Math.min(variant.availability.amountMin, max), 1);
  return { amount, changed: Math.abs(wanted - amount) };
}

/** A variant of the snapshot that can be put into a cart; 404 or 409 otherwise. */
function buyableVariant(snapshot: CartSnapshot, variantId: number, perLine: number) {
  const found = snapshot.visible.get(variantId);
  const product = found && snapshot.products.get(found.productId);
  const variant = product?.variants.find((v) => v.id === variantId);
  if (!product || !variant) throw notFound('id');
  const buyable =
    product.visibility.saleable && variant.availability.isAvailable && variant.prices.unitWithTax > 0;
  if (!buyable || maxAmount(variant, perLine) < 1)
    throw new HttpError(409, NOT_IN_STOCK, 'id', errorCodes.notInStock);
  return variant;
}

/** How a line joins the cart (POST /api/v1/cart/items parent_id, newLine, credits, custom). */
export interface LineOptions {
  /** A line of the same cart to put this one under. */
  parentId?: number | null;
  /** A line of its own even when the variant is already in the cart. */
  newLine?: boolean;
  /** Bought with loyalty credits at the product's credit price. */
  forCredits?: boolean;
  custom?: Record<string, unknown> | null;
}

/** Credits can be spent on this cart at all: a customer's, in crowns, with credits on. */
async function checkCreditsUsable(db: Db, owner: CartOwner, ctx: PriceContext): Promise<number> {
  if (owner.accountId === null) {
    throw new HttpError(401, creditMessages.guest, 'credits', errorCodes.creditsForGuest);
  }
  if (!(await isFunctionOn(db, 'loyalty_credits'))) {
    throw new HttpError(409, creditMessages.off, 'credits', errorCodes.creditsOff);
  }
  if (ctx.currency !== CREDITS_CURRENCY) throw new HttpError(422, creditMessages.currency, 'credits');
  return owner.accountId;
}

/**
 * POST /api/v1/cart/items: adds pieces of a variant (to its line if there is one, unless a line of
 * its own is asked for or it goes under another line). The cart and the variant are read once,
 * the line is written in one statement (the new amount is decided in it, so concurrent adds never
 * lose one another), and the cart is priced from what was read. A line bought with credits needs
 * the product's credit price and enough credits now; the order spends them again under lock.
 */
export async function addItem(
  db: Db,
  owner: CartOwner,
  variantId: number,
  amount: number,
  ctx: PriceContext,
  locale: Locale,
  options: LineOptions = {},
): Promise<CartChange> {
  const currency = await cartCurrency(db, ctx);
  const settings = await cartSettings(db, currency);
  if (settings.shoppingDisabledText) {
    throw new HttpError(409, settings.shoppingDisabledText, 'id', errorCodes.shoppingOff);
  }
  const forCredits = options.forCredits ?? false;
  const parentId = options.parentId ?? null;
  const custom = options.custom ?? null;
  const accountId = forCredits ? await checkCreditsUsable(db, owner, ctx) : null;
  return db.transaction(async (tx) => {
    const snapshot = await readCartSnapshot(tx, owner, ctx, locale, [variantId], { allGifts: true });
    const variant = buyableVariant(snapshot, variantId, settings.maxPiecesPerLine);
    if (parentId !== null) {
      const parent = snapshot.stored.lines.find((l) => l.id === parentId);
      if (!parent) throw new HttpError(404, cartLineErrors.parent, 'parent_id', errorCodes.cartParent);
      if (parent.parentId !== null) {
        throw new HttpError(422, cartLineErrors.nested, 'parent_id', errorCodes.cartParent);
      }
    }
    if (accountId !== null) {
      const product = snapshot.products.get(snapshot.visible.get(variantId)!.productId)!;
      if (!product.creditPrice) {
        throw new HttpError(409, cartLineErrors.notForCredits, 'credits', errorCodes.notForCredits);
      }
      // What the cart's credit lines and its credits to spend already take, and this add.
      const creditOf = (id: number) => {
        const found = snapshot.visible.get(id);
        return (found && snapshot.products.get(found.productId)?.creditPrice) || 0;
      };
      const taken = snapshot.stored.lines
        .filter((l) => l.forCredits)
        .reduce((n, l) => n + creditOf(l.variantId) * l.amount, 0);
      const wanted =
        toMinor(taken + product.creditPrice * amount, CZK.decimalPlaces) + snapshot.stored.credits;
      if ((await creditBalance(tx, accountId)) < wanted) {
        throw new HttpError(409, cartLineErrors.tooFewCredits, 'credits', errorCodes.creditsTooFew);
      }
    }
    const { cartId, newToken } =
      snapshot.cartId === null ? await createCart(tx, owner) : { cartId: snapshot.cartId, newToken: null };
    const max = maxAmount(variant, settings.maxPiecesPerLine);
    const min = Math.max(Math.min(variant.availability.amountMin, max), 1);
    const first = Math.max(Math.min(amount, max), min);
    const customJson = custom === null ? null : JSON.stringify(custom);
    const separate = (options.newLine ?? false) || parentId !== null;
    const [line] = separate
      ? await queryRows<{ id: number; amount: number; before: number | null }>(
          tx,
          sql`with touched as (
                update cart.carts set updated_at = now() where id = ${cartId}
              )
              insert into cart.cart_items (cart_id, variant_id, amount, parent_id, separate, for_credits, custom)
              values (${cartId}, ${variantId}, ${first}, ${parentId}, true, ${forCredits}, ${customJson}::jsonb)
              returning id, amount, null::int as before`,
        )
      : await queryRows<{ id: number; amount: number; before: number | null }>(
          tx,
          sql`with before as (
                select amount from cart.cart_items
                 where cart_id = ${cartId} and variant_id = ${variantId} and for_credits = ${forCredits}
                   and not separate
              ), touched as (
                update cart.carts set updated_at = now() where id = ${cartId}
              ), line as (
                insert into cart.cart_items (cart_id, variant_id, amount, for_credits, custom)
                values (${cartId}, ${variantId}, ${first}, ${forCredits}, ${customJson}::jsonb)
                on conflict (cart_id, variant_id, for_credits) where not separate
                  do update set amount = greatest(least(cart.cart_items.amount + ${amount}, ${max}), ${min}),
                                custom = coalesce(excluded.custom, cart.cart_items.custom)
                returning id, amount, custom
              )
              select line.id, line.amount, line.custom, (select amount from before) as before from line`,
          // 'before' is the amount this statement started from; under a concurrent add the notice
          // may be off by that add, never the amount itself.
        );
    const changed = Math.abs((line!.before ?? 0) + amount - line!.amount);
    // The snapshot with the line as it is now.
    const lines = snapshot.stored.lines.filter((l) => l.id !== line!.id);
    const at = snapshot.stored.lines.findIndex((l) => l.id === line!.id);
    const stored = at < 0 ? null : snapshot.stored.lines[at]!;
    const now = {
      id: line!.id,
      variantId,
      amount: line!.amount,
      parentId: stored?.parentId ?? parentId,
      separate: stored?.separate ?? separate,
      forCredits,
      custom: custom ?? stored?.custom ?? null,
    };
    lines.splice(at < 0 ? lines.length : at, 0, now);
    const after = { ...snapshot, stored: { ...snapshot.stored, customerId: owner.accountId, lines } };
    const priced = priceSnapshot(after, ctx, currency, settings);
    const { cart } = priced;
    await repairCart(tx, cartId, priced.repairs);
    const orderGifts = orderGiftsOf(after, priced, currency);
    const item = cart.items.find((i) => i.id === line!.id) ?? null;
    return { cart, item, changedAmount: changed, newToken, orderGifts, custom: now.custom };
  });
}

/** PATCH /api/v1/cart/items/{id}: sets a line's amount; the line must be in the caller's cart. */
export async function updateItem(
  db: Db,
  cartId: number | null,
  itemId: number,
  amount: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  if (cartId === null) throw notFound('id');
  return db.transaction(async (tx) => {
    const [line] = await queryRows<{ variant_id: number }>(
      tx,
      sql`select variant_id from cart.cart_items where id = ${itemId} and cart_id = ${cartId} for update`,
    );
    if (!line) throw notFound('id');
    const { maxPiecesPerLine } = await cartSettings(tx, await cartCurrency(tx, ctx));
    const { variant } = await purchasableVariant(tx, line.variant_id, ctx, locale, maxPiecesPerLine);
    const { amount: kept, changed } = fit(variant, amount, maxPiecesPerLine);
    await tx
      .update(cartItems)
      .set({ amount: kept })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
    await touchCart(tx, cartId);
    const cart = await showCart(tx, cartId, ctx, locale);
    return {
      cart,
      item: cart.items.find((i) => i.id === itemId) ?? null,
      changedAmount: changed,
      newToken: null,
    };
  });
}

/** DELETE /api/v1/cart/items/{id}, or every line when `itemId` is null (empty the cart). */
export async function removeItems(
  db: Db,
  cartId: number | null,
  itemId: number | null,
  ctx: PriceContext,
  locale: Locale,
): Promise<CartChange> {
  if (cartId === null) {
    if (itemId !== null) throw notFound('id');
    return { cart: await showCart(db, null, ctx, locale), item: null, changedAmount: 0, newToken: null };
  }
  if (itemId !== null) {
    const deleted = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw notFound('id');
  } else {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  }
  // Emptying the cart or removing its last line resets the loyalty credits to spend.
  await db.execute(
    sql`update cart.carts set credits = 0
         where id = ${cartId} and credits <> 0
           and not exists (select 1 from cart.cart_items where cart_id = ${cartId})`,
  );
  return { cart: await showCart(db, cartId, ctx, locale), item: null, changedAmount: 0, newToken: null };
}
