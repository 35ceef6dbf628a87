import { z } from 'zod';
import { currencyCodes } from './headers.ts';

/**
 * PUT /api/admin/v1/prices/{variantId}: the operator sets a variant's public price in a currency
 * (whole units with VAT, as every price on the wire), and optionally the price before a discount,
 * which must be higher. The price history gains the change (the 30-day lowest price reads it), and
 * the product's pages and listings are revalidated.
 */
export const variantPriceParams = z.object({
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const variantPriceBody = z.object({
  currency: z.enum(currencyCodes),
  price: z.number().positive().max(100_000_000),
  /** The price before the discount; null or left out: no discount. */
  originalPrice: z.number().positive().max(100_000_000).nullable().default(null),
});
export type VariantPriceBody = z.infer<typeof variantPriceBody>;

export const variantPriceResponse = z.object({
  data: z.object({
    variantId: z.number().int(),
    currency: z.enum(currencyCodes),
    price: z.number(),
    originalPrice: z.number().nullable(),
  }),
});
export type VariantPriceResponse = z.infer<typeof variantPriceResponse>;
