import { eq } from 'drizzle-orm';
import type { Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { categorySlug } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { categoryContents } from '../tables.ts';

export interface CategoryContentChange {
  locale: Locale;
  /** undefined: unchanged; null: cleared. */
  description?: string | null;
  text_below_products?: string | null;
}

/**
 * One locale of a translated text changed. Clearing the Czech text clears the whole text, since the
 * other languages fall back to Czech and cannot stand without it.
 */
function change(
  current: Translated | null,
  locale: Locale,
  value: string | null | undefined,
): Translated | null {
  if (value === undefined) return current;
  if (value === null) {
    if (locale === 'cs' || !current) return null;
    const next: Translated = { ...current };
    delete next[locale];
    return next;
  }
  if (locale === 'cs') return { ...current, cs: value };
  // A translation without a Czech original would have nothing to fall back to: start from it.
  return { cs: current?.cs ?? value, ...current, [locale]: value };
}

/**
 * Writes a store category's texts in one locale (stored as written, served sanitised).
 * Null when the category does not exist; otherwise the served texts and the category's slug.
 */
export async function updateCategoryContent(
  db: Db,
  categoryId: number,
  input: CategoryContentChange,
): Promise<{ slug: string; description: string | null; textBelowProducts: string | null } | null> {
  return db.transaction(async (tx) => {
    const slug = await categorySlug(tx, categoryId);
    if (slug === null) return null;
    const [row] = await tx
      .select()
      .from(categoryContents)
      .where(eq(categoryContents.categoryId, categoryId))
      .for('update');
    const description = change(row?.description ?? null, input.locale, input.description);
    const textBelowProducts = change(row?.textBelowProducts ?? null, input.locale, input.text_below_products);
    await tx
      .insert(categoryContents)
      .values({ categoryId, description, textBelowProducts })
      .onConflictDoUpdate({ target: categoryContents.categoryId, set: { description, textBelowProducts } });
    const served = (t: Translated | null) => (t ? cleanHtml(t[input.locale] ?? t.cs) : null);
    return {
      slug: slug,
      description: served(description),
      textBelowProducts: served(textBelowProducts),
    };
  });
}
