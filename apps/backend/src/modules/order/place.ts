import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  domainCode,
  errorCodes,
  placeOrderErrors,
  type ApiError,
  type Cart,
  type CurrencyCode,
  type Locale,
  type Payment,
  type PaymentKind,
  type Shipper,
  type placeOrderBody,
} from '@shop/contract';
import {
  CURRENCIES,
  format,
  formatMoney,
  messages,
  validateDeliveryCountry,
  validatePasswordsMatch,
  validatePhone,
  zonedDateTime,
  toMinor,
} from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { HttpError } from '../../http/errors.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { buildProducts, stockCheckedVariantIds } from '../catalog/index.ts';
import {
  type CartOwner,
  cartStockLines,
  checkoutFieldErrors,
  type CheckoutFields,
  couponProblem,
  couponTitles,
  findCoupon,
  giftRows,
  lockCart,
  markCartOrdered,
  readCart,
  useCoupon,
} from '../cart/index.ts';
import {
  createAccount,
  creditMessages,
  hashPassword,
  isEmailRegistered,
  lockedCreditBalance,
  normaliseEmail,
  recordCreditSpend,
} from '../customer/index.ts';
import { lockStock, type StockLine, StockShortage } from '../inventory/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { listBranches, listShippers, pickupPointByRemoteId } from '../shipping/index.ts';
import { listPayments, paymentKinds } from '../payment/index.ts';
import { isFunctionOn, listCurrencies } from '../settings/index.ts';
import { isOfferedSlot } from './delivery-times.ts';
import {
  findOrderByCart,
  hashOrderToken,
  initialPaymentStatus,
  orderTokenFor,
  type OrderRow,
} from './service.ts';
import { orderShopSettings } from './shop-settings.ts';
import { orderItems, orders, type OrderAddress, type OrderBranch, type OrderCustomer } from './tables.ts';

export type PlaceOrderInput = z.output<typeof placeOrderBody>;

/** A reason the order cannot be placed, before it gets its code. */
type Problem = Omit<ApiError, 'code'> & { code?: string };

const orderReasons = new Map<string, string>([
  ...Object.entries(placeOrderErrors).map(([reason, title]) => [title, domainCode('order', reason)] as const),
  ...Object.entries(couponTitles).map(([reason, title]) => [title, domainCode('coupon', reason)] as const),
]);

/** The order cannot be placed; every reason at once, in the error shape. */
export class PlaceOrderRefused extends Error {
  readonly errors: ApiError[];
  constructor(
    readonly statusCode: 409 | 422,
    problems: Problem[],
  ) {
    super(problems.map((e) => e.title).join('; '));
    // The order's and the coupon's reasons carry their code; a field rule's message is an invalid value.
    this.errors = problems.map((p) => ({
      ...p,
      code: p.code ?? orderReasons.get(p.title) ?? errorCodes.invalid,
    }));
  }
}

const refuse = (statusCode: 409 | 422, field: string, title: string, code?: string) =>
  new PlaceOrderRefused(statusCode, [{ field, title, ...(code ? { code } : {}) }]);

/** Spec §5 (registration form): the least a password must have. */
const MIN_PASSWORD_LENGTH = 8;

/**
 * Registration at checkout (spec §4) is active when requested with both passwords non-empty and
 * equal; a request with differing or too short passwords is refused rather than ignored, so the
 * shopper is never left without the account they asked for.
 */
function registrationOf(body: PlaceOrderInput): { errors: Problem[]; password: string | null } {
  const r = body.registration;
  if (!r || (r.password === '' && r.passwordConfirmation === '')) return { errors: [], password: null };
  const mismatch = validatePasswordsMatch(r.password, r.passwordConfirmation);
  if (mismatch) return { errors: [{ field: 'passwordConfirmation', title: mismatch }], password: null };
  if ([...r.password].length < MIN_PASSWORD_LENGTH) {
    return { errors: [{ field: 'password', title: placeOrderErrors.passwordTooShort }], password: null };
  }
  return { errors: [], password: r.password };
}

/** A deadlock victim is rolled back whole and may simply run again. */
function isDeadlock(e: unknown): boolean {
  for (let c: unknown = e; c instanceof Error; c = c.cause) {
    if ((c as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

export interface PlaceOrderRequest {
  /** A logged-in customer's cart, or the guest token's. */
  owner: CartOwner;
  body: PlaceOrderInput;
  ctx: PriceContext;
  locale: Locale;
  /** Derives the order token (orderTokenOf). */
  secret: string;
}

/** What the order token is derived from: the guest's cart token, or a customer's cart. */
export const orderTokenKey = (owner: CartOwner, cartId: number) =>
  owner.accountId !== null ? `customer-cart:${cartId}` : owner.token!;

/**
 * POST /api/v1/cart/place: turns the token's cart into an order in one transaction, or refuses
 * with every reason (PlaceOrderRefused, HttpError). Placing a cart that already became an order
 * answers with that order, however many calls race.
 */
export async function placeOrder(db: Db, req: PlaceOrderRequest): Promise<OrderRow> {
  const registration = registrationOf(req.body);
  // argon2 is slow on purpose: hashed before the transaction, so no lock waits for it.
  const passwordHash = registration.password === null ? null : await hashPassword(registration.password);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => placeInTransaction(tx, req, registration.errors, passwordHash));
    } catch (e) {
      if (e instanceof StockShortage) throw refuse(409, e.field, placeOrderErrors.soldOut);
      if (attempt < 3 && isDeadlock(e)) continue;
      throw e;
    }
  }
}

const isBlank = (a: OrderAddress) => !a.street && !a.city && !a.postcode;

/** The pick-up place of a shipper without an address: a pickup point or one of the shop's branches. */
async function resolveBranch(
  tx: Tx,
  shipper: Shipper,
  branchId: string | null,
  locale: Locale,
): Promise<{ branch: OrderBranch | null; problem: string | null }> {
  if (shipper.requiredAddress) return { branch: null, problem: null };
  if (shipper.type !== 'PICKUP_POINT' && shipper.type !== 'PERSONAL') return { branch: null, problem: null };
  if (!branchId) return { branch: null, problem: placeOrderErrors.branchRequired };
  if (shipper.type === 'PICKUP_POINT') {
    try {
      const p = await pickupPointByRemoteId(tx as Db, shipper.id, branchId);
      return { branch: { id: p.remoteId, name: p.name, address: p.address }, problem: null };
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 404) {
        return { branch: null, problem: placeOrderErrors.unknownBranch };
      }
      throw e;
    }
  }
  const [b] = /^\d{1,9}$/.test(branchId) ? await listBranches(tx as Db, [Number(branchId)], locale) : [];
  return b
    ? { branch: { id: String(b.id), name: b.title, address: b.address }, problem: null }
    : { branch: null, problem: placeOrderErrors.unknownBranch };
}

/** Gift lines with the catalogue's names and codes of their variants. */
async function giftLines(tx: Tx, cart: Cart, ctx: PriceContext, locale: Locale) {
  if (cart.gifts.length === 0) return [];
  const rows = await giftRows(tx, ctx.currency);
  const productOf = new Map(rows.map((r) => [r.id, r.product_id]));
  const products = await buildProducts(
    tx as Db,
    [...new Set(cart.gifts.map((g) => productOf.get(g.id)).filter((id) => id !== undefined))],
    ctx,
    locale,
    new Set(['variants'] as const),
  );
  const byId = new Map(products.map((p) => [p.id, p]));
  return cart.gifts.map((g) => {
    const product = byId.get(productOf.get(g.id) ?? -1);
    const variant = product?.variants.find((v) => v.id === g.variantId);
    // readCart just priced these gifts from the same catalogue, so both exist.
    if (!product || !variant) throw new Error(`gift ${g.id} lost its variant ${g.variantId}`);
    return { gift: g, product, variant };
  });
}

/** Errors are listed in the order of the checkout: the choices, then the form top to bottom. */
const FIELD_ORDER = [
  'shipperId',
  'shipperBranchId',
  'paymentId',
  'deliveryTimeSlot',
  'fullName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'city',
  'postcode',
  'country',
  'businessName',
  'tin',
  'shippingStreet',
  'shippingHouseNumber',
  'shippingCity',
  'shippingPostcode',
  'shippingCountry',
  'shippingPhone',
  'password',
  'passwordConfirmation',
  'terms',
];
const fieldRank = (field: string | undefined) => {
  const rank = FIELD_ORDER.indexOf(field ?? '');
  return rank < 0 ? FIELD_ORDER.length : rank;
};

interface Checked {
  shipper: Shipper;
  payment: Payment;
  paymentKind: PaymentKind;
  branch: OrderBranch | null;
  customer: OrderCustomer;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  hasCustomShippingAddress: boolean;
}

/**
 * The payload against the spec's field rules (cart §5) and the shop's shippers, payments and
 * branches, with the order placement payload rules applied: every error at once, or what to store.
 */
async function checkPayload(
  tx: Tx,
  body: PlaceOrderInput,
  cart: Cart,
  currency: CurrencyCode,
  locale: Locale,
  registrationErrors: Problem[],
): Promise<{ errors: Problem[]; checked: Checked | null }> {
  const errors: Problem[] = [];
  const add = (field: string, title: string | null) => {
    if (title) errors.push({ field, title });
  };
  const required = (field: string, value: string | null | undefined) => {
    if (!value) add(field, placeOrderErrors.required);
    return !!value;
  };

  const [{ data: shippers }, payments, shop] = await Promise.all([
    listShippers(tx as Db, currency, locale, {
      itemsWithTax: cart.prices.discountLimitPriceWithVat,
      includePersonal: true,
      free: cart.prices.freeShippingByCoupon,
    }),
    listPayments(tx as Db, currency, locale),
    orderShopSettings(tx),
  ]);
  const shipper = shippers.find((s) => s.id === body.shipperId) ?? null;
  add('shipperId', shipper ? null : placeOrderErrors.unknownShipper);
  const payment = payments.find((p) => p.id === body.paymentId) ?? null;
  const paymentKind = payment ? (await paymentKinds(tx, [payment.id])).get(payment.id) : undefined;
  if (!payment || !paymentKind) add('paymentId', placeOrderErrors.unknownPayment);
  else if (shipper?.blockedPayments.includes(payment.id)) add('paymentId', placeOrderErrors.blockedPayment);

  const { branch, problem } = shipper
    ? await resolveBranch(tx, shipper, body.shipperBranchId, locale)
    : { branch: null, problem: null };
  add('shipperBranchId', problem);
  if (body.deliveryTimeSlot && shipper && !isOfferedSlot(shipper, body.deliveryTimeSlot)) {
    add('deliveryTimeSlot', placeOrderErrors.timeSlot);
  }

  // Who orders.
  const c = body.customer;
  const name = c.name || [c.firstName, c.lastName].filter(Boolean).join(' ');
  const needsAddress = shipper?.requiredAddress ?? false;
  const billingGiven = !isBlank(body.billingAddress);
  const billedToCustomer = needsAddress || billingGiven;
  const billing = body.billingAddress;
  const deliveryToBilling = needsAddress && !body.hasCustomShippingAddress;
  const isBusiness = billedToCustomer && c.isBusiness;

  required('fullName', name);
  required('email', c.email);
  required('phone', c.phone);
  const fields: CheckoutFields = {
    fullName: name || undefined,
    email: c.email || undefined,
    phone: c.phone || undefined,
  };
  if (billedToCustomer) {
    if (required('street', billing.street)) fields.street = billing.street;
    required('city', billing.city);
    if (required('postcode', billing.postcode)) fields.postcode = billing.postcode;
    fields.country = billing.countryCode;
    if (isBusiness) {
      required('businessName', c.businessName);
      // The IČO check digit is a Czech rule.
      if (billing.countryCode === 'CZE' && c.tin) {
        fields.isBusiness = true;
        fields.tin = c.tin;
      }
    }
  }
  // The country rule (shipper and currency) applies where the parcel goes.
  const fieldErrors = checkoutFieldErrors(fields, currency, deliveryToBilling ? shipper : null);
  errors.push(...fieldErrors);

  let shippingAddress: OrderAddress | null = null;
  if (needsAddress && body.hasCustomShippingAddress) {
    const s = body.shippingAddress;
    const shippingFields: CheckoutFields = { country: s.countryCode };
    if (required('shippingStreet', s.street)) shippingFields.street = s.street;
    required('shippingCity', s.city);
    if (required('shippingPostcode', s.postcode)) shippingFields.postcode = s.postcode;
    for (const e of checkoutFieldErrors(shippingFields, currency, shipper)) {
      errors.push({ ...e, field: `shipping${e.field[0]!.toUpperCase()}${e.field.slice(1)}` });
    }
    if (c.shippingPhone) add('shippingPhone', validatePhone(c.shippingPhone));
    shippingAddress = s;
  } else if (needsAddress) {
    shippingAddress = billing;
  } else if (shipper) {
    // A pick-up place: the parcel goes there (spec §5 payload rules).
    shippingAddress = branch?.address ?? shop.address;
    if (branch) {
      add(
        'shipperBranchId',
        validateDeliveryCountry({
          shipper,
          countryAlpha3: branch.address.countryCode,
          currencyCode: currency,
        }),
      );
    }
  }
  errors.push(...registrationErrors);
  if (
    registrationErrors.length === 0 &&
    body.registration &&
    c.email &&
    !fieldErrors.some((e) => e.field === 'email')
  ) {
    if (await isEmailRegistered(tx, c.email)) add('email', placeOrderErrors.emailTaken);
  }
  add('terms', body.terms === true ? null : placeOrderErrors.terms);
  errors.sort((a, b) => fieldRank(a.field) - fieldRank(b.field));

  if (errors.length || !shipper || !payment || !paymentKind) return { errors, checked: null };
  // Billing info not given: billed to the pick-up place, or else the shop; no company (spec §5).
  const billingAddress = billedToCustomer ? billing : (branch?.address ?? shop.address);
  if (!billingAddress || !shippingAddress) {
    // Only a shop without a contact address in its settings gets here.
    return { errors: [{ field: 'street', title: placeOrderErrors.required }], checked: null };
  }
  const [firstName = '', ...rest] = name.split(/\s+/);
  const firstAndLast =
    c.firstName && c.lastName
      ? { firstName: c.firstName, lastName: c.lastName }
      : { firstName, lastName: rest.join(' ') };
  return {
    errors,
    checked: {
      shipper,
      payment,
      paymentKind,
      branch,
      customer: {
        name,
        ...firstAndLast,
        email: c.email,
        phone: c.phone,
        isBusiness,
        businessName: isBusiness ? c.businessName || null : null,
        tin: isBusiness ? c.tin || null : null,
        vatin: isBusiness ? c.vatin || null : null,
        vatinsvk: isBusiness && billing.countryCode === 'SVK' ? c.vatinsvk || null : null,
        shippingName: c.shippingName || name,
        // A pick-up place needs neither a company nor a phone on the label.
        shippingBusinessName: needsAddress ? c.shippingBusinessName || null : null,
        shippingPhone: needsAddress && body.hasCustomShippingAddress ? c.shippingPhone || null : null,
      },
      billingAddress,
      shippingAddress,
      hasCustomShippingAddress: needsAddress && body.hasCustomShippingAddress,
    },
  };
}

async function placeInTransaction(
  tx: Tx,
  req: PlaceOrderRequest,
  registrationErrors: Problem[],
  passwordHash: string | null,
): Promise<OrderRow> {
  const { body, ctx, locale } = req;
  const locked = await lockCart(tx, req.owner);
  if (!locked) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  if (locked.orderedAt) {
    const existing = await findOrderByCart(tx, locked.id);
    if (existing) return existing;
    throw refuse(422, 'items', placeOrderErrors.emptyCart);
  }

  // Sold out is decided first, on the stock rows locked in a fixed order: a shopper who lost the
  // last piece to a concurrent order hears that, not that the line cannot be bought.
  const stored = await cartStockLines(tx, locked.id);
  if (stored.items.length === 0) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  const stock = await lockStock(
    tx,
    await stockCheckedVariantIds(tx, [...stored.items.map((l) => l.variantId), ...stored.giftVariantIds]),
  );
  stock.check(stored.items.map((l, i) => ({ ...l, field: `items.${i}` })));

  // The server's prices, for the request's currency and verified groups; nothing from the body.
  const cart = await readCart(tx, locked.id, ctx, locale);
  if (cart.removedItems.length > 0) throw refuse(422, 'items', placeOrderErrors.notShoppable);
  if (cart.items.length === 0) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  if (locked.couponCode && !cart.couponCode) {
    // The coupon ran out or expired since it was entered: never place at prices the shopper did not see.
    const reason = couponProblem(await findCoupon(tx, locked.couponCode), new Date(), ctx.currency);
    throw refuse(422, 'couponCode', reason ?? couponTitles.unknown);
  }
  const currency = (await listCurrencies(tx as Db)).find((c) => c.code === ctx.currency)!;
  const minor = (major: number) => toMinor(major, currency.decimalPlaces);
  if (cart.prices.orderMinimumRemaining > 0) {
    const remainingPrice = formatMoney(minor(cart.prices.orderMinimumRemaining), CURRENCIES[ctx.currency]);
    throw refuse(
      422,
      'items',
      format(messages.minimumOrderRemaining, { remainingPrice }),
      errorCodes.belowMinimum,
    );
  }

  const { errors, checked } = await checkPayload(tx, body, cart, ctx.currency, locale, registrationErrors);
  if (!checked) throw new PlaceOrderRefused(422, errors);

  let customerId: number | null = req.owner.accountId;
  if (passwordHash !== null && customerId === null) {
    customerId = await createAccount(tx, {
      email: body.customer.email,
      passwordHash,
      firstName: checked.customer.firstName,
      lastName: checked.customer.lastName,
      phone: body.customer.phone || null,
      variant: checked.customer.isBusiness ? 'b2b' : 'b2c',
      newsletter: body.customer.newsletter,
    });
    if (customerId === null) throw refuse(422, 'email', placeOrderErrors.emailTaken);
  }

  // Loyalty credits (already off the cart's total) are spent from the customer's balance here, in
  // this transaction, with the account locked: never more than the balance holds now.
  const creditsUsed = minor(cart.prices.creditsWithTax);
  if (creditsUsed > 0) {
    if (req.owner.accountId === null || !(await isFunctionOn(tx as Db, 'loyalty_credits'))) {
      throw refuse(409, 'credits', creditMessages.off);
    }
    if ((await lockedCreditBalance(tx, req.owner.accountId)) < creditsUsed) {
      throw refuse(409, 'credits', placeOrderErrors.creditsChanged);
    }
  }
  const gifts = await giftLines(tx, cart, ctx, locale);
  const { shipper, payment } = checked;
  const shipperWithTax = minor(shipper.prices.priceWithTax);
  const shipperWithoutTax = minor(shipper.prices.priceWithoutTax);
  const paymentWithTax = minor(payment.prices.priceWithTax);
  const paymentWithoutTax = minor(payment.prices.priceWithoutTax);
  const [seq] = await queryRows<{ n: string }>(tx, sql`select nextval('orders.order_code_seq')::text as n`);
  const code = `${zonedDateTime(new Date()).date.slice(2, 4)}${seq!.n.padStart(6, '0')}`;

  const orderToken = orderTokenFor(req.secret, orderTokenKey(req.owner, locked.id));
  const [order] = await tx
    .insert(orders)
    .values({
      code,
      tokenHash: hashOrderToken(orderToken),
      cartId: locked.id,
      customerId,
      locale,
      currencyCode: ctx.currency,
      paymentStatus: initialPaymentStatus(checked.paymentKind),
      shipperId: shipper.id,
      shipperCode: shipper.code,
      shipperName: shipper.name,
      branch: checked.branch,
      deliveryTimeSlot: body.deliveryTimeSlot || null,
      expectedDeliveryDate: shipper.delivery.nearestDeliveryDate,
      paymentId: payment.id,
      paymentCode: payment.code,
      paymentName: payment.name,
      email: normaliseEmail(body.customer.email),
      customer: checked.customer,
      billingAddress: checked.billingAddress,
      shippingAddress: checked.shippingAddress,
      hasCustomShippingAddress: checked.hasCustomShippingAddress,
      consents: { terms: true, newsletter: body.customer.newsletter, ...body.consents },
      note: body.note || null,
      noteForShipper: body.noteForShipper || null,
      customOrderNumber: body.customOrderNumber || null,
      couponCode: cart.couponCode,
      itemsWithTax: minor(cart.prices.itemsWithTax),
      itemsWithoutTax: minor(cart.prices.itemsWithoutTax),
      giftsWithTax: minor(cart.prices.giftsWithTax),
      giftsWithoutTax: minor(cart.prices.giftsWithoutTax),
      discountWithTax: minor(cart.prices.couponDiscountWithTax),
      discountWithoutTax: minor(cart.prices.couponDiscountWithoutTax),
      shipperPriceWithTax: shipperWithTax,
      shipperPriceWithoutTax: shipperWithoutTax,
      paymentPriceWithTax: paymentWithTax,
      paymentPriceWithoutTax: paymentWithoutTax,
      creditsUsed,
      // Items after discounts, less the coupon, plus gifts (the cart's total), shipping and payment.
      totalWithTax: minor(cart.prices.totalWithTax) + shipperWithTax + paymentWithTax,
      totalWithoutTax: minor(cart.prices.totalWithoutTax) + shipperWithoutTax + paymentWithoutTax,
    })
    .returning();
  if (creditsUsed > 0) {
    await recordCreditSpend(tx, req.owner.accountId!, creditsUsed, order!.id, `Objednávka ${code}`);
  }

  await tx.insert(orderItems).values([
    ...cart.items.map((i) => ({
      orderId: order!.id,
      kind: 'item' as const,
      productId: i.productId,
      variantId: i.variantId,
      productName: i.product.name,
      variantName: i.variant.name,
      catalogCode: i.variant.catalogCode,
      unit: i.variant.unit,
      amount: i.amount,
      unitWithTax: minor(i.prices.unitWithTax),
      unitWithoutTax: minor(i.prices.unitWithoutTax),
      totalWithTax: minor(i.prices.totalWithTax),
      totalWithoutTax: minor(i.prices.totalWithoutTax),
      freePieces: i.freePieces,
    })),
    ...gifts.map(({ gift, product, variant }) => ({
      orderId: order!.id,
      kind: 'gift' as const,
      productId: product.id,
      variantId: variant.id,
      productName: gift.name,
      variantName: variant.name,
      catalogCode: variant.catalogCode,
      unit: variant.unit,
      amount: 1,
      unitWithTax: minor(gift.priceWithTax),
      unitWithoutTax: minor(gift.priceWithoutTax),
      totalWithTax: minor(gift.priceWithTax),
      totalWithoutTax: minor(gift.priceWithoutTax),
      freePieces: 0,
    })),
  ]);

  const lines: StockLine[] = [
    ...cart.items.map((i, index) => ({ variantId: i.variantId, amount: i.amount, field: `items.${index}` })),
    ...cart.gifts.map((g, index) => ({ variantId: g.variantId, amount: 1, field: `gifts.${index}` })),
  ];
  await stock.take(order!.id, lines);
  if (cart.couponCode) await useCoupon(tx, cart.couponCode);
  await markCartOrdered(tx, locked.id);

  await enqueueJob(tx, 'order-confirmation', { orderId: order!.id, orderToken });
  if (body.consents.heurekaSurvey) {
    await enqueueJob(tx, 'purchase-report', { orderId: order!.id, service: 'shop-certification' });
  }
  if (body.consents.zboziSurvey) {
    await enqueueJob(tx, 'purchase-report', { orderId: order!.id, service: 'comparison-shopping' });
  }
  return order!;
}
