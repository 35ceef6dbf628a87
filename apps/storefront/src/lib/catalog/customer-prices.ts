import 'server-only';
import { catalogueApi, currencyCodes, requestHeaders, type CurrencyCode, type User } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

/** At most this many products per request (a listing page shows 21). */
export const MAX_PRICED_PRODUCTS = 60;

/** A variant's unit price for one customer, in major units as the API's price fields. */
export interface CustomerPrice {
  withTax: number;
  withoutTax: number;
}

/** Whether the customer's prices can differ from a guest's: a group, or business prices. */
export function hasOwnPrices(user: Pick<User, 'variant' | 'groups'>): boolean {
  return user.variant === 'b2b' || user.groups.length > 0;
}

/** `ids=1,2,3&currency=CZK` → the product ids and the currency, or null when they do not parse. */
export function parsePriceRequest(
  params: URLSearchParams,
): { productIds: number[]; currency: CurrencyCode } | null {
  const currency = params.get('currency');
  if (!currency || !(currencyCodes as readonly string[]).includes(currency)) return null;
  const raw = (params.get('ids') ?? '').split(',').filter(Boolean);
  if (raw.length === 0 || raw.length > MAX_PRICED_PRODUCTS) return null;
  const productIds = raw.map(Number);
  if (!productIds.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)) return null;
  return { productIds: [...new Set(productIds)], currency: currency as CurrencyCode };
}

/**
 * The unit prices of every variant of these products as this customer pays them: the backend
 * honours the customer's variant and groups because the variant hash it issued to this session signs
 * them.
 * Never cached: the answer is the customer's own.
 */
export async function customerPrices(
  locale: AppLocale,
  currency: CurrencyCode,
  user: Pick<User, 'variant' | 'groups' | 'variantHash'>,
  productIds: number[],
  authToken: string,
): Promise<Record<number, CustomerPrice>> {
  const res = await callBackend(catalogueApi.products, {
    locale,
    query: { ids: productIds.join(','), checkPermissions: 'true' },
    headers: {
      [requestHeaders.currency]: currency,
      [requestHeaders.userVariant]: user.variant,
      [requestHeaders.userGroups]: user.groups.join(','),
      [requestHeaders.variantHash]: user.variantHash,
      // The hash counts only beside the session it was issued to.
      authorization: `Bearer ${authToken}`,
    },
  });
  const prices: Record<number, CustomerPrice> = {};
  for (const product of res.data) {
    for (const v of product.variants) {
      prices[v.id] = { withTax: v.prices.unitWithTax, withoutTax: v.prices.unitWithoutTax };
    }
  }
  return prices;
}
