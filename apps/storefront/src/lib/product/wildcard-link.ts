import type { Product } from '@shop/contract';

/**
 * A product link in its wildcard form, `/<category path>/<product slug>`: the path before the slug
 * must be made of the product's own category path (its breadcrumb's slugs, in order, as the main
 * menu names them). Answers the product's slug when the path is the product's, else null.
 */
export function wildcardProductSlug(segments: readonly string[], product: Product | null): string | null {
  if (!product || segments.length < 2 || segments.at(-1) !== product.slug) return null;
  const path = segments.slice(0, -1);
  const crumbs = product.breadcrumb.map((c) => c.slug);
  // The category path may start at any level of the breadcrumb (the menu may skip the top ones),
  // but it must run down to the product's own category.
  const from = crumbs.length - path.length;
  if (from < 0) return null;
  return path.every((s, i) => s === crumbs[from + i]) ? product.slug : null;
}
