import { eq } from 'drizzle-orm';
import type { ContentPreview, Translated } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../http/locale.ts';
import { cleanHtml } from '../../http/sanitize-html.ts';
import { resolveContentBlocks, type BlockAudience } from '../pages/index.ts';
import { publicationState } from '../publishing/index.ts';
import { articles } from './tables.ts';

const text = (value: Translated | null, locale: BlockAudience['locale']) =>
  value ? translate(value, locale) || null : null;

/** An article as its preview shows it, published or not; null when there is none. */
export async function loadArticlePreview(
  db: Db,
  id: number,
  audience: BlockAudience,
): Promise<ContentPreview | null> {
  const { locale } = audience;
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) return null;
  // An article disabled for the site is a draft whatever its date.
  const publishedAt = row.siteEnabled ? row.datePublished : null;
  const title = translate(row.title, locale);
  return {
    type: 'article',
    id,
    title,
    subtitle: text(row.shortTitle, locale),
    perex: text(row.perex, locale),
    content: cleanHtml(translate(row.content, locale)) ?? '',
    image: row.image ? { path: row.image, alt: text(row.imageAlt, locale) ?? title } : null,
    state: publicationState(publishedAt),
    published_at: publishedAt?.toISOString() ?? null,
    content_blocks: await resolveContentBlocks(db, row.contentBlocks, audience),
  };
}
