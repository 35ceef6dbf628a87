import type { Prices, Variant } from '@shop/contract';
import {
  addButtonState,
  displayStock,
  formatMoney,
  showsFreeShippingTag,
  type AddButtonTooltip,
  toMinor,
} from '@shop/rules';
import { currencyFormat, type PriceDisplay } from '../currency';

/**
 * What the price block of one variant shows (discount percent rounded,
 * original price only when above the current one, prices with VAT, without VAT or both), formatted
 * by the rules' money formatting. Pure: the server renders it, no formatting code reaches the browser.
 */
export interface PriceView {
  /** The main price in the chosen VAT mode. */
  main: string;
  /** The main price's amount (major units), for the type size of long prices. */
  mainAmount: number;
  mainVat: 'with' | 'without';
  /** The other VAT mode, when both are shown. */
  secondary: string | null;
  /** Before the discount; only when above the current price. */
  original: string | null;
  discountPercent: number | null;
  lowest30: string | null;
  recommended: string | null;
  quantityPrices: { fromAmount: number; price: string }[];
}

export function priceView(prices: Prices, display: PriceDisplay): PriceView {
  const currency = currencyFormat(prices.currencyCode);
  const fmt = (major: number) => formatMoney(toMinor(major, currency.decimalPlaces), currency);
  const withTax = display.vat === 'with';
  const pick = (w: number, wo: number) => (withTax ? w : wo);
  const current = pick(prices.unitWithTax, prices.unitWithoutTax);
  const original = pick(prices.unitOriginalWithTax, prices.unitOriginalWithoutTax);
  const recommended = prices.attributes.recommended_price;
  const lowest = prices.attributes.lowest_price_30_days;
  const discounted = prices.inDiscount && original > current;
  const recommendedAmount = recommended ? pick(recommended.withTax, recommended.withoutTax) : 0;
  return {
    main: fmt(current),
    mainAmount: current,
    mainVat: display.vat,
    secondary: display.both ? fmt(pick(prices.unitWithoutTax, prices.unitWithTax)) : null,
    original: discounted ? fmt(original) : null,
    discountPercent:
      discounted && prices.percentageDiscount > 0 ? Math.round(prices.percentageDiscount) : null,
    lowest30: discounted && lowest ? fmt(pick(lowest.withTax, lowest.withoutTax)) : null,
    recommended: recommendedAmount > current ? fmt(recommendedAmount) : null,
    quantityPrices: prices.quantityPrices.map((q) => ({
      fromAmount: q.fromAmount,
      price: fmt(pick(q.unitWithTax, q.unitWithoutTax)),
    })),
  };
}

/** Stock as shown (exact up to 5, then '>5'; unlimited shows the default amount); null when none. */
export function stockText(variant: Pick<Variant, 'availability'>): string | null {
  const { stock, checkStock } = variant.availability;
  if (checkStock && (stock === null || stock <= 0)) return null;
  return displayStock(!checkStock || stock === null ? 'unlimited' : stock).text;
}

/** The add button: enabled, or disabled with the tooltip's message key. */
export function buttonState(
  variant: Pick<Variant, 'prices' | 'availability'>,
  saleable: boolean,
): { disabled: false } | { disabled: true; tooltip: AddButtonTooltip } {
  const currency = currencyFormat(variant.prices.currencyCode);
  const state = addButtonState({
    unitPriceWithTax: toMinor(variant.prices.unitWithTax, currency.decimalPlaces),
    isAvailable: variant.availability.isAvailable && saleable,
    // The detail page always has a variant chosen: the initial one, then the picker's best match.
    variantRequired: false,
    variantChosen: true,
  });
  return state;
}

/** The free-shipping tag: free shippers, or the shop's threshold below the unit price. */
export function freeShipping(
  variant: Pick<Variant, 'prices'>,
  hasFreeShippers: boolean,
  freeShippingAt: number | null,
  showByPrice: boolean,
): boolean {
  const currency = currencyFormat(variant.prices.currencyCode);
  return showsFreeShippingTag({
    hasFreeShippers,
    freeShippingAt: freeShippingAt === null ? null : toMinor(freeShippingAt, currency.decimalPlaces),
    unitPriceWithTax: toMinor(variant.prices.unitWithTax, currency.decimalPlaces),
    showByPrice,
  });
}

/** Schema.org availability of a variant, for the Product JSON-LD. */
export function schemaAvailability(variant: Pick<Variant, 'availability'>): string {
  const a = variant.availability;
  if (!a.isAvailable) return 'https://schema.org/OutOfStock';
  if (a.checkStock && (a.stock ?? 0) <= 0)
    return a.delayDays > 0 ? 'https://schema.org/BackOrder' : 'https://schema.org/PreOrder';
  return 'https://schema.org/InStock';
}
