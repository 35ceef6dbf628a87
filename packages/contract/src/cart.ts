import { z } from 'zod';
import { currencyCodes } from './headers.ts';
import { orderGift } from './order.ts';
import { availability, image, money, prices } from './product.ts';

/**
 * The cart and its items. A guest's cart is addressed by the token
 * in `x-cart-token`, which the first add hands out (`meta.guestCartToken`). Everything priced here is
 * priced by the server from the catalogue; a client never sends a price.
 */

/** The largest amount of one item: the quantity input takes at most 4 digits. */
export const MAX_CART_AMOUNT = 9999;

export const cartAmount = z.number().int().min(1).max(MAX_CART_AMOUNT);

export const cartItem = z.object({
  /** The cart line's id (for PATCH and DELETE). */
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  product: z.object({
    name: z.string(),
    slug: z.string(),
    categoryFullname: z.string(),
    marketingCode: z.string(),
    catalogCode: z.string(),
  }),
  variant: z.object({
    id: z.number().int(),
    name: z.string(),
    catalogCode: z.string(),
    mainImage: image.nullable(),
    unit: z.string(),
  }),
  /**
   * The variant as it can be bought (a line that no longer can is taken out of the cart): its
   * warehouses with the pieces free in each, virtual (supplier) ones included.
   */
  shoppable: z.object({
    id: z.number().int(),
    name: z.string(),
    marketingCode: z.string(),
    warehouses: z.array(z.object({ id: z.number().int(), stock: z.number().int() })),
  }),
  availability,
  amount: z.number().int().positive(),
  /** Unit and total prices at this amount (quantity prices apply; 'N+1' free pieces are not charged). */
  prices,
  /** Pieces given free by an 'N+1' promotion on this variant (part of amount). */
  freePieces: z.number().int().min(0),
  /** The line this one belongs to (an accessory or a service under a product); null: a line of its own. */
  parentId: z.number().int().nullable(),
  /**
   * Bought with loyalty credits: its money prices are 0 and `creditPrice` credits a piece are
   * spent from the customer's balance when the order is placed.
   */
  forCredits: z.boolean(),
  /** Credits a piece (whole crowns' worth) of a line bought with credits; null otherwise. */
  creditPrice: z.number().int().positive().nullable(),
  /** What the shopper's page stored with the line (POST /api/v1/cart/items `custom`). */
  custom: z.record(z.string(), z.unknown()).nullable(),
  attributes: z.object({
    /** The line is discounted (a sale price or an 'N+1' promotion). */
    discount: z.boolean(),
    /** The variant's 'N+1' promotion: of every buy + free pieces, free cost nothing. */
    promotion: z.object({ buy: z.number().int(), free: z.number().int() }).nullable(),
  }),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartPrices = z.object({
  itemsWithTax: money,
  itemsWithoutTax: money,
  /** Before discounts: what the items would cost at their original prices. */
  totalOriginalWithTax: money,
  totalOriginalWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  /** What the coupon takes off the items. */
  couponDiscountWithTax: money,
  couponDiscountWithoutTax: money,
  /** The coupon makes every shipper free. */
  freeShippingByCoupon: z.boolean(),
  /** The chosen order gifts (at their gift prices). */
  giftsWithTax: money,
  giftsWithoutTax: money,
  /** Loyalty credits spent on the cart. */
  creditsWithTax: money,
  /** Credits (whole crowns' worth) the lines bought with credits cost; spent when the order is placed. */
  itemCredits: z.number().int().min(0),
  /** The amount gifts and free shipping are judged against (items with tax, after the coupon). */
  discountLimitPriceWithVat: money,
  /** Free shipping from this items total; null when the shop has no threshold in the currency. */
  freeShippingAt: money.nullable(),
  /** The shop's minimum order value (items with tax); null when there is none. */
  orderMinimumValue: money.nullable(),
  /** What is missing to the minimum (0 when reached): 'Do minimální výše ceny objednávky vám zbývá ještě …'. */
  orderMinimumRemaining: money,
  /**
   * What is left to free shipping, judged as the shippers judge it (items with tax after the
   * coupon): 0 when reached or when the coupon gives free shipping; null without a threshold in the
   * currency or without items.
   */
  freeShippingRemaining: money.nullable(),
});

/** An order gift the shopper chose (GET /api/v1/order-gifts lists what can be chosen). */
export const cartGift = z.object({
  /** The gift's id (DELETE /api/v1/cart/gifts/{id}). */
  id: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  priceFrom: money,
  priceWithTax: money,
  priceWithoutTax: money,
  mainImage: image.nullable(),
});
export type CartGift = z.infer<typeof cartGift>;

/** The longest texts of the checkout details, as the order keeps them. */
const detail = (max: number) => z.string().trim().max(max).default('');

/**
 * An address the checkout has so far; the street holds the house number, as on an envelope. Any
 * field may still be empty; `countryCode` is alpha-3 (CZE, SVK, …).
 */
export const cartAddress = z.object({
  street: detail(200),
  city: detail(200),
  postcode: detail(20),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{3})?$/, { message: 'Neplatný kód země' })
    .default(''),
});
export type CartAddress = z.infer<typeof cartAddress>;

/** Who buys, as the checkout has it so far (any field may still be empty). */
export const cartCustomer = z.object({
  /** The full name ('Jan Novák'). */
  name: detail(200),
  firstName: detail(100),
  lastName: detail(100),
  email: detail(254),
  phone: detail(40),
  /** IČO (company id). */
  tin: detail(20),
  /** DIČ (VAT id). */
  vatin: detail(20),
  /** IČ DPH (Slovak VAT id). */
  vatinsvk: detail(20),
  businessName: detail(200),
  newsletter: z.boolean().default(false),
  /** Who receives the parcel at a different delivery address. */
  shippingName: detail(200),
  shippingFirstName: detail(100),
  shippingLastName: detail(100),
  shippingBusinessName: detail(200),
  shippingPhone: detail(40),
});
export type CartCustomer = z.infer<typeof cartCustomer>;

/**
 * PUT /api/v1/cart/customer: the checkout details the shopper has entered so far, kept with the
 * cart (so another device or a reload finds them) until it becomes an order or is deleted. Filled
 * fields are checked by the checkout field rules; empty ones are not (the form is not finished).
 */
export const cartCustomerBody = z.object({
  customer: cartCustomer,
  billingAddress: cartAddress,
  shippingAddress: cartAddress,
  /** The shopper entered a delivery address different from the billing one. */
  hasCustomShippingAddress: z.boolean().default(false),
  /** The shopper's note to the order. */
  comment: detail(1000),
});
export type CartCustomerBody = z.input<typeof cartCustomerBody>;
export type CartDetails = z.output<typeof cartCustomerBody>;

export const cart = z.object({
  currencyCode: z.enum(currencyCodes),
  /** The checkout details kept with the cart (PUT /api/v1/cart/customer); null: none yet. */
  customer: cartCustomer.nullable(),
  billingAddress: cartAddress.nullable(),
  shippingAddress: cartAddress.nullable(),
  hasCustomShippingAddress: z.boolean(),
  comment: z.string().nullable(),
  items: z.array(cartItem),
  itemCount: z.number().int().min(0),
  couponCode: z.string().nullable(),
  gifts: z.array(cartGift),
  /**
   * Lines dropped when the cart was read because their product or variant disappeared (the
   * invalid-items notice); reported once.
   */
  removedItems: z.array(z.object({ variantId: z.number().int(), name: z.string().nullable() })),
  prices: cartPrices,
});
export type Cart = z.infer<typeof cart>;

/**
 * GET /api/v1/cart. With `include=orderGifts` it also carries the shop's order gifts judged against
 * the cart (what GET /api/v1/order-gifts answers), so the cart page needs one call.
 */
export const cartQuery = z.object({ include: z.enum(['orderGifts']).optional() });
export const cartResponse = z.object({
  data: cart,
  included: z.object({ orderGifts: z.array(orderGift) }).optional(),
});

/** The most a line's `custom` object may take, as JSON. */
export const MAX_CART_CUSTOM_LENGTH = 2000;

/** A small JSON object kept with a cart line (at most MAX_CART_CUSTOM_LENGTH characters as JSON). */
export const cartLineCustom = z
  .record(z.string(), z.unknown())
  .refine((c) => JSON.stringify(c).length <= MAX_CART_CUSTOM_LENGTH, {
    message: `Nejvýše ${MAX_CART_CUSTOM_LENGTH} znaků`,
  });

/** How a line joins the cart: under another line, as a line of its own, paid with credits, custom data. */
const lineOptions = {
  /** A line of the same cart to put this one under (one level deep; removed with it). */
  parent_id: z.number().int().positive().nullable().optional(),
  /** true: a line of its own even when the variant is already in the cart. */
  newLine: z.boolean().default(false),
  /** true: bought with loyalty credits at the product's credit price (logged-in customers). */
  credits: z.boolean().default(false),
};

/** POST /api/v1/cart/items (id, type, amount, …; `id` is the variant). Unknown keys are ignored. */
export const addCartItemBody = z.object({
  id: z.number().int().positive(),
  amount: cartAmount.default(1),
  /** 'gift': `id` is an order gift's id (GET /api/v1/order-gifts) to add to the cart. */
  type: z.enum(['product', 'gift']).default('product'),
  ...lineOptions,
  /** Kept with the line and echoed back in meta.custom. */
  custom: cartLineCustom.nullable().optional(),
});
export type AddCartItemBody = z.input<typeof addCartItemBody>;
/** DELETE /api/v1/cart/gifts/{id} */
export const cartGiftParams = z.object({ id: z.coerce.number().int().positive() });
/** POST /api/v1/cart/credits: loyalty credits to spend (logged-in customers, when the setting is on). */
export const cartCreditsBody = z.object({ credits: z.number().int().min(0).max(10_000_000) });
/** PATCH /api/v1/cart/items/{id} */
export const updateCartItemBody = z.object({ amount: cartAmount });
export const cartItemParams = z.object({ id: z.coerce.number().int().positive() });
/**
 * POST /api/v1/cart/items/batch (batch add; order import): variants by id, or by their
 * catalogue code or EAN as an order import lists them. Lines that cannot be added are reported,
 * the others are added.
 */
export const batchCartItemsBody = z.object({
  items: z
    .array(
      z
        .object({
          id: z.number().int().positive().optional(),
          code: z.string().trim().min(1).max(64).optional(),
          /** 'product' only (gifts are chosen one by one). */
          type: z.literal('product').default('product'),
          amount: cartAmount,
          ...lineOptions,
          /** Accepted as the batch form sends it; every line is added as far as it can be anyway. */
          forceAdd: z.boolean().optional(),
        })
        .refine((i) => (i.id === undefined) !== (i.code === undefined), { message: 'id or code' }),
    )
    .min(1)
    .max(200),
});
export const batchCartItemsResponse = z.object({
  data: z.object({
    cart,
    added: z.number().int().min(0),
    total: z.number().int().min(1),
    /** The lines that were not added, by their index in the request, with the reason in Czech. */
    errors: z.array(
      z.object({
        index: z.number().int(),
        id: z.number().int().nullable(),
        code: z.string().nullable(),
        title: z.string(),
      }),
    ),
  }),
  meta: z.object({ guestCartToken: z.string().nullable() }),
});
export type BatchCartItemsResponse = z.infer<typeof batchCartItemsResponse>;

/** Why a line cannot be added as asked (POST /api/v1/cart/items, batch). */
export const cartLineErrors = {
  parent: 'Položka, ke které chcete zboží přidat, v košíku není',
  nested: 'Ke zboží, které už k jinému patří, nelze nic přidat',
  notForCredits: 'Tento produkt nelze koupit za kredity',
  tooFewCredits: 'Na tento nákup nemáte dost kreditů',
} as const;

/** Why a coupon cannot be used: the `title` of a 422 answer to POST /api/v1/cart/coupon (texts in @shop/rules). */
export { couponErrors, type CouponError } from '@shop/rules';

/** POST /api/v1/cart/coupon */
export const cartCouponBody = z.object({ couponCode: z.string().trim().min(1).max(50) });

export const cartChangeResponse = z.object({
  data: z.object({
    cart,
    /** The line the call added or changed (null after a removal). */
    item: cartItem.nullable(),
    /** After POST /api/v1/cart/items: the line added to (the same as `item`). */
    addedItem: cartItem.nullable().optional(),
    /** After PATCH /api/v1/cart/items/{id}: the line changed (the same as `item`). */
    updatedItem: cartItem.nullable().optional(),
    /**
     * How much the amount was lowered to fit the variant's limit or stock (0: as asked). The
     * storefront then says 'Množství bylo upraveno'.
     */
    changedAmount: z.number().int().min(0),
    /**
     * After adding pieces only: the shop's order gifts judged against the cart as it is now (what
     * the item-added dialog offers), so that the add needs no second call.
     */
    orderGifts: z.array(orderGift).optional(),
  }),
  meta: z.object({
    /** The guest cart's token: keep it (cookie, 1 day) and send it as `x-cart-token`. */
    guestCartToken: z.string().nullable(),
    /** After POST /api/v1/cart/items: the `custom` object the line keeps. */
    custom: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
});
export type CartChangeResponse = z.infer<typeof cartChangeResponse>;

/**
 * POST /api/v1/cart/validate: the checkout fields entered so far, checked by the checkout field
 * rules with their Czech messages; a field that is absent is not checked.
 */
export const cartValidateBody = z.object({
  email: z.string().max(254).optional(),
  fullName: z.string().max(200).optional(),
  phone: z.string().max(40).optional(),
  street: z.string().max(200).optional(),
  houseNumber: z.string().max(40).optional(),
  city: z.string().max(200).optional(),
  postcode: z.string().max(20).optional(),
  /** Alpha-3, e.g. CZE. */
  country: z.string().length(3).optional(),
  isBusiness: z.boolean().optional(),
  tin: z.string().max(20).optional(),
  shipperId: z.number().int().positive().optional(),
});
export const cartValidateResponse = z.object({
  valid: z.boolean(),
  errors: z.array(z.object({ field: z.string(), title: z.string() })),
});
