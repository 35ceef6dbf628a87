import { integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local test payment gateway's own data: it stands in for a hosted card gateway on a machine
 * that cannot reach one, so it keeps its payments apart from the shop's, as a real gateway would.
 */
export const testGatewaySchema = pgSchema('test_gateway');

/**
 * Payments, and the refunds of paid ones: a refund (id `tgr_…`) is money going back to the payer,
 * a negative amount decided at once, whose description names the payment (`refund:tgp_…`).
 */
export const testGatewayPayments = testGatewaySchema.table('payments', {
  /** The gateway's payment id (random, handed to the merchant). */
  id: text('id').primaryKey(),
  /** The merchant's reference (the order code). */
  merchantRef: text('merchant_ref').notNull(),
  amount: integer('amount').notNull(),
  currencyCode: text('currency_code').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  notifyUrl: text('notify_url').notNull(),
  status: text('status', { enum: ['created', 'paid', 'declined', 'cancelled'] })
    .notNull()
    .default('created'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
