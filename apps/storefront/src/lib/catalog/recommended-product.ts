import type { ProductBox } from '@shop/contract';
import { addButtonState, showsDetailButton } from '@shop/rules';
import type { AppLocale } from '@/i18n/routing';
import { mediaSources } from '../media';
import { productPath } from './colours';
import { formatPrice, toMinorUnits } from './price';

/** The recommendation boxes' pictures are 160 px wide. */
export const RECOMMENDATION_IMAGE_PX = 160;

/**
 * What a recommendation box renders: display-ready strings only, so that the widget stays a small
 * client component. Prices come with and without VAT; the page's display picks.
 */
export interface RecommendedProduct {
  id: number;
  variantId: number;
  name: string;
  href: string;
  image: { src: string; srcSet: string } | null;
  withVat: string;
  withoutVat: string;
  /** The price before the discount, when it is higher. */
  originalWithVat: string | null;
  originalWithoutVat: string | null;
  availability: string;
  /** Added from the box: one variant, purchasable, no minimum amount or quantity prices. */
  addable: boolean;
}

export interface RecommendationsAnswer {
  products: RecommendedProduct[];
}

export function recommendedProduct(p: ProductBox, locale: AppLocale): RecommendedProduct {
  const pr = p.prices;
  const cur = pr.currencyCode;
  const addable =
    p.variantCount === 1 &&
    !showsDetailButton({
      amountMin: p.availability.amountMin,
      hasQuantityPrices: p.hasQuantityPrices,
      forcedBySetting: false,
    }) &&
    !addButtonState({
      unitPriceWithTax: toMinorUnits(pr.unitWithTax, cur),
      isAvailable: p.availability.isAvailable && p.saleable,
      variantRequired: false,
      variantChosen: true,
    }).disabled;
  return {
    id: p.id,
    variantId: p.variantId,
    name: p.name,
    href: productPath(locale, p.slug, p.variantId, p.defaultVariantId),
    image: p.mainImage ? mediaSources(p.mainImage.path, RECOMMENDATION_IMAGE_PX) : null,
    withVat: formatPrice(pr.unitWithTax, cur),
    withoutVat: formatPrice(pr.unitWithoutTax, cur),
    originalWithVat:
      pr.unitOriginalWithTax > pr.unitWithTax ? formatPrice(pr.unitOriginalWithTax, cur) : null,
    originalWithoutVat:
      pr.unitOriginalWithoutTax > pr.unitWithoutTax ? formatPrice(pr.unitOriginalWithoutTax, cur) : null,
    availability: p.availability.availability,
    addable,
  };
}
