import { z } from 'zod';
import { currencyCodes, locales } from './headers.ts';
import { money } from './product.ts';
import { paged, pageQuery } from './pagination.ts';
import { menuObjectResponse } from './menu.ts';
import { region, regionNames, type RegionName } from './regions.ts';

/** A currency: how its amounts are written. */
export const currency = z.object({
  code: z.enum(currencyCodes),
  symbol: z.string(),
  symbolPlacement: z.enum(['left', 'right']),
  decimalPlaces: z.number().int().min(0),
  decimalPoint: z.string(),
  millesimalPoint: z.string(),
});
export type Currency = z.infer<typeof currency>;
/** GET /api/v1/currencies */
export const currenciesResponse = z.object({ data: z.array(currency) });

export const country = z.object({
  alpha3: z.string().length(3),
  alpha2: z.string().length(2),
  name: z.string(),
  /** Language of the country's storefront; 'en' where the shop has none. */
  languageCode: z.string(),
  currencyCode: z.enum(currencyCodes),
});
export type Country = z.infer<typeof country>;
/** GET /api/v1/countries?perPage=100 */
export const countriesQuery = pageQuery(100);
export const countriesResponse = paged(country);

/**
 * GET /api/v1/branches?keys=1,2: the shop's own branches (personal pick-up), heaviest first.
 * GET /api/v1/branches?shipper_id=2&s=brno&perPage=20: the points of a pickup-point shipper that
 * match the search text (diacritics and case do not matter), answered as `pickupPointsResponse`.
 */
export const branchesQuery = z.object({
  shipper_id: z.coerce.number().int().positive().optional(),
  s: z.string().trim().max(100).optional(),
  /** With shipper_id: only the points in this region (one of GET /api/v1/regions). */
  region: z.enum(regionNames as [RegionName, ...RegionName[]]).optional(),
  perPage: z.coerce.number().int().min(1).max(500).default(20),
  /** With shipper_id: the shopper's position; the nearest points first. */
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  keys: z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(z.number().int().positive()).max(200))
    .optional(),
});
export const storeBranch = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), countryCode: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  /** Pick-up dates come from this warehouse's stock. */
  warehouseId: z.number().int(),
  /** One line per day, Monday first. */
  openingHours: z.array(z.string()),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  payWithCard: z.boolean(),
  region: z.string(),
  weight: z.number().int(),
});
export type StoreBranch = z.infer<typeof storeBranch>;
export const branchesResponse = z.object({ data: z.array(storeBranch) });

/** A branch (pickup point) of a pickup-point network. */
export const pickupPoint = z.object({
  id: z.number().int(),
  shipperId: z.number().int(),
  /** The network's own id of the point. */
  remoteId: z.string(),
  name: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), countryCode: z.string() }),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(z.string()),
  /** How to find it, in the network's words; '' when it says nothing. */
  directions: z.string(),
  photoUrl: z.string().nullable(),
  /** Closed for now (statusNote says why): listed, but no order can be sent there. */
  closed: z.boolean(),
  statusNote: z.string(),
  /** Kilometres from the searched place (a town, a postcode, or the shopper's position). */
  distanceKm: z.number().nullable(),
});
export type PickupPoint = z.infer<typeof pickupPoint>;
export const pickupPointsResponse = z.object({
  data: z.array(pickupPoint),
  /** All points matching the search (the list holds at most perPage of them). */
  total: z.number().int().min(0),
  /** The regions of the countries the shop lists pickup points in, to narrow the search by. */
  regions: z.array(region),
});
export type PickupPointsResponse = z.infer<typeof pickupPointsResponse>;
export const pickupPointParams = z.object({
  shipperId: z.coerce.number().int().positive(),
  remoteId: z.string().min(1).max(50),
});
export const pickupPointResponse = z.object({ data: pickupPoint });

/** GET /api/v1/globals: shop-wide data every page needs (Globals, Configuration). */
export const globals = z.object({
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    countryCode: z.string(),
    ico: z.string(),
    dic: z.string(),
    /** When the customer line answers, in the request's language ('' when the shop has not said). */
    hours: z.string(),
  }),
  domain: z.object({
    code: z.string(),
    defaultLocale: z.enum(locales),
    defaultCurrency: z.enum(currencyCodes),
    defaultCountry: z.string(),
  }),
  /** In the request's currency, major units, with VAT; null when there is none. */
  freeShippingAt: money.nullable(),
  orderMinimumValue: money.nullable(),
  orderGiftAt: money.nullable(),
  settings: z.object({
    /** Feature toggles, e.g. wishList, compare, loyalty_credits. */
    functions: z.record(z.string(), z.boolean()),
    /**
     * Public identifiers of the third-party services the pages load (consent, tag manager, pickup
     * points, shop certification, address lookup), by name; only those the shop has set.
     */
    integrations: z.record(z.string(), z.string()),
  }),
  /** The menus every page shows (main, footer-1, footer-2), in the request's language. */
  menus: z.array(menuObjectResponse),
  /** The shop's default page meta in the request's language: pages without their own fall back to it. */
  meta: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  countries: z.array(country),
  forms: z.object({
    businessTypes: z.array(z.enum(['b2c', 'b2b'])),
    defaultCountry: z.string(),
    formalTitles: z.array(z.object({ code: z.enum(['Mr', 'Mrs']), name: z.string() })),
  }),
  configuration: z.object({
    cart: z.object({ shopping_disabled: z.boolean(), shopping_disabled_text: z.string() }),
    product: z.object({ show_free_delivery_tag_by_price: z.boolean() }),
    /**
     * The checkout's optional fields and consents (setting checkoutFields: formalTitle,
     * dateOfBirth, cardRequest, businessTerms, customOrderNumber, the consents) and the path of
     * the terms page it links to.
     */
    checkout: z.object({ fields: z.record(z.string(), z.boolean()), conditionsPage: z.string() }),
    /** The theme's pages (setting pages): one switched off answers 404 and leaves the menus. */
    pages: z.record(z.string(), z.boolean()),
    /** How prices show (setting priceDisplay): with VAT, and both with and without VAT by default. */
    currency: z.object({ displayVAT: z.boolean(), displayBothPrices: z.boolean() }),
    /**
     * The top banner above the header: shown only when enabled and the storefront's domain code is
     * in domain_enabled. `text` is plain text in the request's locale; `url` a storefront path or an
     * external address.
     */
    top_banner: z.object({
      enabled: z.boolean(),
      domain_enabled: z.array(z.string()),
      text: z.string(),
      url: z.string().nullable(),
      link_text: z.string().nullable(),
    }),
  }),
  languages: z.array(z.object({ code: z.enum(locales), name: z.string(), default: z.boolean() })),
});
export type Globals = z.infer<typeof globals>;

/** GET /api/v1/geoip/country?ip=…: the visitor's country for the currency-from-IP rule. */
export const geoIpQuery = z.object({
  ip: z.union([z.ipv4(), z.ipv6()]),
});
export const geoIpResponse = z.object({
  ip: z.string(),
  /** ISO 3166-1 alpha-2 (CZ, SK, DE …); null for private, reserved and unknown addresses. */
  country: z.string().length(2).nullable(),
});
export type GeoIpResponse = z.infer<typeof geoIpResponse>;
