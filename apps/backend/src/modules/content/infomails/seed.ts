import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { insertChunked, syncIdentity } from '../../../db/bulk.ts';
import type { Dataset, LocaleCode } from '../../../seed/dataset.ts';
import { seoColumns } from '../../publishing/page-meta/seed.ts';
import { infomails } from '../tables.ts';
import { pageMeta } from '../../publishing/tables.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

/** Infomails and their slugs (a page_meta row per locale the infomail has a title in). */
export async function seedInfomails(tx: Tx, d: Dataset): Promise<void> {
  const rows = d.cms?.help?.infomails ?? [];
  await insertChunked(
    tx,
    infomails,
    rows.map((m) => ({
      id: m.id,
      sentAt: new Date(m.sentAt),
      title: m.title,
      infomailHtml: m.infomailHtml,
      content: m.content ?? null,
    })),
  );
  await insertChunked(
    tx,
    pageMeta,
    rows.flatMap((m) =>
      locales
        .filter((l) => l === 'cs' || m.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'infomail' as const,
          entityId: m.id,
          locale,
          slug: m.slug,
          ...seoColumns(m.seo, locale),
        })),
    ),
  );
  await syncIdentity(tx, 'content.infomails');
}

export async function truncateInfomails(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate content.infomails restart identity`);
}
