import { index, integer, jsonb, pgSchema, text, timestamp, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Customer service: messages from the contact form, complaints and withdrawals from purchase. */
export const supportSchema = pgSchema('support');

export const contactMessages = supportSchema.table(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    orderCode: text('order_code'),
    locale: text('locale').notNull().default('cs'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** One item of an order that a complaint or a withdrawal concerns, and how many pieces. */
export interface ServiceCaseItem {
  orderItemId: number;
  name: string;
  amount: number;
}

/** A complaint (reklamace) or a withdrawal from purchase (odstoupení) about one order. */
export const serviceCases = supportSchema.table(
  'service_cases',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Shown to the customer, e.g. R-2026-000123 or V-2026-000045. */
    caseNumber: text('case_number').notNull().unique(),
    kind: text('kind', { enum: ['complaint', 'withdrawal'] }).notNull(),
    orderId: integer('order_id').notNull(),
    orderCode: text('order_code').notNull(),
    email: text('email').notNull(),
    items: jsonb('items').$type<ServiceCaseItem[]>().notNull(),
    reason: text('reason').notNull(),
    /** Where a refund goes; IBAN, checked before it is stored. */
    iban: text('iban'),
    locale: text('locale').notNull().default('cs'),
    /** received → in_progress → resolved or rejected, moved by the shop's staff. */
    state: text('state', { enum: ['received', 'in_progress', 'resolved', 'rejected'] })
      .notNull()
      .default('received'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_cases_order_idx').on(t.orderId),
    index('service_cases_state_idx').on(t.state, t.createdAt),
    check('service_cases_items', sql`jsonb_array_length(${t.items}) > 0`),
  ],
);

/**
 * The conversation of a case: the shop's replies (sent to the customer by e-mail) and the
 * customer's messages as the staff recorded them.
 */
export const serviceCaseMessages = supportSchema.table(
  'service_case_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    caseId: integer('case_id')
      .notNull()
      .references(() => serviceCases.id, { onDelete: 'cascade' }),
    from: text('from', { enum: ['customer', 'shop'] }).notNull(),
    /** The operator who wrote or recorded it. */
    author: text('author'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_case_messages_case_idx').on(t.caseId, t.id)],
);

/**
 * One-time codes of the complaint and withdrawal forms' look-ups by order code and e-mail: the job
 * that e-mails a code to the order's address keeps it here, hashed. A code is entered within 15
 * minutes, tried at most 5 times, and once entered opens the order for an hour, until a case is
 * filed with it. The newest code of an order is the one that counts.
 */
export const serviceLookupCodes = supportSchema.table(
  'service_lookup_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id').notNull(),
    /** HMAC-SHA256 (hex) of the order and the code under the shop's key for these codes. */
    codeHash: text('code_hash').notNull(),
    /** Wrong codes tried (and checks under way): at 5 the code opens nothing. */
    attempts: integer('attempts').notNull().default(0),
    /** When the right code was first entered. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** After this it opens nothing; a filed case moves it to the filing's time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_lookup_codes_order_idx').on(t.orderId, t.id),
    index('service_lookup_codes_expires_idx').on(t.expiresAt),
  ],
);
