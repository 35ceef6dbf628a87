import { check, index, integer, pgSchema, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Carts and their lines. Prices are never stored here: the server prices a cart when it is read. */
export const cartSchema = pgSchema('cart');

export const carts = cartSchema.table(
  'carts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** SHA-256 (hex) of the guest cart token: a leaked table does not hand out carts. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_updated_idx').on(t.updatedAt)],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_cart_variant').on(t.cartId, t.variantId),
    check('cart_items_amount_positive', sql`${t.amount} > 0 and ${t.amount} <= 9999`),
  ],
);
