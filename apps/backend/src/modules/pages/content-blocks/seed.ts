import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { insertChunked, syncIdentity } from '../../../db/bulk.ts';
import type { ContentBlocksDataset } from '../../../seed/content-blocks-dataset.ts';
import type { LocaleCode, SeoTexts } from '../../../seed/dataset.ts';
import { seoColumns } from '../../publishing/page-meta/seed.ts';
import { curatedGuides, pages, type ContentBlock } from '../tables.ts';
import { infoBoxes, wideBanners } from '../../merchandising/tables.ts';
import { pageMeta } from '../../publishing/tables.ts';
import { storedBlock, type StoredBlockInput } from './stored.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

/** Blocks as stored: validated here, so demo data the shop could not read fails the load. */
function toStored(blocks: StoredBlockInput[]): ContentBlock[] {
  return blocks.map((b) => storedBlock.parse(b) as ContentBlock);
}

/** One page_meta row per locale the entity is translated to, sharing the slug. */
function metaRows(
  entityType: 'page' | 'curated_guide',
  entityId: number,
  row: {
    slug: string;
    title: Partial<Record<LocaleCode, string>>;
    seo: SeoTexts;
  },
): (typeof pageMeta.$inferInsert)[] {
  return locales
    .filter((l) => l === 'cs' || row.title[l] !== undefined)
    .map((locale) => ({
      entityType,
      entityId,
      locale,
      slug: row.slug,
      ...seoColumns(row.seo, locale),
    }));
}

/**
 * Content pages, curated guides, wide banners, info boxes and the blocks under existing text pages.
 * Runs after the text pages are written (their ids and slugs exist).
 */
export async function seedContentBlocks(tx: Tx, data: ContentBlocksDataset | undefined): Promise<void> {
  if (!data) return;
  const meta: (typeof pageMeta.$inferInsert)[] = [];
  for (const p of data.contentPages) {
    const [row] = await tx
      .insert(pages)
      .values({
        title: p.title,
        content: p.content ?? { cs: '' },
        kind: 'content_page',
        contentBlocks: toStored(p.blocks),
        blocksPerPage: p.blocksPerPage ?? null,
        backgroundImage: p.backgroundImage ?? null,
      })
      .returning({ id: pages.id });
    meta.push(...metaRows('page', row!.id, p));
  }
  await insertChunked(
    tx,
    curatedGuides,
    data.curatedGuides.map((g) => ({
      id: g.id,
      title: g.title,
      subtitle: g.subtitle ?? null,
      perex: g.perex ?? null,
      image: g.image ?? null,
      weight: g.weight,
      contentBlocks: toStored(g.blocks),
    })),
  );
  for (const g of data.curatedGuides) meta.push(...metaRows('curated_guide', g.id, g));
  await insertChunked(tx, pageMeta, meta);

  for (const { pageSlug, blocks } of data.textPageBlocks) {
    const [target] = await tx
      .select({ id: pageMeta.entityId })
      .from(pageMeta)
      .where(and(eq(pageMeta.entityType, 'page'), eq(pageMeta.locale, 'cs'), eq(pageMeta.slug, pageSlug)));
    if (!target) throw new Error(`Content blocks refer to an unknown page '${pageSlug}'`);
    await tx
      .update(pages)
      .set({ contentBlocks: toStored(blocks) })
      .where(eq(pages.id, target.id));
  }

  await insertChunked(
    tx,
    wideBanners,
    data.wideBanners.map((b) => ({
      enabled: b.enabled,
      title: b.title,
      text1: b.text1 ?? null,
      text2: b.text2 ?? null,
      buttonText: b.buttonText ?? null,
      mainImage: b.image ?? null,
      url: b.url ?? null,
      weight: b.weight,
      timeLimited: b.timeLimit !== undefined,
      timeLimitStart: b.timeLimit ? new Date(b.timeLimit.start) : null,
      timeLimitEnd: b.timeLimit ? new Date(b.timeLimit.end) : null,
      itemId: b.itemId ?? null,
      itemName: b.itemName ?? null,
    })),
  );
  await insertChunked(
    tx,
    infoBoxes,
    data.infoBoxes.map((b) => ({ enabled: b.enabled, boxColor: b.boxColor, order: b.order, text: b.text })),
  );
  await syncIdentity(tx, 'pages.curated_guides');
}

export async function truncateContentBlocks(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate pages.curated_guides, merchandising.wide_banners, merchandising.info_boxes restart identity`,
  );
}
