import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work done after a commit, outside the request (confirmation e-mail, purchase reporting): written
 * in the same transaction as the change that causes it, so it is never lost, and taken by one
 * process at a time (`for update skip locked`), so several backend processes share the queue.
 */
export const jobsSchema = pgSchema('jobs');

export const jobs = jobsSchema.table(
  'jobs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Given up after too many attempts; kept for an operator to look at. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`done_at is null and failed_at is null`),
  ],
);
