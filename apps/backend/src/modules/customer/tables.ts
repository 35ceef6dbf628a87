import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** Customers, their groups, accounts, log-in sessions and loyalty credits. */
export const customerSchema = pgSchema('customer');

/** A restricted group is never granted from a header alone (DESIGN: signed variantHash). */
export const customerGroups = customerSchema.table('customer_groups', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  variant: text('variant', { enum: ['b2c', 'b2b'] }).notNull(),
  restricted: boolean('restricted').notNull().default(false),
});

/** Customer accounts (registration at checkout; log-in and the user area build on them). */
export const accounts = customerSchema.table('accounts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Lower case; unique. */
  email: text('email').notNull().unique(),
  /** argon2id (PHC string). */
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  variant: text('variant', { enum: ['b2c', 'b2b'] })
    .notNull()
    .default('b2c'),
  newsletter: boolean('newsletter').notNull().default(false),
  /** customer.customer_groups.code: the groups whose prices the customer gets once logged in. */
  groups: text('groups')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Log-in sessions: opaque bearer tokens, stored hashed, revocable by deleting the row. */
export const sessions = customerSchema.table(
  'sessions',
  {
    /** SHA-256 (hex) of the token. */
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Loyalty credits: a ledger, so a balance is a sum and every change is traceable to an order. */
export const creditMovements = customerSchema.table('credit_movements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  /** Positive: earned or granted; negative: spent on an order. Minor units of CZK. */
  amount: integer('amount').notNull(),
  orderId: integer('order_id'),
  note: text('note').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
