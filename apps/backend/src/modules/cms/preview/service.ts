import { eq } from 'drizzle-orm';
import type { ContentPreview, PreviewType, Translated } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { resolveContentBlocks, type BlockAudience } from '../content-blocks/service.ts';
import { publicationState } from '../publication/state.ts';
import { articles, curatedGuides, pages } from '../tables.ts';

const text = (value: Translated | null, locale: BlockAudience['locale']) =>
  value ? translate(value, locale) || null : null;

/**
 * An item as its preview shows it, published or not, with its content blocks resolved as on its
 * public page (product boxes priced in the audience's currency); null when there is none.
 */
export async function loadPreview(
  db: Db,
  type: PreviewType,
  id: number,
  audience: BlockAudience,
): Promise<ContentPreview | null> {
  const { locale } = audience;
  const blocks = (raw: unknown) => resolveContentBlocks(db, raw, audience);
  if (type === 'article') {
    const [row] = await db.select().from(articles).where(eq(articles.id, id));
    if (!row) return null;
    const publishedAt = row.siteEnabled ? row.datePublished : null;
    const title = translate(row.title, locale);
    return {
      type,
      id,
      title,
      subtitle: text(row.shortTitle, locale),
      perex: text(row.perex, locale),
      content: cleanHtml(translate(row.content, locale)) ?? '',
      image: row.image ? { path: row.image, alt: text(row.imageAlt, locale) ?? title } : null,
      state: publicationState(publishedAt),
      published_at: publishedAt?.toISOString() ?? null,
      content_blocks: await blocks(row.contentBlocks),
    };
  }
  if (type === 'page') {
    const [row] = await db.select().from(pages).where(eq(pages.id, id));
    if (!row) return null;
    return {
      type,
      id,
      title: translate(row.title, locale),
      subtitle: null,
      perex: null,
      content: cleanHtml(translate(row.content, locale)) ?? '',
      image: null,
      state: publicationState(row.publishedAt),
      published_at: row.publishedAt?.toISOString() ?? null,
      content_blocks: await blocks(row.contentBlocks),
    };
  }
  const [row] = await db.select().from(curatedGuides).where(eq(curatedGuides.id, id));
  if (!row) return null;
  const title = translate(row.title, locale);
  return {
    type,
    id,
    title,
    subtitle: text(row.subtitle, locale),
    perex: text(row.perex, locale),
    content: '',
    image: row.image ? { path: row.image, alt: title } : null,
    state: publicationState(row.publishedAt),
    published_at: row.publishedAt?.toISOString() ?? null,
    content_blocks: await blocks(row.contentBlocks),
  };
}
