import { eq, sql } from 'drizzle-orm';
import type { AdminCuratedGuideBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { refuseFields } from '../../../http/errors.ts';
import { translate } from '../../../http/locale.ts';
import {
  adminRefusals,
  getPageMetas,
  slugsByEntity,
  slugsOf,
  writePageMeta,
  withOptionalTranslation,
  withTranslation,
} from '../../publishing/index.ts';
import { checkContentBlocks } from '../content-blocks/check.ts';
import { readStoredBlocks } from '../content-blocks/stored.ts';
import { curatedGuides, pages } from '../tables.ts';

export interface UpdatedCuratedGuide {
  id: number;
  slug: string | null;
  title: string;
  subtitle: string | null;
  perex: string | null;
  blockCount: number;
  /** Every slug the guide had or has (its cached pages). */
  slugs: string[];
  /** Slugs of the pages whose guide blocks show it. */
  pageSlugs: string[];
}

/** A blank or missing value is none. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/** Slugs of the pages with a curated-guides block listing the guide. */
export async function pagesShowingGuide(db: Db, guideId: number): Promise<string[]> {
  const rows = await db
    .select({ id: pages.id, blocks: pages.contentBlocks })
    .from(pages)
    .where(sql`${pages.contentBlocks} @> ${JSON.stringify([{ type: 'curated_guides' }])}::jsonb`);
  const ids = rows
    .filter((r) =>
      readStoredBlocks(r.blocks).some((b) => b.type === 'curated_guides' && b.guide_ids.includes(guideId)),
    )
    .map((r) => r.id);
  if (ids.length === 0) return [];
  const slugs = await slugsByEntity(db, 'page', ids);
  // A page without a Czech row has an empty Czech slug, which is no page to revalidate.
  return [...new Set([...slugs.values()].flatMap((s) => Object.values(s).filter((slug) => slug !== '')))];
}

/**
 * Changes a curated guide: one locale of its texts and meta, its picture and weight, and its blocks
 * as a whole (their products must exist in the catalogue). Null when there is no such guide.
 */
export async function updateCuratedGuide(
  db: Db,
  id: number,
  input: AdminCuratedGuideBody,
): Promise<UpdatedCuratedGuide | null> {
  const { locale } = input;
  const checked = input.content_blocks ? await checkContentBlocks(db, input.content_blocks) : null;
  refuseFields({ title: input.title === '' ? adminRefusals.required : undefined, ...checked?.errors });
  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(curatedGuides).where(eq(curatedGuides.id, id)).for('update');
    if (!row) return null;
    const slugs = await slugsOf(tx, 'curated_guide', id);
    await tx
      .update(curatedGuides)
      .set({
        title: withTranslation(row.title, locale, input.title),
        subtitle: withOptionalTranslation(
          row.subtitle,
          locale,
          input.subtitle === undefined ? undefined : orNull(input.subtitle),
        ),
        perex: withOptionalTranslation(
          row.perex,
          locale,
          input.perex === undefined ? undefined : orNull(input.perex),
        ),
        image: input.image === undefined ? row.image : orNull(input.image),
        weight: input.weight ?? row.weight,
        contentBlocks: checked ? checked.blocks : row.contentBlocks,
      })
      .where(eq(curatedGuides.id, id));
    await writePageMeta(tx, 'curated_guide', id, locale, input.meta);
    return slugs;
  });
  if (!before) return null;
  const [[row], metas, after, pageSlugs] = await Promise.all([
    db.select().from(curatedGuides).where(eq(curatedGuides.id, id)),
    getPageMetas(db, 'curated_guide', [id], locale),
    slugsOf(db, 'curated_guide', id),
    pagesShowingGuide(db, id),
  ]);
  if (!row) return null;
  return {
    id,
    slug: metas.get(id)?.slug ?? null,
    title: translate(row.title, locale),
    subtitle: row.subtitle ? translate(row.subtitle, locale) : null,
    perex: row.perex ? translate(row.perex, locale) : null,
    blockCount: row.contentBlocks.length,
    slugs: [...new Set([...before, ...after])],
    pageSlugs,
  };
}
