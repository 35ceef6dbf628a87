import { eq } from 'drizzle-orm';
import type { ContentPreview, Translated } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../http/locale.ts';
import { cleanHtml } from '../../http/sanitize-html.ts';
import { publicationState } from '../publishing/index.ts';
import { resolveContentBlocks, type BlockAudience } from './content-blocks/service.ts';
import { curatedGuides, pages } from './tables.ts';

const text = (value: Translated | null, locale: BlockAudience['locale']) =>
  value ? translate(value, locale) || null : null;

/** A page as its preview shows it, published or not; null when there is none. */
export async function loadPagePreview(
  db: Db,
  id: number,
  audience: BlockAudience,
): Promise<ContentPreview | null> {
  const { locale } = audience;
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) return null;
  return {
    type: 'page',
    id,
    title: translate(row.title, locale),
    subtitle: null,
    perex: null,
    content: cleanHtml(translate(row.content, locale)) ?? '',
    image: null,
    state: publicationState(row.publishedAt),
    published_at: row.publishedAt?.toISOString() ?? null,
    content_blocks: await resolveContentBlocks(db, row.contentBlocks, audience),
  };
}

/** A curated guide as its preview shows it, published or not; null when there is none. */
export async function loadCuratedGuidePreview(
  db: Db,
  id: number,
  audience: BlockAudience,
): Promise<ContentPreview | null> {
  const { locale } = audience;
  const [row] = await db.select().from(curatedGuides).where(eq(curatedGuides.id, id));
  if (!row) return null;
  const title = translate(row.title, locale);
  return {
    type: 'curated_guide',
    id,
    title,
    subtitle: text(row.subtitle, locale),
    perex: text(row.perex, locale),
    content: '',
    image: row.image ? { path: row.image, alt: title } : null,
    state: publicationState(row.publishedAt),
    published_at: row.publishedAt?.toISOString() ?? null,
    content_blocks: await resolveContentBlocks(db, row.contentBlocks, audience),
  };
}
