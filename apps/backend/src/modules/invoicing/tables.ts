import {
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TaxDocument } from '@shop/contract';

/**
 * Tax documents: invoices for paid orders and credit notes for refunds and withdrawals, numbered
 * from gap-free yearly series, each kept as issued.
 */
export const invoicingSchema = pgSchema('invoicing');

/**
 * The last number given in each series and year. A document takes the next one with the row
 * locked, in the transaction that settles the payment: a number is never skipped (a rolled-back
 * transaction gives its number back) nor given twice.
 */
export const documentSeries = invoicingSchema.table(
  'series',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const documents = invoicingSchema.table(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    /** orders.orders.id */
    orderId: integer('order_id').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    totalWithTax: integer('total_with_tax').notNull(),
    /** The document as issued; its PDF is made from this, never from live data. */
    data: jsonb('data').$type<TaxDocument>().notNull(),
    /** A credit note's invoice. */
    correctsId: integer('corrects_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('documents_series_sequence').on(t.series, t.year, t.sequence),
    index('documents_order_idx').on(t.orderId),
  ],
);
