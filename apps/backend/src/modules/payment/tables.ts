import { integer, pgSchema, primaryKey, text, boolean } from 'drizzle-orm/pg-core';
import { translated } from '../../db/columns.ts';

/** Payment methods and their surcharges. */
export const paymentSchema = pgSchema('payment');

export const payments = paymentSchema.table('payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: translated('name').notNull(),
  description: translated('description').notNull(),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const paymentPrices = paymentSchema.table(
  'payment_prices',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.currencyCode] })],
);
