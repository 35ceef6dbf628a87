import type { CurrencyCode, Locale, Payment, Shipper } from '@shop/contract';
import { feedCountry } from './targets.ts';

/**
 * The shop's shippers (without personal pick-up) and payments in a currency, as checkout offers
 * them: handed in by the app, as shipping and payments are modules that build on the catalogue.
 */
export type DeliveryMethods = (
  locale: Locale,
  currency: CurrencyCode,
) => Promise<{ shippers: Shipper[]; payments: Payment[] }>;

/** A way to ship to the feed's country, with its price and its price with cash on delivery. */
export interface FeedDelivery {
  code: string;
  name: string;
  /** Heureka's carrier id (their list); a shipper not named there is the shop's own transport. */
  heurekaId: string;
  price: number;
  /** With the cash-on-delivery payment's price; null when that payment is not offered with it. */
  codPrice: number | null;
  /** Free from this price of the goods; null: never free. */
  freeFrom: number | null;
}

/** Heureka's carrier ids, found in a shipper's code. */
const HEUREKA_CARRIERS: [RegExp, string][] = [
  [/zasilkovna|packeta/, 'ZASILKOVNA'],
  [/ceska-?posta|balikovna/, 'CESKA_POSTA'],
  [/slovenska-?posta/, 'SLOVENSKA_POSTA'],
  [/ppl/, 'PPL'],
  [/dpd/, 'DPD'],
  [/gls/, 'GLS'],
  [/dhl/, 'DHL'],
  [/geis/, 'GEIS'],
  [/toptrans/, 'TOPTRANS'],
];

const heurekaIdOf = (code: string) =>
  HEUREKA_CARRIERS.find(([pattern]) => pattern.test(code))?.[1] ?? 'VLASTNI_PREPRAVA';

/**
 * The shippers that deliver to the feed's country, as checkout offers them (personal pick-up at a
 * branch is not a delivery), with the cash-on-delivery payment's price added where it may be chosen.
 */
export async function feedDeliveries(
  methods: DeliveryMethods,
  locale: Locale,
  currency: CurrencyCode,
): Promise<FeedDelivery[]> {
  const { shippers, payments } = await methods(locale, currency);
  const cod = payments.find((p) => p.code === 'cod');
  const country = feedCountry[locale].alpha3;
  return shippers
    .filter((s) => s.type !== 'PERSONAL' && s.availableCountriesCodes.includes(country))
    .map((s) => ({
      code: s.code,
      name: s.name,
      heurekaId: heurekaIdOf(s.code),
      price: s.prices.priceWithTax,
      codPrice:
        cod && !s.blockedPayments.includes(cod.id)
          ? Math.round((s.prices.priceWithTax + cod.prices.priceWithTax) * 100) / 100
          : null,
      freeFrom: s.freeFromWithTax,
    }));
}

/** A shipper's price for one offer: free from its threshold, or when the product ships free with it. */
export function deliveryPriceFor(
  d: FeedDelivery,
  item: { price: number; freeShippers: string[] },
): { price: number; codPrice: number | null } {
  const free = item.freeShippers.includes(d.code) || (d.freeFrom !== null && item.price >= d.freeFrom);
  if (!free) return { price: d.price, codPrice: d.codPrice };
  return { price: 0, codPrice: d.codPrice === null ? null : Math.round((d.codPrice - d.price) * 100) / 100 };
}
