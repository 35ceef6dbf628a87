import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { jobs } from './tables.ts';

/** The kinds of after-commit work, with their payloads. */
export interface JobPayloads {
  /** The order confirmation e-mail; its link opens the order with its token in any browser. */
  'order-confirmation': { orderId: number; orderToken?: string };
  /** Purchase reporting to a shop-certification or comparison-shopping service. */
  'purchase-report': { orderId: number; service: string };
  /** The e-mail telling the shopper that their unpaid order was cancelled. */
  'order-expired': { orderId: number };
  /** The one reminder of an unpaid bank transfer; `cancelOn` the day it expires (null: it waits for a person). */
  'payment-reminder': { orderId: number; cancelOn: string | null };
  /** The e-mail to the shop about a new order. */
  'shop-new-order': { orderId: number };
  /** The customer's e-mail that their payment came, with the order's invoice. */
  'order-paid': { orderId: number; documentId: number };
  /** The customer's e-mail with a credit note of the order's invoice. */
  'credit-note': { orderId: number; documentId: number };
  /** The e-mail telling the customer their order was shipped, delivered or cancelled. */
  'order-status': { orderId: number; status: 'shipped' | 'delivered' | 'cancelled' };
  /**
   * A request for a link to set a new password: the job makes the link and mails it when the e-mail
   * has an account, so the request costs the same whether it has one or not.
   */
  'password-reset': { email?: string; resetPageUrl: string };
  /**
   * A registration to confirm: the job mails the link that creates the account, or, when the
   * e-mail already has one, a link to set a new password, so the request tells nobody which.
   */
  registration: { pendingId: number; confirmPageUrl: string; resetPageUrl: string };
  /** A complaint's or withdrawal's confirmation to the customer, or its copy to the shop. */
  'service-case': { caseId: number; to: 'customer' | 'shop' };
  /** The shop's reply about a case to the customer, or the case resolved or rejected (with or without a text). */
  'service-case-reply': { caseId: number; messageId: number | null; closed: 'resolved' | 'rejected' | null };
  /**
   * A look-up of an order by code and e-mail for the complaint and withdrawal forms: the job makes a
   * one-time code and mails it when they are an order's, so the look-up costs the same either way.
   */
  'service-lookup-code': { orderCode: string; email?: string; locale: string };
  /** A message from the contact form, e-mailed to the shop. */
  'contact-message': { messageId: number };
  /** The e-mails to the shoppers waiting for a variant that is back in stock. */
  'stock-back': { variantId: number };
  /** The newsletter's activation e-mail; its link confirms the subscription. */
  'newsletter-activation': { subscriptionId: number; activationUrl?: string };
  /** A welcome-campaign sign-up for the marketing-contact service. */
  'marketing-contact': { email: string; date: string };
  /** Scheduled content becomes public: the storefront's cached pages of it are revalidated then. */
  'content-revalidate': { tags: string[] };
  /** A CSV import run of the catalogue; `actor` names who uploaded it, for its audit row. */
  'catalogue-import': {
    importId: number;
    actor: { type: 'operator' | 'api_key'; id: number; name: string; email: string | null; ip: string };
  };
  /** Rebuild of the comparison sites' product feeds after catalogue changes. */
  'product-feeds': Record<string, never>;
  /** A packed order's parcel created with Packeta (once; its shipment row says whether it is done). */
  'packeta-shipment': { orderId: number };
}
export type JobKind = keyof JobPayloads;

/**
 * Payload keys that are secrets (an order token opens the order, an activation link confirms a
 * subscription) or personal (an e-mail address): a job that is done or given up keeps no copy of them.
 */
export const SECRET_PAYLOAD_KEYS = ['orderToken', 'activationUrl', 'email'] as const;

/**
 * Queues work to run after the caller's transaction commits: pass the transaction, so the job
 * exists exactly when the change that caused it does.
 */
export async function enqueueJob<K extends JobKind>(db: Db | Tx, kind: K, payload: JobPayloads[K]) {
  await enqueueJobs(db, [{ kind, payload } as QueuedJob]);
}

/** A job of any kind with its payload. */
export type QueuedJob = { [K in JobKind]: { kind: K; payload: JobPayloads[K]; runAt?: Date } }[JobKind];

/** Queues several jobs in one statement (placing an order queues a few at once). */
export async function enqueueJobs(db: Db | Tx, queued: QueuedJob[]) {
  if (queued.length === 0) return;
  await db.insert(jobs).values(
    queued.map((j) => ({
      kind: j.kind,
      payload: j.payload as unknown as Record<string, unknown>,
      // Not before this instant (scheduled work); otherwise as soon as a runner is free.
      ...(j.runAt ? { runAt: j.runAt } : {}),
    })),
  );
}

/**
 * Queues a job of a kind to run `delayMs` from now unless one of that kind is already waiting and
 * not yet started: many changes in a short time make one run (a debounce). A job already running
 * does not count, as it may have read the data before the change.
 */
export async function enqueueJobOnce<K extends JobKind>(
  db: Db | Tx,
  kind: K,
  payload: JobPayloads[K],
  delayMs: number,
): Promise<boolean> {
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs.jobs (kind, payload, run_at)
        select ${kind}, ${JSON.stringify(payload)}::jsonb, now() + ${`${Math.max(0, Math.round(delayMs))} milliseconds`}::interval
         where not exists (select 1 from jobs.jobs
                            where kind = ${kind} and done_at is null and failed_at is null and attempts = 0)
        returning id`,
  );
  return inserted.length > 0;
}

/** Jobs waiting to run: neither done nor given up, and due now (a claimed job's run_at is its lease). */
export const dueNow = () => and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, sql`now()`));

/**
 * The queue's backlog: how many jobs are due now and not yet taken, and how long the one due the
 * longest has waited since it became due (0 when none is); a growing age means the runners fall
 * behind.
 */
export async function jobQueueStats(db: Db): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`.mapWith(Number),
      oldestAgeSeconds:
        sql<number>`coalesce(extract(epoch from now() - min(${jobs.runAt})), 0)::float8`.mapWith(Number),
    })
    .from(jobs)
    .where(dueNow());
  return { pending: row?.pending ?? 0, oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0) };
}
