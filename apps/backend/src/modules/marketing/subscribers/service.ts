import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import {
  newsletterExportHeader,
  type AdminNewsletterSubscriber,
  type AdminNewsletterSubscriberQuery,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { newsletterSubscriptions } from '../tables.ts';

type Row = typeof newsletterSubscriptions.$inferSelect;

const subscriberOf = (r: Row): AdminNewsletterSubscriber => ({
  id: r.id,
  email: r.email,
  status: r.status,
  locale: r.locale,
  source: r.source,
  createdAt: r.createdAt.toISOString(),
  activatedAt: r.activatedAt?.toISOString() ?? null,
  unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
});

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the subscribers, newest first: any part of the e-mail, and a state. */
export async function listSubscribers(
  db: Db,
  q: AdminNewsletterSubscriberQuery,
): Promise<{ data: AdminNewsletterSubscriber[]; total: number }> {
  const where = and(
    q.q ? ilike(newsletterSubscriptions.email, `%${likeEscape(q.q.toLowerCase())}%`) : undefined,
    q.status ? eq(newsletterSubscriptions.status, q.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { data: rows.map(subscriberOf), total: counted?.total ?? 0 };
}

/** How many addresses the export holds: the confirmed ones. */
export async function exportableCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions).where(exportable);
  return row?.n ?? 0;
}

/**
 * Only confirmed subscriptions are exported: an address that unsubscribed, or never followed the
 * activation link, gave no consent to be mailed.
 */
const exportable: SQL = and(
  eq(newsletterSubscriptions.status, 'active'),
  isNotNull(newsletterSubscriptions.activatedAt),
)!;

const pragueTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The confirmed subscribers as CSV (semicolons, UTF-8 with BOM), with the consent's record: when
 * the address signed up and confirmed (Prague time) and where it signed up. Read in pages.
 */
export function subscribersCsv(db: Db): Readable {
  async function* records() {
    yield [...newsletterExportHeader];
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(and(exportable, gt(newsletterSubscriptions.id, after)))
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(2000);
      for (const r of rows) {
        yield [
          r.email,
          r.locale,
          pragueTime.format(r.createdAt),
          r.activatedAt ? pragueTime.format(r.activatedAt) : '',
          r.source ?? '',
        ];
      }
      if (rows.length < 2000) return;
      after = rows.at(-1)!.id;
    }
  }
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: '\r\n' });
  const source = Readable.from(records());
  source.on('error', (e) => csv.destroy(e));
  return source.pipe(csv);
}
