import { and, eq } from 'drizzle-orm';
import type { CuratedGuide } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { resolveContentBlocks, type BlockAudience } from '../content-blocks/service.ts';
import { findEntityIdsBySlugs, getPageMetas, isPublished } from '../../publishing/index.ts';
import { curatedGuides } from '../tables.ts';
import { toCuratedGuideRef } from './refs.ts';

/** curated_guide(slug): the guide with its blocks (advice and product lists); null when unknown. */
export async function getCuratedGuide(
  db: Db,
  slug: string,
  audience: BlockAudience,
): Promise<CuratedGuide | null> {
  const { locale } = audience;
  const [id] = await findEntityIdsBySlugs(db, 'curated_guide', [slug], locale);
  if (id === undefined) return null;
  const [[row], metas] = await Promise.all([
    db
      .select()
      .from(curatedGuides)
      .where(and(eq(curatedGuides.id, id), isPublished(curatedGuides.publishedAt))),
    getPageMetas(db, 'curated_guide', [id], locale),
  ]);
  if (!row) return null;
  const ref = toCuratedGuideRef(row, metas.get(id), locale);
  if (!ref) return null;
  return { ...ref, content_blocks: await resolveContentBlocks(db, row.contentBlocks, audience) };
}
