import { index, integer, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The shop's e-mail marketing: newsletter subscriptions with double opt-in. */
export const marketingSchema = pgSchema('marketing');

/**
 * One row per address (stored lower-cased). A subscription is `pending` until the link from the
 * activation e-mail is followed (`active`); the unsubscribe link in every mail makes it
 * `unsubscribed`. Only a hash of the activation token is kept; it is single-use and expires.
 */
export const newsletterSubscriptions = marketingSchema.table(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    locale: text('locale').notNull().default('cs'),
    /** Where the sign-up came from, e.g. footer, block, welcome. */
    source: text('source'),
    activationTokenHash: text('activation_token_hash'),
    activationExpiresAt: timestamp('activation_expires_at', { withTimezone: true }),
    /** Secret part of the unsubscribe link sent in every mail. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_activation_token_idx')
      .on(t.activationTokenHash)
      .where(sql`${t.activationTokenHash} is not null`),
    index('newsletter_status_idx').on(t.status),
  ],
);

/** Integer id helper kept local so the schema file has no imports from other modules. */
export type NewsletterStatus = (typeof newsletterSubscriptions.$inferSelect)['status'];
