import type { CatalogState, CurrencyCode, Product } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { EMPTY_FILTERS } from '../catalog/listing-query';
import { getCatalogState } from '../catalog/state';
import { getProductCategories } from '../store';

/** At most this many aids on the page, and from each neighbouring category. */
export const AIDS_SHOWN = 12;
const PER_CATEGORY = 3;

type Box = CatalogState['products'][number];

const firstPage = (locale: AppLocale, currency: CurrencyCode, c: { id: number; slug: string }) =>
  getCatalogState(locale, currency, { type: 'category', id: String(c.id), slug: c.slug }, EMPTY_FILTERS);

/**
 * What goes with a product: goods of the neighbouring categories of its branch, a few of each in
 * the catalogue's default order (for a lubricant under intimate health: condoms, menstrual cups,
 * intimate hygiene …), since aids complement a product rather than replace it. Without
 * neighbours, its branch's own products. Never the product itself; null without a category.
 */
export async function aidsOf(
  product: Product,
  locale: AppLocale,
  currency: CurrencyCode,
): Promise<{ categories: { name: string; slug: string }[]; products: Box[] } | null> {
  const trail = product.breadcrumb;
  const branch = trail.length > 1 ? trail[1]! : trail[0];
  if (!branch) return null;
  const parentId = trail.length > 1 ? trail[0]!.id : null;
  const neighbours = (await getProductCategories(locale))
    .filter((c) => c.parentId === parentId && c.id !== branch.id && c.productCount > 0)
    .sort((a, b) => a.position - b.position)
    .slice(0, Math.ceil(AIDS_SHOWN / PER_CATEGORY));
  const sources = neighbours.length > 0 ? neighbours : [branch];
  const perSource = neighbours.length > 0 ? PER_CATEGORY : AIDS_SHOWN + 1;
  const states = await Promise.all(sources.map((c) => firstPage(locale, currency, c)));
  const seen = new Set([product.id]);
  const products: Box[] = [];
  for (const state of states) {
    for (const box of (state?.products ?? []).slice(0, perSource)) {
      if (seen.has(box.id) || products.length >= AIDS_SHOWN) continue;
      seen.add(box.id);
      products.push(box);
    }
  }
  return { categories: sources.map((c) => ({ name: c.name, slug: c.slug })), products };
}
