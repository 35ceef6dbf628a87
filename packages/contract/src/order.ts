import { SECRET_TOKEN } from './secret-token.ts';
import { z } from 'zod';
import { pageQuery } from './pagination.ts';
import { currencyCodes } from './headers.ts';
import { money } from './product.ts';

/**
 * Orders: placing them and looking them up. The shopper sends who and where; the server prices everything again from the cart,
 * the catalogue and the chosen shipper and payment. Money in the API is in major units, as in
 * the cart.
 */

const text = (max: number) => z.string().trim().max(max);

/** An address as the order keeps it; `countryCode` is alpha-3 (CZE, SVK, …). */
export const orderAddress = z.object({
  street: text(200),
  city: text(200),
  postcode: text(20),
  countryCode: z.string().trim().toUpperCase().length(3),
});
export type OrderAddress = z.infer<typeof orderAddress>;

/**
 * POST /api/v1/cart/place: the order-place payload, built by the order placement payload rules
 * (`buildOrderPayload` in @shop/rules): name joined, street joined with the house number,
 * shipping name falling back to the customer's, billing copied from the branch or the shop when
 * billing info is off, shipping address from the branch or shop when the shipper needs none.
 * Field rules are checked again on the server; failures answer 422 `errors: [{ field, title }]`.
 */
/**
 * The campaign the shopper came from (its UTM parameters), sent with the order only under the
 * shopper's marketing consent.
 */
export const orderUtm = z.object({
  campaign: text(200).optional(),
  content: text(200).optional(),
  medium: text(200).optional(),
  source: text(200).optional(),
  term: text(200).optional(),
});
export type OrderUtm = z.infer<typeof orderUtm>;

export const placeOrderBody = z.object({
  shipperId: z.number().int().positive(),
  /**
   * The pickup point (its network id, `remoteId`) or the shop's branch (its id as text) for a
   * shipper without an address; null for a courier.
   */
  shipperBranchId: z.string().trim().max(64).nullable().default(null),
  paymentId: z.number().int().positive(),
  /** A slot id from GET /api/v1/delivery-times, for shippers that offer slots. */
  deliveryTimeSlot: z.string().trim().max(40).nullable().default(null),
  /** Terms and privacy policy accepted; anything but true is refused (422, field terms). */
  terms: z.boolean(),
  customer: z.object({
    /** The full name ('Jan Novák'): first and last name joined, or the theme's single field. */
    name: text(200),
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    phone: text(40),
    isBusiness: z.boolean().default(false),
    businessName: text(200).nullable().default(null),
    /** IČO (company id). */
    tin: text(20).nullable().default(null),
    /** DIČ (VAT id). */
    vatin: text(20).nullable().default(null),
    /** IČ DPH (Slovak VAT id). */
    vatinsvk: text(20).nullable().default(null),
    newsletter: z.boolean().default(false),
    /** Who receives the parcel; the customer's name when left blank. */
    shippingName: text(200).default(''),
    shippingBusinessName: text(200).nullable().default(null),
    shippingPhone: text(40).nullable().default(null),
    /** Mr or Mrs, when the shop offers the title (setting checkoutFields). */
    formalTitle: text(10).nullable().default(null),
    /** YYYY-MM-DD, when the shop asks for it (setting checkoutFields). */
    dateOfBirth: text(20).nullable().default(null),
  }),
  billingAddress: orderAddress,
  shippingAddress: orderAddress,
  /** The shopper asks for a customer card (when the shop offers it). */
  cardRequest: z.boolean().default(false),
  /** A business customer agrees to the terms for companies (required of them when the shop offers it). */
  businessTerms: z.boolean().default(false),
  /** The shopper entered a delivery address different from the billing one. */
  hasCustomShippingAddress: z.boolean().default(false),
  note: text(1000).nullable().default(null),
  noteForShipper: text(500).nullable().default(null),
  customOrderNumber: text(50).nullable().default(null),
  /** Optional consents: SMS marketing, magazine, two comparison-shopping surveys. */
  consents: z
    .object({
      sms: z.boolean().default(false),
      magazine: z.boolean().default(false),
      heurekaSurvey: z.boolean().default(false),
      zboziSurvey: z.boolean().default(false),
      /** A phone call or SMS about the order's delivery. */
      phoneNotification: z.boolean().default(false),
    })
    .default({
      sms: false,
      magazine: false,
      heurekaSurvey: false,
      zboziSurvey: false,
      phoneNotification: false,
    }),
  utm: orderUtm.nullable().default(null),
  /**
   * Registration at checkout (a guest's): the order's e-mail gets the link that creates an account
   * with this password, and the order joins it.
   */
  registration: z
    .object({ password: z.string().max(200), passwordConfirmation: z.string().max(200) })
    .nullable()
    .default(null),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** How an order is paid, by its payment method. */
export const paymentKinds = ['gateway', 'bank_transfer', 'cod'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export const paymentStatuses = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'on_delivery',
  'awaiting_transfer',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const orderItem = z.object({
  id: z.number().int(),
  /** item: bought; gift: an order gift. */
  kind: z.enum(['item', 'gift']),
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  catalogCode: z.string(),
  ean: z.string().nullable(),
  unit: z.string(),
  /** In the smallest orderable unit: 10^quantityDecimals of them to a shown unit ("1,5 bm" is 15). */
  amount: z.number().int().positive(),
  quantityDecimals: z.number().int().min(0).max(3).default(0),
  /** Pieces free through an 'N+1' promotion (part of amount, not of the totals). */
  freePieces: z.number().int().min(0),
  /** Loyalty credits (whole crowns' worth) the line was paid with; its prices are then 0. */
  paidWithCredits: z.number().min(0).optional(),
  prices: z.object({
    unitWithTax: money,
    unitWithoutTax: money,
    totalWithTax: money,
    totalWithoutTax: money,
  }),
});
export type OrderItem = z.infer<typeof orderItem>;

/** Bank transfer: where to send the money, and the same as a Czech QR payment (SPAYD) text. */
export const bankTransferInstructions = z.object({
  /** Czech domestic form, e.g. 2001234567/2010. */
  accountNumber: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** The variable symbol: the order code. */
  variableSymbol: z.string(),
  amount: money,
  currencyCode: z.enum(currencyCodes),
  /** 'SPD*1.0*ACC:…': render it as a QR code. */
  spayd: z.string(),
});

/**
 * What the shopper chose at checkout beyond who and where: the title, birth date, card request,
 * the terms for companies, the order's own number and the consents (a field the shop did not
 * offer is null or false).
 */
export const orderExtras = z.object({
  formalTitle: z.enum(['Mr', 'Mrs']).nullable(),
  dateOfBirth: z.string().nullable(),
  cardRequest: z.boolean(),
  businessTerms: z.boolean(),
  customOrderNumber: z.string().nullable(),
  consents: z.object({
    newsletter: z.boolean(),
    sms: z.boolean(),
    magazine: z.boolean(),
    heurekaSurvey: z.boolean(),
    zboziSurvey: z.boolean(),
    phoneNotification: z.boolean(),
  }),
});
export type OrderExtras = z.infer<typeof orderExtras>;

/** Where the goods are: the operator moves an order on. */
export const fulfilments = ['unshipped', 'shipped', 'delivered'] as const;

export const order = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['new', 'paid', 'cancelled']),
  paymentStatus: z.enum(paymentStatuses),
  fulfilment: z.enum(fulfilments),
  currencyCode: z.enum(currencyCodes),
  createdAt: z.string(),
  items: z.array(orderItem),
  prices: z.object({
    itemsWithTax: money,
    itemsWithoutTax: money,
    giftsWithTax: money,
    giftsWithoutTax: money,
    /** What the coupon took off. */
    discountWithTax: money,
    discountWithoutTax: money,
    shipperPrice: money,
    shipperPriceWithoutTax: money,
    paymentPrice: money,
    paymentPriceWithoutTax: money,
    creditsUsed: money,
    totalWithTax: money,
    totalWithoutTax: money,
  }),
  couponCode: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    isBusiness: z.boolean(),
    businessName: z.string().nullable(),
    tin: z.string().nullable(),
    vatin: z.string().nullable(),
    shippingName: z.string(),
  }),
  extras: orderExtras,
  billingAddress: orderAddress,
  shippingAddress: orderAddress,
  branch: z.object({ id: z.string(), name: z.string(), address: orderAddress }).nullable(),
  shipper: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  payment: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(paymentKinds),
  }),
  deliveryTimeSlot: z.string().nullable(),
  /** 'YYYY-MM-DD' */
  expectedDeliveryDate: z.string().nullable(),
  attributes: z.object({
    cartId: z.number().int(),
    /** Consent to the comparison-shopping satisfaction survey . */
    heurekaConsent: z.boolean(),
  }),
  /** For bank transfer while unpaid; otherwise null. */
  bankTransfer: bankTransferInstructions.nullable(),
  /** An unpaid order whose payment can be (re)started at a gateway, also with another method. */
  canPay: z.boolean(),
});
export type Order = z.infer<typeof order>;

/**
 * POST /api/v1/cart/place: the order and its token (keep it: it reads and pays the order).
 * `paymentRedirectUrl` is the gateway's page of the card payment started with the order; null for
 * bank transfer and cash on delivery, and when the payment could not be started (the order stands
 * and can be paid again).
 */
export const placeOrderResponse = z.object({
  data: order,
  meta: z.object({ orderToken: z.string(), paymentRedirectUrl: z.string().nullable() }),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

/** The header that proves the caller holds the order's token (GET /api/v1/orders/code/{code}). */
export const orderTokenHeader = 'x-order-token';

/** GET /api/v1/orders/token/{token}, GET /api/v1/orders/code/{code} (with x-order-token) */
export const orderResponse = z.object({ data: order });

/** GET /api/v1/user/orders: the logged-in customer's orders, newest first, 10 a page. */
export const userOrdersQuery = pageQuery(50, 10);
export const userOrderSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['new', 'paid', 'cancelled']),
  paymentStatus: z.enum(paymentStatuses),
  fulfilment: z.enum(fulfilments),
  createdAt: z.string(),
  currencyCode: z.enum(currencyCodes),
  totalWithTax: money,
  /** Pieces bought (gifts not counted). */
  pieces: z.number().int(),
  canPay: z.boolean(),
});
export type UserOrderSummary = z.infer<typeof userOrderSummary>;
export const userOrdersResponse = z.object({
  data: z.array(userOrderSummary),
  meta: z.object({
    pagination: z.object({
      total: z.number().int(),
      page: z.number().int(),
      perPage: z.number().int(),
      lastPage: z.number().int(),
    }),
  }),
});
export type UserOrdersResponse = z.infer<typeof userOrdersResponse>;
export const userOrderIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const orderTokenParams = z.object({ token: z.string().regex(SECRET_TOKEN) });
export const orderCodeParams = z.object({ code: z.string().regex(/^\d{4,12}$/) });

/**
 * POST /api/v1/orders/token/{token}/payment: start (or retry) paying an unpaid order, optionally
 * switching to another payment method first. `redirectUrl` is the gateway's payment page, or null
 * when the method needs no redirect (bank transfer, cash on delivery).
 */
export const startPaymentBody = z.object({ paymentId: z.number().int().positive().optional() });
export const startPaymentResponse = z.object({
  data: z.object({ order, redirectUrl: z.string().nullable() }),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponse>;

/** GET /api/v1/delivery-times?since=YYYY-MM-DD&shipperId=N: the shipper's delivery time slots. */
export const deliveryTimesQuery = z.object({
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  shipperId: z.coerce.number().int().positive(),
});
export const deliveryTimesResponse = z.object({
  data: z.array(
    z.object({
      /** 'YYYY-MM-DD' */
      date: z.string(),
      slots: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })),
    }),
  ),
});
export type DeliveryTimesResponse = z.infer<typeof deliveryTimesResponse>;

/** GET /api/v1/order-gifts: the shop's order gifts, judged against the caller's cart. */
export const orderGift = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  /** The cart value (items with tax, after the coupon) from which the gift can be chosen. */
  priceFrom: money,
  /** What the gift costs; 0 is free. */
  priceWithTax: money,
  mainImage: z.object({ path: z.string(), alt: z.string(), title: z.string().nullable() }).nullable(),
  /** The cart reaches priceFrom. */
  available: z.boolean(),
  /** The shopper chose it (POST /api/v1/cart/items with type 'gift'). */
  selected: z.boolean(),
});
export type OrderGift = z.infer<typeof orderGift>;
export const orderGiftsResponse = z.object({ data: z.array(orderGift) });

/**
 * Why an order cannot be placed: titles of 422 answers to POST /api/v1/cart/place (soldOut: 409).
 * Fields are named as the checkout form names them (fullName, email, phone, street, city,
 * postcode, country, businessName, tin, shippingStreet, shippingCity, shippingPostcode,
 * shippingCountry, shippingPhone, password, passwordConfirmation, terms), the choices as the
 * payload does (shipperId, shipperBranchId, paymentId, deliveryTimeSlot, couponCode), the cart
 * as items (items.{index} and gifts.{index} for a line that is sold out).
 */
export const placeOrderErrors = {
  emptyCart: 'Košík je prázdný',
  terms: 'Pro dokončení objednávky je potřeba souhlasit s obchodními podmínkami',
  businessTerms: 'Pro nákup na firmu je potřeba souhlasit s obchodními podmínkami pro firmy',
  required: 'Vyplňte prosím toto pole',
  unknownShipper: 'Zvolený způsob dopravy není dostupný',
  unknownPayment: 'Zvolený způsob platby není dostupný',
  blockedPayment: 'Zvolený způsob platby nelze kombinovat se zvoleným dopravcem',
  branchRequired: 'Vyberte prosím výdejní místo',
  unknownBranch: 'Zvolené výdejní místo neexistuje',
  closedBranch: 'Zvolené výdejní místo je dočasně uzavřené, vyberte prosím jiné',
  timeSlot: 'Zvolený čas doručení není k dispozici',
  soldOut: 'Tolik kusů už nemáme skladem',
  notShoppable: 'Některé zboží v košíku už nelze koupit',
  passwordTooShort: 'Heslo musí mít alespoň 8 znaků',
  creditsChanged: 'Vaše kredity se mezitím změnily. Zkontrolujte prosím košík.',
} as const;

/** Why an order's payment cannot be changed or started. */
export const orderErrors = {
  notPayable: 'Objednávku už nelze zaplatit',
} as const;
