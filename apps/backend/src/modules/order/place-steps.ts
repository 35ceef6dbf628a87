import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import {
  errorCodes,
  placeOrderErrors,
  type Cart,
  type CurrencyCode,
  type Locale,
  type Product,
} from '@shop/contract';
import { CURRENCIES, CZK, format, formatMoney, messages, toMinor, zonedDateTime } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { stockCheckedVariantIds } from '../catalog/index.ts';
import {
  type CartOwner,
  couponProblem,
  couponTitles,
  findCoupon,
  loadCart,
  type LockedCart,
  lockCart,
  markCartOrdered,
  useCoupon,
} from '../cart/index.ts';
import {
  creditMessages,
  lockedCreditBalance,
  normaliseEmail,
  queueRegistration,
  recordCreditSpend,
  type RegistrationPages,
} from '../customer/index.ts';
import { type LockedStock, lockStock, type StockLine } from '../inventory/index.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { isFunctionOn, listCurrencies } from '../settings/index.ts';
import { orderLines } from './order-lines.ts';
import { checkPayload, type Checked, type PlaceOrderInput } from './payload-check.ts';
import { PlaceOrderRefused, refuse, type Problem } from './refusal.ts';
import {
  findOrderByCart,
  hashOrderToken,
  initialPaymentStatus,
  type OrderItemRow,
  type OrderRow,
} from './service.ts';
import { orderItems, orders } from './tables.ts';

// The steps of placing an order, in the order the transaction takes them (see placeOrder). Each
// runs in the order's transaction; a refusal rolls all of them back.

/**
 * The owner's cart, locked: concurrent placements of one cart queue here. A cart that already
 * became an order answers with that order.
 */
export async function lockCartToPlace(
  tx: Tx,
  owner: CartOwner,
): Promise<{ locked: LockedCart } | { placed: OrderRow }> {
  const locked = await lockCart(tx, owner);
  if (!locked) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  if (!locked.orderedAt) return { locked };
  const placed = await findOrderByCart(tx, locked.id);
  if (placed) return { placed };
  throw refuse(422, 'items', placeOrderErrors.emptyCart);
}

/**
 * Sold out is decided first, on the stock rows locked in a fixed order: a shopper who lost the
 * last piece to a concurrent order hears that, not that the line cannot be bought.
 */
export async function lockCartStock(tx: Tx, locked: LockedCart): Promise<LockedStock> {
  const stored = locked.stored.lines;
  if (stored.length === 0) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  const stock = await lockStock(
    tx,
    await stockCheckedVariantIds(tx, [...stored.map((l) => l.variantId), ...locked.giftVariantIds]),
  );
  stock.check(stored.map((l, i) => ({ variantId: l.variantId, amount: l.amount, field: `items.${i}` })));
  return stock;
}

/** The cart as the server prices it, and how its currency's amounts become minor units. */
export interface PricedCart {
  cart: Cart;
  products: Map<number, Product>;
  minor: (major: number) => number;
}

/**
 * The server's prices, for the request's currency and verified groups; nothing from the body. A
 * line that cannot be bought, a coupon that no longer applies or a total under the shop's minimum
 * refuses the order.
 */
export async function priceCart(
  tx: Tx,
  locked: LockedCart,
  ctx: PriceContext,
  locale: Locale,
): Promise<PricedCart> {
  const { cart, products } = await loadCart(tx, locked, ctx, locale);
  if (cart.removedItems.length > 0) throw refuse(422, 'items', placeOrderErrors.notShoppable);
  if (cart.items.length === 0) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  await checkCouponKept(tx, locked, cart, ctx.currency);
  const minor = await minorUnitsOf(tx, ctx.currency);
  checkOrderMinimum(cart, minor, ctx.currency);
  return { cart, products, minor };
}

/** The coupon ran out or expired since it was entered: never place at prices the shopper did not see. */
async function checkCouponKept(tx: Tx, locked: LockedCart, cart: Cart, currency: CurrencyCode) {
  const couponCode = locked.stored.couponCode;
  if (!couponCode || cart.couponCode) return;
  const reason = couponProblem(await findCoupon(tx, couponCode), new Date(), currency);
  throw refuse(422, 'couponCode', reason ?? couponTitles.unknown);
}

async function minorUnitsOf(tx: Tx, code: CurrencyCode): Promise<(major: number) => number> {
  const currency = (await listCurrencies(tx as Db)).find((c) => c.code === code)!;
  return (major: number) => toMinor(major, currency.decimalPlaces);
}

function checkOrderMinimum(cart: Cart, minor: (major: number) => number, currency: CurrencyCode) {
  if (cart.prices.orderMinimumRemaining <= 0) return;
  const remainingPrice = formatMoney(minor(cart.prices.orderMinimumRemaining), CURRENCIES[currency]);
  throw refuse(
    422,
    'items',
    format(messages.minimumOrderRemaining, { remainingPrice }),
    errorCodes.belowMinimum,
  );
}

/** The payload against the checkout's rules: what to store, or every problem at once. */
export async function checkOrderPayload(
  tx: Tx,
  body: PlaceOrderInput,
  cart: Cart,
  ctx: PriceContext,
  locale: Locale,
  registrationErrors: Problem[],
): Promise<Checked> {
  const { errors, checked } = await checkPayload(tx, body, cart, ctx.currency, locale, registrationErrors);
  if (!checked) throw new PlaceOrderRefused(422, errors);
  return checked;
}

/** Minor units of loyalty credits: those off the cart's total, and those with the lines' credit prices. */
export interface CreditsToSpend {
  /** Off the order's total, in its currency. */
  used: number;
  /** Taken from the customer's balance (CZK). */
  spent: number;
}

/**
 * Loyalty credits (already off the cart's total) and the credit prices of the lines bought with
 * them are spent from the customer's balance in this transaction, with the account locked: never
 * more than the balance holds now, so two orders at once cannot spend the same credits.
 */
export async function checkCredits(
  tx: Tx,
  owner: CartOwner,
  { cart, minor }: PricedCart,
): Promise<CreditsToSpend> {
  const used = minor(cart.prices.creditsWithTax);
  const spent = used + toMinor(cart.prices.itemCredits, CZK.decimalPlaces);
  if (spent > 0) {
    if (owner.accountId === null || !(await isFunctionOn(tx as Db, 'loyalty_credits'))) {
      throw refuse(409, 'credits', creditMessages.off);
    }
    if ((await lockedCreditBalance(tx, owner.accountId)) < spent) {
      throw refuse(409, 'credits', placeOrderErrors.creditsChanged);
    }
  }
  return { used, spent };
}

/** What the order row is made of. */
export interface OrderToWrite {
  cartId: number;
  customerId: number | null;
  orderToken: string;
  body: PlaceOrderInput;
  currency: CurrencyCode;
  locale: Locale;
  priced: PricedCart;
  checked: Checked;
  credits: CreditsToSpend;
}

/** The order row, with its code drawn as it is inserted. */
export async function writeOrder(tx: Tx, o: OrderToWrite): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(orderValues(o)).returning();
  return order!;
}

function orderValues({
  cartId,
  customerId,
  orderToken,
  body,
  currency,
  locale,
  priced: { cart, minor },
  checked,
  credits,
}: OrderToWrite): PgInsertValue<typeof orders> {
  const { shipper, payment } = checked;
  const shipperWithTax = minor(shipper.prices.priceWithTax);
  const shipperWithoutTax = minor(shipper.prices.priceWithoutTax);
  const paymentWithTax = minor(payment.prices.priceWithTax);
  const paymentWithoutTax = minor(payment.prices.priceWithoutTax);
  // The year's two digits and the next number, at least six digits wide, drawn in the insert.
  const code = sql`${zonedDateTime(new Date()).date.slice(2, 4)} || (
    select lpad(n, greatest(length(n), 6), '0') from (select nextval('orders.order_code_seq')::text as n) seq)`;
  return {
    code,
    tokenHash: hashOrderToken(orderToken),
    cartId,
    customerId,
    locale,
    currencyCode: currency,
    paymentStatus: initialPaymentStatus(checked.paymentKind),
    shipperId: shipper.id,
    shipperCode: shipper.code,
    shipperName: shipper.name,
    branch: checked.branch,
    deliveryTimeSlot: body.deliveryTimeSlot || null,
    expectedDeliveryDate: shipper.delivery.nearestDeliveryDate,
    paymentId: payment.id,
    paymentKind: checked.paymentKind,
    paymentCode: payment.code,
    paymentName: payment.name,
    email: normaliseEmail(body.customer.email),
    customer: checked.customer,
    billingAddress: checked.billingAddress,
    shippingAddress: checked.shippingAddress,
    hasCustomShippingAddress: checked.hasCustomShippingAddress,
    consents: checked.consents,
    utm: body.utm && Object.values(body.utm).some(Boolean) ? body.utm : null,
    note: body.note || null,
    noteForShipper: body.noteForShipper || null,
    customOrderNumber: checked.customOrderNumber,
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
    creditsUsed: credits.used,
    // Items after discounts, less the coupon, plus gifts (the cart's total), shipping and payment.
    totalWithTax: minor(cart.prices.totalWithTax) + shipperWithTax + paymentWithTax,
    totalWithoutTax: minor(cart.prices.totalWithoutTax) + shipperWithoutTax + paymentWithoutTax,
  };
}

/** The credits checked by checkCredits leave the customer's balance, booked to the order. */
export async function spendCredits(tx: Tx, owner: CartOwner, order: OrderRow, credits: CreditsToSpend) {
  if (credits.spent <= 0) return;
  await recordCreditSpend(tx, owner.accountId!, credits.spent, order.id, `Objednávka ${order.code}`);
}

/** The order's lines, listed as the order's page reads them: in the order they were written. */
export async function writeOrderLines(
  tx: Tx,
  orderId: number,
  { cart, products, minor }: PricedCart,
): Promise<OrderItemRow[]> {
  const items = await tx
    .insert(orderItems)
    .values(orderLines(orderId, cart, products, minor))
    .returning();
  return items.sort((a, b) => a.id - b.id);
}

/** The pieces of the lines and the gifts leave the stock locked by lockCartStock. */
export async function takeStock(stock: LockedStock, orderId: number, cart: Cart) {
  const lines: StockLine[] = [
    ...cart.items.map((i, index) => ({ variantId: i.variantId, amount: i.amount, field: `items.${index}` })),
    ...cart.gifts.map((g, index) => ({ variantId: g.variantId, amount: 1, field: `gifts.${index}` })),
  ];
  await stock.take(orderId, lines);
}

/** The coupon counts one more use, and the cart is spent: placing it again answers this order. */
export async function closeCart(tx: Tx, cartId: number, cart: Cart) {
  if (cart.couponCode) await useCoupon(tx, cart.couponCode);
  await markCartOrdered(tx, cartId);
}

/**
 * The order is a guest's and the registration waits for its e-mail: the link creates the account
 * and the order joins it, and an e-mail that has an account gets a new-password link instead. So a
 * checkout tells nobody whether an e-mail has an account.
 */
export async function queueCheckoutRegistration(
  tx: Tx,
  body: PlaceOrderInput,
  checked: Checked,
  registration: { orderId: number; passwordHash: string; pages: RegistrationPages },
) {
  const details = {
    firstName: checked.customer.firstName,
    lastName: checked.customer.lastName,
    phone: body.customer.phone || null,
    variant: checked.customer.isBusiness ? ('b2b' as const) : ('b2c' as const),
    newsletter: checked.consents.newsletter,
  };
  const { orderId, passwordHash, pages } = registration;
  await queueRegistration(tx, { email: body.customer.email, passwordHash, details, orderId }, pages);
}

/** The confirmation to the shopper, the notice to the shop, and the surveys consented to. */
export async function queueOrderJobs(
  tx: Tx,
  orderId: number,
  orderToken: string,
  consents: Checked['consents'],
) {
  await enqueueJobs(tx, [
    { kind: 'order-confirmation', payload: { orderId, orderToken } },
    { kind: 'shop-new-order', payload: { orderId } },
    ...(consents.heurekaSurvey
      ? [{ kind: 'purchase-report' as const, payload: { orderId, service: 'shop-certification' as const } }]
      : []),
    ...(consents.zboziSurvey
      ? [{ kind: 'purchase-report' as const, payload: { orderId, service: 'comparison-shopping' as const } }]
      : []),
  ]);
}
