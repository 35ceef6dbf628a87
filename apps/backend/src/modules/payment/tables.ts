import { boolean, index, integer, pgSchema, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { translated } from '../../db/columns.ts';

/** Payment methods and their surcharges. */
export const paymentSchema = pgSchema('payment');

export const payments = paymentSchema.table('payments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  /** gateway: paid online at a hosted gateway; bank_transfer: by QR payment; cod: on delivery. */
  kind: text('kind', { enum: ['gateway', 'bank_transfer', 'cod'] }).notNull(),
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

/**
 * A payment attempt at a hosted gateway: created when the shopper is sent to pay, settled only
 * from the status read back from the gateway after its notification (which is only a trigger).
 * An order may have several attempts (a declined payment can be retried); at most one is paid.
 */
export const paymentTransactions = paymentSchema.table(
  'transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** orders.orders.id */
    orderId: integer('order_id').notNull(),
    gateway: text('gateway').notNull(),
    /** The gateway's id of the payment. */
    gatewayRef: text('gateway_ref').notNull(),
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The gateway's page of the payment: a second start of the same payment sends the shopper back there. */
    redirectUrl: text('redirect_url'),
    status: text('status', { enum: ['created', 'paid', 'declined', 'cancelled'] })
      .notNull()
      .default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('transactions_gateway_ref').on(t.gateway, t.gatewayRef),
    index('transactions_order_idx').on(t.orderId),
  ],
);

/** Every notification a gateway sent, verified or not: an audit trail of the callbacks. */
export const paymentNotifications = paymentSchema.table('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  gateway: text('gateway').notNull(),
  gatewayRef: text('gateway_ref'),
  signatureValid: boolean('signature_valid').notNull(),
  /** What it led to: settled, unchanged, mismatch, unknown, rejected. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
