import type { Product, Variant } from '@shop/contract';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { productQuery } from './path';
import type { VariantValues } from './variants';

export { bestMatch, type VariantChoice, type VariantValues } from './variants';
export { FOR_CREDITS_PARAM, opensForCredits, productQuery } from './path';

/**
 * Variant rules of the product detail, universal: the server picks the initial variant,
 * the variant picker in the browser picks the best match of the chosen values.
 */

export function variantValues(variant: Pick<Variant, 'content'>): VariantValues {
  const out: VariantValues = {};
  for (const p of variant.content.parameters) out[p.entityId] = p.values;
  return out;
}

type StockLike = { id: number; isDefault?: boolean; stock: number | null; isAvailable: boolean };

/**
 * The initial variant on the detail page: the one given by the variant id, else the default; if it has
 * stock 0 and is unavailable, the first variant with stock above 0. Unknown ids fall back to the
 * default. `stock` null means not tracked (unlimited).
 */
export function initialVariantId(
  variants: readonly StockLike[],
  defaultVariantId: number,
  requestedId: number | null,
): number {
  const chosen =
    variants.find((v) => v.id === requestedId) ??
    variants.find((v) => v.id === defaultVariantId) ??
    variants[0];
  if (!chosen) return defaultVariantId;
  if (chosen.stock === 0 && !chosen.isAvailable) {
    const inStock = variants.find((v) => v.stock === null || v.stock > 0);
    if (inStock) return inStock.id;
  }
  return chosen.id;
}

export function stockLike(v: Variant): StockLike {
  return {
    id: v.id,
    isDefault: v.isDefault,
    stock: v.availability.stock,
    isAvailable: v.availability.isAvailable,
  };
}

/**
 * Path of a product detail; `variant_id` only when the variant is not the default, `for_credits=true`
 * only where the link offers the product for loyalty credits.
 */
export function productPath(
  locale: AppLocale,
  slug: string,
  variantId?: number | null,
  defaultVariantId?: number,
  { forCredits = false }: { forCredits?: boolean } = {},
): string {
  const base = localizedPath(locale, `/produkt/${encodeURIComponent(slug)}`);
  return base + productQuery({ variantId, defaultVariantId, forCredits });
}

/** `?variant_id=` from untrusted input: a positive integer or null. */
export function parseVariantId(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The variant-defining parameters that actually vary between the product's variants. */
export function pickerParameters(product: Pick<Product, 'parameters' | 'variants'>) {
  return product.parameters
    .filter((p) => p.variantDefining)
    .map((p) => {
      const used = new Set(
        product.variants.flatMap((v) => v.content.parameters.find((x) => x.entityId === p.id)?.values ?? []),
      );
      return { ...p, values: p.values.filter((v) => used.has(v.id)) };
    })
    .filter((p) => p.values.length > 1);
}
