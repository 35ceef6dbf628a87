import { and, eq, inArray } from 'drizzle-orm';
import {
  GLOSSARY_TERMS_MAX,
  helpPaths,
  type GlossaryTerm,
  type GlossaryTermItem,
  type Locale,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { collator, translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { getCategoryRefs, getProductRefs } from '../../catalog/index.ts';
import { isPublished, findEntityIdsBySlugs, getPageMetas } from '../../publishing/index.ts';
import { glossaryTerms } from '../tables.ts';
import { virtualCategoryTitles } from '../../merchandising/index.ts';

/**
 * glossary_terms: terms that have a slug, alphabetically by the locale's collation (Czech: ch
 * after h, č after c), at most `limit` (capped at GLOSSARY_TERMS_MAX).
 */
export async function listGlossaryTerms(
  db: Db,
  locale: Locale,
  limit = GLOSSARY_TERMS_MAX,
): Promise<GlossaryTermItem[]> {
  const rows = await db
    .select({ id: glossaryTerms.id, title: glossaryTerms.title, perex: glossaryTerms.perex })
    .from(glossaryTerms)
    .where(isPublished(glossaryTerms.publishedAt));
  const metas = await getPageMetas(
    db,
    'glossary_term',
    rows.map((r) => r.id),
    locale,
  );
  const compare = collator(locale);
  return rows
    .flatMap((row) => {
      const meta = metas.get(row.id);
      return meta
        ? [
            {
              _id: String(row.id),
              title: translate(row.title, locale),
              perex: row.perex ? translate(row.perex, locale) : null,
              page_meta: meta,
            },
          ]
        : [];
    })
    .sort((a, b) => compare.compare(a.title, b.title) || Number(a._id) - Number(b._id))
    .slice(0, Math.max(0, Math.min(limit, GLOSSARY_TERMS_MAX)));
}

/**
 * glossary_term(slug): the term with its references resolved to link targets, in the order the
 * term lists them; references to hidden or unknown categories and products, and to entities
 * without a slug, are left out. Null for an unknown slug.
 */
export async function getGlossaryTerm(db: Db, slug: string, locale: Locale): Promise<GlossaryTerm | null> {
  const [id] = await findEntityIdsBySlugs(db, 'glossary_term', [slug], locale);
  if (id === undefined) return null;
  const [[row], metas] = await Promise.all([
    db
      .select()
      .from(glossaryTerms)
      .where(and(eq(glossaryTerms.id, id), isPublished(glossaryTerms.publishedAt))),
    getPageMetas(db, 'glossary_term', [id], locale),
  ]);
  const meta = metas.get(id);
  if (!row || !meta) return null;
  const [categories, products, virtuals, terms] = await Promise.all([
    getCategoryRefs(db, row.categoryIds, locale),
    getProductRefs(db, row.productIds, locale),
    linkedVirtualCategories(db, row.virtualCategoryIds, locale),
    linkedTerms(
      db,
      row.termIds.filter((t) => t !== id),
      locale,
    ),
  ]);
  return {
    _id: String(row.id),
    title: translate(row.title, locale),
    perex: row.perex ? translate(row.perex, locale) : null,
    description: cleanHtml(translate(row.description, locale)) ?? '',
    page_meta: meta,
    categories: row.categoryIds.flatMap((categoryId) => {
      const c = categories.get(categoryId);
      return c ? [{ store_id: c.id, title: c.name, slug: c.slug, path: `/${c.slug}` }] : [];
    }),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      path: `/produkt/${encodeURIComponent(p.slug)}`,
      image: p.mainImage ? { path: p.mainImage, alt: p.name } : null,
    })),
    virtual_categories: virtuals,
    terms,
  };
}

type LinkedEntity = GlossaryTerm['terms'][number];

async function linkedVirtualCategories(db: Db, ids: number[], locale: Locale): Promise<LinkedEntity[]> {
  if (ids.length === 0) return [];
  const [titles, metas] = await Promise.all([
    virtualCategoryTitles(db, ids, locale),
    getPageMetas(db, 'virtual_category', ids, locale),
  ]);
  return ids.flatMap((vid) => {
    const title = titles.get(vid);
    const meta = metas.get(vid);
    return title !== undefined && meta
      ? [{ _id: String(vid), title, slug: meta.slug, path: `/${meta.slug}` }]
      : [];
  });
}

async function linkedTerms(db: Db, ids: number[], locale: Locale): Promise<LinkedEntity[]> {
  if (ids.length === 0) return [];
  const [rows, metas] = await Promise.all([
    db
      .select({ id: glossaryTerms.id, title: glossaryTerms.title })
      .from(glossaryTerms)
      .where(and(inArray(glossaryTerms.id, ids), isPublished(glossaryTerms.publishedAt))),
    getPageMetas(db, 'glossary_term', ids, locale),
  ]);
  return [...new Set(ids)].flatMap((tid) => {
    const row = rows.find((r) => r.id === tid);
    const meta = metas.get(tid);
    return row && meta
      ? [
          {
            _id: String(tid),
            title: translate(row.title, locale),
            slug: meta.slug,
            path: helpPaths.glossaryTerm(meta.slug),
          },
        ]
      : [];
  });
}
