import { z } from 'zod';
import { currencyCodes } from './headers.ts';
import { money } from './product.ts';

/** A price of a shipper or payment in the request's currency; 0 is free ('Zdarma'). */
export const methodPrice = z.object({
  currencyCode: z.enum(currencyCodes),
  priceWithTax: money,
  priceWithoutTax: money,
});

/** A shipper (delivery method). */
export const shipper = z.object({
  id: z.number().int(),
  code: z.string(),
  /** PERSONAL: pick-up at one of the shop's branches (chosen through the branches). */
  type: z.enum(['PERSONAL', 'PICKUP_POINT', 'COURIER']),
  name: z.string(),
  description: z.string(),
  requiredAddress: z.boolean(),
  /** Ids of the payments this shipper cannot be combined with. */
  blockedPayments: z.array(z.number().int()),
  /** Alpha-3 codes of the countries it delivers to. */
  availableCountriesCodes: z.array(z.string().length(3)),
  delivery: z.object({
    /** Expected delivery of an order placed now, 'YYYY-MM-DD'. */
    nearestDeliveryDate: z.string(),
    /** Orders after this time (shop time) count from the next working day. */
    closesAt: z.string(),
    /**
     * Working days from handing a parcel over to its delivery: with it a page can work out the
     * shipper's date for another moment than now (a cached page's next days).
     */
    deliveryDays: z.number().int().min(0).optional(),
  }),
  prices: methodPrice,
  /** The free-shipping threshold in the currency; null when it never ships free. */
  freeFromWithTax: money.nullable(),
});
export type Shipper = z.infer<typeof shipper>;

export const payment = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  prices: methodPrice,
});
export type Payment = z.infer<typeof payment>;

/** GET /api/v1/shippers and GET /api/v1/cart/shippers */
export const shippersResponse = z.object({
  data: z.array(shipper),
  /** The id of the fastest shipper of the list, or null. */
  fastestShipperId: z.number().int().nullable(),
});
/** GET /api/v1/cart/payments */
export const paymentsResponse = z.object({ data: z.array(payment) });
