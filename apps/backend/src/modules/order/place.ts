import { sql } from 'drizzle-orm';
import { errorCodes, placeOrderErrors, type Locale } from '@shop/contract';
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
  lockCart,
  markCartOrdered,
  useCoupon,
} from '../cart/index.ts';
import {
  creditMessages,
  hashPassword,
  lockedCreditBalance,
  normaliseEmail,
  queueRegistration,
  recordCreditSpend,
  type RegistrationPages,
} from '../customer/index.ts';
import { lockStock, type StockLine, StockShortage } from '../inventory/index.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { isFunctionOn, listCurrencies } from '../settings/index.ts';
import { orderLines } from './order-lines.ts';
import { checkPayload, registrationOf, type PlaceOrderInput } from './payload-check.ts';
import { PlaceOrderRefused, refuse, type Problem } from './refusal.ts';
import {
  findOrderByCart,
  hashOrderToken,
  initialPaymentStatus,
  orderTokenFor,
  type OrderItemRow,
  type OrderRow,
} from './service.ts';
import { orderItems, orders } from './tables.ts';

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
  /** Where a registration's mail links lead. */
  registrationPages: RegistrationPages;
  /** Derives the order token (orderTokenOf). */
  secret: string;
}

/** What the order token is derived from: the guest's cart token, or a customer's cart. */
export const orderTokenKey = (owner: CartOwner, cartId: number) =>
  owner.accountId !== null ? `customer-cart:${cartId}` : owner.token!;

/** The order placed, with its lines when this call wrote them (null: an earlier call placed it). */
export interface PlacedOrder {
  row: OrderRow;
  items: OrderItemRow[] | null;
}

/**
 * POST /api/v1/cart/place: turns the token's cart into an order in one transaction, or refuses
 * with every reason (PlaceOrderRefused, HttpError). Placing a cart that already became an order
 * answers with that order, however many calls race.
 */
export async function placeOrder(db: Db, req: PlaceOrderRequest): Promise<PlacedOrder> {
  const registration = registrationOf(req.body);
  // argon2 is slow on purpose: it runs before the transaction, so that no lock waits for it. A
  // logged-in shopper has an account already.
  const passwordHash =
    registration.password !== null && req.owner.accountId === null
      ? await hashPassword(registration.password)
      : null;
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

/**
 * The order in one transaction. With a password hash, the order is a guest's and the registration
 * waits for its e-mail: the link creates the account and the order joins it, and an e-mail that
 * has an account gets a new-password link instead. So a checkout tells nobody whether an e-mail has
 * an account.
 */
async function placeInTransaction(
  tx: Tx,
  req: PlaceOrderRequest,
  registrationErrors: Problem[],
  passwordHash: string | null,
): Promise<PlacedOrder> {
  const { body, ctx, locale } = req;
  const locked = await lockCart(tx, req.owner);
  if (!locked) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  if (locked.orderedAt) {
    const existing = await findOrderByCart(tx, locked.id);
    if (existing) return { row: existing, items: null };
    throw refuse(422, 'items', placeOrderErrors.emptyCart);
  }

  // Sold out is decided first, on the stock rows locked in a fixed order: a shopper who lost the
  // last piece to a concurrent order hears that, not that the line cannot be bought.
  const stored = locked.stored.lines;
  if (stored.length === 0) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  const stock = await lockStock(
    tx,
    await stockCheckedVariantIds(tx, [...stored.map((l) => l.variantId), ...locked.giftVariantIds]),
  );
  stock.check(stored.map((l, i) => ({ variantId: l.variantId, amount: l.amount, field: `items.${i}` })));

  // The server's prices, for the request's currency and verified groups; nothing from the body.
  const { cart, products } = await loadCart(tx, locked, ctx, locale);
  if (cart.removedItems.length > 0) throw refuse(422, 'items', placeOrderErrors.notShoppable);
  if (cart.items.length === 0) throw refuse(422, 'items', placeOrderErrors.emptyCart);
  const couponCode = locked.stored.couponCode;
  if (couponCode && !cart.couponCode) {
    // The coupon ran out or expired since it was entered: never place at prices the shopper did not see.
    const reason = couponProblem(await findCoupon(tx, couponCode), new Date(), ctx.currency);
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

  // Loyalty credits (already off the cart's total) and the credit prices of the lines bought with
  // them are spent from the customer's balance here, in this transaction, with the account locked:
  // never more than the balance holds now, so two orders at once cannot spend the same credits.
  const creditsUsed = minor(cart.prices.creditsWithTax);
  const creditsSpent = creditsUsed + toMinor(cart.prices.itemCredits, CZK.decimalPlaces);
  if (creditsSpent > 0) {
    if (req.owner.accountId === null || !(await isFunctionOn(tx as Db, 'loyalty_credits'))) {
      throw refuse(409, 'credits', creditMessages.off);
    }
    if ((await lockedCreditBalance(tx, req.owner.accountId)) < creditsSpent) {
      throw refuse(409, 'credits', placeOrderErrors.creditsChanged);
    }
  }
  const { shipper, payment } = checked;
  const shipperWithTax = minor(shipper.prices.priceWithTax);
  const shipperWithoutTax = minor(shipper.prices.priceWithoutTax);
  const paymentWithTax = minor(payment.prices.priceWithTax);
  const paymentWithoutTax = minor(payment.prices.priceWithoutTax);
  // The year's two digits and the next number, at least six digits wide, drawn in the insert.
  const code = sql`${zonedDateTime(new Date()).date.slice(2, 4)} || (
    select lpad(n, greatest(length(n), 6), '0') from (select nextval('orders.order_code_seq')::text as n) seq)`;

  const orderToken = orderTokenFor(req.secret, orderTokenKey(req.owner, locked.id));
  const [order] = await tx
    .insert(orders)
    .values({
      code,
      tokenHash: hashOrderToken(orderToken),
      cartId: locked.id,
      customerId: req.owner.accountId,
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
      creditsUsed,
      // Items after discounts, less the coupon, plus gifts (the cart's total), shipping and payment.
      totalWithTax: minor(cart.prices.totalWithTax) + shipperWithTax + paymentWithTax,
      totalWithoutTax: minor(cart.prices.totalWithoutTax) + shipperWithoutTax + paymentWithoutTax,
    })
    .returning();
  if (creditsSpent > 0) {
    await recordCreditSpend(tx, req.owner.accountId!, creditsSpent, order!.id, `Objednávka ${order!.code}`);
  }

  const items = await tx
    .insert(orderItems)
    .values(orderLines(order!.id, cart, products, minor))
    .returning();

  const lines: StockLine[] = [
    ...cart.items.map((i, index) => ({ variantId: i.variantId, amount: i.amount, field: `items.${index}` })),
    ...cart.gifts.map((g, index) => ({ variantId: g.variantId, amount: 1, field: `gifts.${index}` })),
  ];
  await stock.take(order!.id, lines);
  if (cart.couponCode) await useCoupon(tx, cart.couponCode);
  await markCartOrdered(tx, locked.id);

  const orderId = order!.id;
  if (passwordHash !== null) {
    const details = {
      firstName: checked.customer.firstName,
      lastName: checked.customer.lastName,
      phone: body.customer.phone || null,
      variant: checked.customer.isBusiness ? ('b2b' as const) : ('b2c' as const),
      newsletter: checked.consents.newsletter,
    };
    const pages = req.registrationPages;
    await queueRegistration(tx, { email: body.customer.email, passwordHash, details, orderId }, pages);
  }
  await enqueueJobs(tx, [
    { kind: 'order-confirmation', payload: { orderId, orderToken } },
    { kind: 'shop-new-order', payload: { orderId } },
    ...(checked.consents.heurekaSurvey
      ? [{ kind: 'purchase-report' as const, payload: { orderId, service: 'shop-certification' as const } }]
      : []),
    ...(checked.consents.zboziSurvey
      ? [{ kind: 'purchase-report' as const, payload: { orderId, service: 'comparison-shopping' as const } }]
      : []),
  ]);
  // Listed as the order's page reads them: in the order they were written.
  return { row: order!, items: items.sort((a, b) => a.id - b.id) };
}
