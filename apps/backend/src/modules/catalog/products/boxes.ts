import type { Image, Locale, ProductBox, Tag } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { loadVariantPrices } from '../pricing/service.ts';
import { catalogReference, type CatalogReference } from '../reference.ts';
import { availabilityOf } from './availability.ts';
import { defaultVariant, loadProductData, type VariantData } from './data.ts';
import { freeGiftsUpTo, giftsOfPiece } from './gifts.ts';
import { initialVariant } from './variant-choice.ts';

export const image = (path: string | null, alt: string): Image | null =>
  path ? { path, alt, title: null } : null;

export function tagOf(id: number, ref: CatalogReference, locale: Locale): Tag | null {
  const t = ref.tags.get(id);
  return t
    ? {
        id: t.id,
        code: t.code,
        text: translate(t.text, locale),
        color: t.color,
        visibility: { catalog: t.visibleInCatalog, content: t.visibleInContent },
      }
    : null;
}

export const unavailableIn =
  (ref: CatalogReference, locale: Locale) =>
  (v: VariantData): boolean =>
    !availabilityOf({ ...v, stock: v.stock.total }, ref, locale).isAvailable;

/** Distinct values of colour parameters among the variants (the dots under a product box). */
export function colourValues(variants: VariantData[], ref: CatalogReference): Map<number, number> {
  const firstVariantByColour = new Map<number, number>();
  for (const v of variants) {
    for (const id of v.valueIds) {
      const value = ref.values.get(id);
      if (value && ref.parameters.get(value.parameterId)?.kind === 'color' && !firstVariantByColour.has(id)) {
        firstVariantByColour.set(id, v.id);
      }
    }
  }
  return firstVariantByColour;
}

/**
 * Product boxes for listings and search, in the order of `ids` (unknown or priceless ones left out).
 * The offered variant is the best match of `selectedValueIds` (the listing's chosen parameter
 * values), else the default; an unavailable default with no stock yields to a variant in stock.
 */
export async function productBoxes(
  db: Db,
  ids: number[],
  ctx: PriceContext,
  locale: Locale,
  selectedValueIds: readonly number[] = [],
): Promise<ProductBox[]> {
  const [ref, data] = await Promise.all([catalogReference(db), loadProductData(db, ids, locale)]);
  const isUnavailable = unavailableIn(ref, locale);
  const chosen = new Map<number, VariantData>();
  for (const p of data.values()) {
    const v = initialVariant(p, isUnavailable, { selectedValueIds });
    if (v) chosen.set(p.id, v);
  }
  const prices = await loadVariantPrices(
    db,
    [...chosen.values()].map((v) => v.id),
    ctx,
  );
  const earnable = await freeGiftsUpTo(
    db,
    ctx.currency,
    locale,
    Math.max(0, ...[...prices.values()].map((p) => p.prices.unitWithTax)),
  );
  return ids.flatMap((id) => {
    const p = data.get(id);
    const v = chosen.get(id);
    const price = v && prices.get(v.id);
    if (!p || !v || !price) return [];
    return [
      {
        id: p.id,
        name: p.name,
        slug: p.slug,
        catalogCode: p.catalogCode,
        mainImage: image(v.image ?? p.mainImage, p.name),
        hoverImage: image(p.hoverImage, p.name),
        rating: p.rating,
        ratingCount: p.ratingCount,
        tags: p.tagIds
          .map((t) => tagOf(t, ref, locale))
          .filter((t): t is Tag => t !== null && t.visibility.catalog),
        unit: p.unit,
        variantId: v.id,
        defaultVariantId: defaultVariant(p)?.id ?? v.id,
        variantCount: p.variants.length,
        colourCount: colourValues(p.variants, ref).size,
        hasQuantityPrices: price.prices.quantityPrices.length > 0,
        freeShipping: p.freeShipperCodes.length > 0,
        nPlusOne: p.nPlusOne,
        giftFree: giftsOfPiece(earnable, price.prices.unitWithTax).giftFree,
        saleEnded: p.endedNPlusOne !== null,
        saleable: p.saleable,
        prices: price.prices,
        availability: availabilityOf({ ...v, stock: v.stock.total }, ref, locale),
      },
    ];
  });
}
