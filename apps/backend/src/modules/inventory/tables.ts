import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Warehouses and stock. Orders decrement `stock.quantity` inside the order transaction. */
export const inventorySchema = pgSchema('inventory');

export const warehouses = inventorySchema.table('warehouses', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Stock at a supplier: orderable, with `delay_days` extra. */
  virtual: boolean('virtual').notNull().default(false),
  delayDays: integer('delay_days').notNull().default(0),
});

/**
 * Stock per variant (catalog.variants.id, no cross-schema FK: modules own their tables) per warehouse.
 * `reserved` counts pieces held by unpaid orders; the CHECKs make a decrement that would oversell a
 * stock-checked variant fail inside its transaction instead of silently going negative. Variants
 * without stock checking (catalog.variants.check_stock = false) are never decremented.
 */
export const stock = inventorySchema.table(
  'stock',
  {
    variantId: integer('variant_id').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.warehouseId] }),
    index('stock_warehouse_idx').on(t.warehouseId),
    check('stock_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('stock_reserved_range', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.quantity}`),
  ],
);

/**
 * Every change of stock with its reason: an order taking pieces (negative) or a cancellation
 * returning them, so stock can always be explained and an order's pieces returned to the
 * warehouses they came from.
 */
export const stockMovements = inventorySchema.table(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** orders.orders.id */
    orderId: integer('order_id'),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_movements_order_idx').on(t.orderId)],
);

/**
 * A shopper waiting for a sold-out variant (catalog.variants.id): when its stock comes back the
 * job runner sends one e-mail and sets `notified_at`. One open watch per variant and address.
 */
export const stockWatchers = inventorySchema.table(
  'stock_watchers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('cs'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_watchers_open_idx')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_watchers_variant_idx').on(t.variantId),
  ],
);
