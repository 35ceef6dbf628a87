import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { insertChunked, syncIdentity } from '../../../db/bulk.ts';
import type { Dataset, LocaleCode } from '../../../seed/dataset.ts';
import { seoColumns } from '../../publishing/page-meta/seed.ts';
import { glossaryTerms } from '../tables.ts';
import { pageMeta } from '../../publishing/tables.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

/** Glossary terms and their slugs (a page_meta row per locale the term has a title in). */
export async function seedGlossary(tx: Tx, d: Dataset): Promise<void> {
  const terms = d.cms?.help?.glossary ?? [];
  await insertChunked(
    tx,
    glossaryTerms,
    terms.map((t) => ({
      id: t.id,
      title: t.title,
      perex: t.perex,
      description: t.description,
      categoryIds: t.categoryIds,
      productIds: t.productIds,
      virtualCategoryIds: t.virtualCategoryIds,
      termIds: t.termIds,
    })),
  );
  await insertChunked(
    tx,
    pageMeta,
    terms.flatMap((t) =>
      locales
        .filter((l) => l === 'cs' || t.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'glossary_term' as const,
          entityId: t.id,
          locale,
          slug: t.slug,
          ...seoColumns(t.seo, locale),
        })),
    ),
  );
  await syncIdentity(tx, 'content.glossary_terms');
}

export async function truncateGlossary(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate content.glossary_terms restart identity`);
}
