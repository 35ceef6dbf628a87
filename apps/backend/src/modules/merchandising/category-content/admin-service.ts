import { eq } from 'drizzle-orm';
import { translate, type Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { categorySlug } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import { categoryContents } from '../tables.ts';
import { withOptionalTranslation, adminRefusals, isLink } from '../../publishing/index.ts';

export interface CategoryContentChange {
  locale: Locale;
  /** undefined: unchanged; null: cleared. */
  description?: string | null;
  text_below_products?: string | null;
  /** Language-neutral pictures and the video's address; undefined: unchanged, null or '': cleared. */
  banner_image?: string | null;
  top_category_image?: string | null;
  video_title?: string | null;
  video_url?: string | null;
}

/** What a category's texts are served as after a change, in the locale written. */
export interface CategoryContentServed {
  slug: string;
  description: string | null;
  textBelowProducts: string | null;
  bannerImage: string | null;
  topCategoryImage: string | null;
  videoTitle: string | null;
  videoUrl: string | null;
}

/** An empty title clears it like null; undefined stays undefined (unchanged). */
const emptyAsNull = (value: string | null | undefined) => (value === '' ? null : value);

/** A category's stored texts in every locale and its pictures, for the editor; null when none yet. */
export async function storedCategoryContent(db: Db, categoryId: number) {
  const [row] = await db.select().from(categoryContents).where(eq(categoryContents.categoryId, categoryId));
  return row ?? null;
}

/**
 * Writes a store category's texts in one locale (stored as written, served sanitised).
 * Null when the category does not exist; otherwise the served texts and the category's slug.
 */
export async function updateCategoryContent(
  db: Db,
  categoryId: number,
  input: CategoryContentChange,
): Promise<CategoryContentServed | null> {
  if (input.video_url && !isLink(input.video_url)) throw new FieldsRefused({ video_url: adminRefusals.link });
  return db.transaction(async (tx) => {
    const slug = await categorySlug(tx, categoryId);
    if (slug === null) return null;
    const [row] = await tx
      .select()
      .from(categoryContents)
      .where(eq(categoryContents.categoryId, categoryId))
      .for('update');
    const description = withOptionalTranslation(row?.description ?? null, input.locale, input.description);
    const textBelowProducts = withOptionalTranslation(
      row?.textBelowProducts ?? null,
      input.locale,
      input.text_below_products,
    );
    const videoTitle = withOptionalTranslation(
      row?.videoTitle ?? null,
      input.locale,
      emptyAsNull(input.video_title),
    );
    const plain = (next: string | null | undefined, current: string | null | undefined) =>
      next === undefined ? (current ?? null) : next || null;
    const values = {
      description,
      textBelowProducts,
      videoTitle,
      bannerImage: plain(input.banner_image, row?.bannerImage),
      topCategoryImage: plain(input.top_category_image, row?.topCategoryImage),
      videoUrl: plain(input.video_url, row?.videoUrl),
    };
    await tx
      .insert(categoryContents)
      .values({ categoryId, ...values })
      .onConflictDoUpdate({ target: categoryContents.categoryId, set: values });
    const served = (t: Translated | null) => (t ? cleanHtml(translate(t, input.locale)) : null);
    return {
      slug: slug,
      description: served(description),
      textBelowProducts: served(textBelowProducts),
      bannerImage: values.bannerImage,
      topCategoryImage: values.topCategoryImage,
      videoTitle: videoTitle ? translate(videoTitle, input.locale) : null,
      videoUrl: values.videoUrl,
    };
  });
}
