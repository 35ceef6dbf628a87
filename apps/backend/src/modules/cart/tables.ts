import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CartDetails } from '@shop/contract';

/** Carts and their lines. Prices are never stored here: the server prices a cart when it is read. */
export const cartSchema = pgSchema('cart');

export const carts = cartSchema.table(
  'carts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 (hex) of the guest cart token: a leaked table does not hand out carts. */
    tokenHash: text('token_hash').notNull().unique(),
    /** cart.coupons.code of the applied coupon; checked again whenever the cart is priced. */
    couponCode: text('coupon_code'),
    /** Loyalty credits the customer wants to spend on this cart (minor units). */
    credits: integer('credits').notNull().default(0),
    /** customer.accounts.id of a logged-in customer's cart (one open cart each); null for a guest's. */
    customerId: integer('customer_id'),
    /**
     * The checkout details the shopper has entered so far (who, addresses, note): personal data,
     * deleted with the cart and cleared when the cart becomes an order (the order keeps its own).
     */
    details: jsonb('details').$type<CartDetails>(),
    /** Set when the cart became an order: its token then finds the order, never a cart to fill. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_updated_idx').on(t.updatedAt),
    uniqueIndex('carts_open_customer_idx')
      .on(t.customerId)
      .where(sql`${t.customerId} is not null and ${t.orderedAt} is null`),
  ],
);

export const cartItems = cartSchema.table(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** catalog.variants.id; a variant that disappears is dropped when the cart is read. */
    variantId: integer('variant_id').notNull(),
    amount: integer('amount').notNull(),
    /** The line this one belongs to (an accessory or a service under a product); gone with it. */
    parentId: integer('parent_id').references((): AnyPgColumn => cartItems.id, { onDelete: 'cascade' }),
    /** A line of its own (added with newLine, or under a parent): later adds of the variant do not join it. */
    separate: boolean('separate').notNull().default(false),
    /** Bought with loyalty credits: costs no money, its credit price is spent when the order is placed. */
    forCredits: boolean('for_credits').notNull().default(false),
    /** A small JSON object the shopper's page keeps with the line (echoed back as meta.custom). */
    custom: jsonb('custom').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Adding a variant again adds to its line: one shared line per variant and way of paying.
    uniqueIndex('cart_items_shared_line_idx')
      .on(t.cartId, t.variantId, t.forCredits)
      .where(sql`not ${t.separate}`),
    index('cart_items_parent_idx').on(t.parentId),
    check('cart_items_amount_positive', sql`${t.amount} > 0 and ${t.amount} <= 9999`),
  ],
);

/**
 * Discount coupons: a percentage off the items, an amount off them (per currency), or free
 * shipping; valid between two instants, for at most `usage_limit` orders. Codes are upper case.
 */
export const coupons = cartSchema.table(
  'coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['percent', 'amount', 'free_shipping'] }).notNull(),
    /** Percent off for 'percent'. */
    percent: integer('percent'),
    /** Minor units off per currency for 'amount', e.g. { CZK: 10000, EUR: 400 }. */
    amounts: jsonb('amounts').$type<Record<string, number>>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Orders that may use it; null: any number. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
  },
  (t) => [
    check('coupons_percent_range', sql`${t.percent} is null or (${t.percent} > 0 and ${t.percent} <= 100)`),
    check('coupons_used_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/**
 * Order gifts: a variant given with an order whose items reach `price_from`
 * (per currency, minor units, with VAT); `prices` is what the gift costs, 0 for free.
 */
export const gifts = cartSchema.table('gifts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  variantId: integer('variant_id').notNull(),
  priceFrom: jsonb('price_from').$type<Record<string, number>>().notNull(),
  prices: jsonb('prices').$type<Record<string, number>>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
});

/** The gifts a cart's shopper chose; re-checked against the cart whenever it is priced. */
export const cartGifts = cartSchema.table(
  'cart_gifts',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    giftId: integer('gift_id')
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftId] })],
);
