import { format, pluralCategory, type ShopLocale } from '@shop/rules';
import type { CheckoutTexts } from '@/components/checkout/texts';

/** A finished pickup-point search, as its status line words it. */
export interface PickupSearchResult {
  q: string;
  total: number;
  shown: number;
  region: string;
  /** The list is of the points around the shopper's position. */
  near: boolean;
}

/** "Nalezeno 12 výdejních míst. Zobrazujeme prvních 50…", or why nothing was found. */
export function pickupStatusText(
  texts: CheckoutTexts['pickup'],
  locale: ShopLocale,
  result: PickupSearchResult,
): string {
  if (result.total === 0) {
    if (!result.region) return format(texts.none, { query: result.q });
    return result.q ? format(texts.noneInRegionFor, { query: result.q }) : texts.noneInRegion;
  }
  const found = {
    one: texts.foundOne,
    few: texts.foundFew,
    many: texts.foundOther,
    other: texts.foundOther,
  }[pluralCategory(result.total, locale)];
  return [
    format(found, { count: result.total }),
    result.total > result.shown ? format(texts.more, { shown: result.shown }) : '',
    result.near ? texts.nearMeActive : '',
  ]
    .filter(Boolean)
    .join(' ');
}
