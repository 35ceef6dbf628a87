import {
  boolean,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
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

/** A bank statement read into the shop: a file an operator uploaded, or a download from the bank's API. */
export const bankImports = paymentSchema.table('bank_imports', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  format: text('format', { enum: ['gpc', 'camt053', 'fio'] }).notNull(),
  fileName: text('file_name'),
  /** SHA-256 (hex) of the file, to tell the operator they read it before. */
  fileHash: text('file_hash'),
  accountNumber: text('account_number').notNull(),
  statementNumber: text('statement_number'),
  /** Movements in it, and of them new to the shop (a second reading of a file adds none). */
  movements: integer('movements').notNull(),
  newMovements: integer('new_movements').notNull(),
  importedBy: text('imported_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each movement of the shop's bank account the shop has read, once (by the bank's id), with what
 * it did: paid an order exactly, or is left for a person to resolve (paid part, paid more, an
 * unknown variable symbol, another currency).
 */
export const bankMovements = paymentSchema.table(
  'bank_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => bankImports.id),
    accountNumber: text('account_number').notNull(),
    /** The bank's id of the movement. */
    bankId: text('bank_id').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    /** Minor units, signed: incoming positive. */
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    variableSymbol: text('variable_symbol'),
    counterpartyAccount: text('counterparty_account'),
    counterpartyName: text('counterparty_name'),
    message: text('message'),
    match: text('match', { enum: ['exact', 'partial', 'over', 'unknown', 'currency', 'outgoing'] }).notNull(),
    /** orders.orders.id the movement was matched or assigned to. */
    orderId: integer('order_id'),
    /** settled: paid its order; open: waits for a person; resolved: a person decided; ignored: not the shop's business (outgoing). */
    state: text('state', { enum: ['settled', 'open', 'resolved', 'ignored'] }).notNull(),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_movements_bank_id').on(t.accountNumber, t.bankId),
    index('bank_movements_state_idx').on(t.state, t.bookedOn),
  ],
);

/**
 * A refund of a card payment through the gateway: asked for, then confirmed or refused by it.
 */
export const gatewayRefunds = paymentSchema.table(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id),
    orderId: integer('order_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['requested', 'done', 'failed'] }).notNull(),
    error: text('error'),
    requestedBy: text('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);
