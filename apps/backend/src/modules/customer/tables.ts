import { boolean, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** Customers and their groups; accounts and addresses come with the account issue. */
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
