import { createHash, createHmac } from 'node:crypto';
import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { keyFor } from '../../http/keys.ts';
import {
  type CurrencyCode,
  domainCode,
  errorCodes,
  type Locale,
  type Order,
  orderErrors,
  type PaymentKind,
  type PaymentStatus,
  placeOrderErrors,
} from '@shop/contract';
import { CZK, czechAccountToIban, spaydString, toMajor, toMinor } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { currencyDecimals } from '../settings/index.ts';
import { listPayments, paymentKinds } from '../payment/index.ts';
import { listShippers } from '../shipping/index.ts';
import { issueOrderInvoice } from './invoices.ts';
import { orderShopSettings } from './shop-settings.ts';
import { orderItems, orders } from './tables.ts';
import { orderExtrasOf } from './checkout-extras.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** SHA-256 (hex) of an order token: only the hash is stored. */
export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The order token of a cart: base64url HMAC-SHA256 of the cart token (43 characters). Derived, not
 * random, so placing the same cart again answers with the same token without storing it.
 */
export function orderTokenFor(secret: string, cartToken: string): string {
  return createHmac('sha256', keyFor(secret, 'order-token')).update(`order:${cartToken}`).digest('base64url');
}

async function findOne(db: Db | Tx, where: SQL, forUpdate: boolean): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(where);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderByToken(
  db: Db | Tx,
  token: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  return findOne(db, eq(orders.tokenHash, hashOrderToken(token)), opts.forUpdate ?? false);
}

export async function findOrderById(
  db: Db | Tx,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  return findOne(db, eq(orders.id, id), opts.forUpdate ?? false);
}

export async function findOrderByCode(db: Db | Tx, code: string): Promise<OrderRow | null> {
  return findOne(db, eq(orders.code, code), false);
}

export async function findOrderByCart(db: Db | Tx, cartId: number): Promise<OrderRow | null> {
  return findOne(db, eq(orders.cartId, cartId), false);
}

/** How an order of a payment method starts out paying. */
export function initialPaymentStatus(kind: PaymentKind): PaymentStatus {
  if (kind === 'bank_transfer') return 'awaiting_transfer';
  if (kind === 'cod') return 'on_delivery';
  return 'pending';
}

const PAYABLE: readonly PaymentStatus[] = ['pending', 'failed', 'cancelled', 'awaiting_transfer'];

/** An unpaid, live order whose payment can be (re)started, also with another method. */
export const canPay = (row: Pick<OrderRow, 'status' | 'paymentStatus'>) =>
  row.status === 'new' && PAYABLE.includes(row.paymentStatus);

const ORDER_WORD: Record<Locale, string> = { cs: 'Objednávka', sk: 'Objednávka', de: 'Bestellung' };

/**
 * The bank transfer of an unpaid order, for what it still owes (a part may have come already), or
 * null without a usable shop account.
 */
async function bankTransfer(db: Db | Tx, row: OrderRow, locale: Locale, decimals: number) {
  const due = row.totalWithTax - row.amountPaid;
  if (due <= 0) return null;
  const shop = await orderShopSettings(db);
  if (!shop.bankAccount) return null;
  let iban: string;
  let spayd: string;
  try {
    iban = czechAccountToIban(shop.bankAccount.accountNumber);
    spayd = spaydString({
      iban,
      bic: shop.bankAccount.bic,
      amount: due,
      currency: row.currencyCode as CurrencyCode,
      variableSymbol: row.code,
      message: `${ORDER_WORD[locale]} ${row.code}`,
      recipientName: shop.name ?? undefined,
    });
  } catch (e) {
    // A mistyped account in the settings must not make the order unreadable; no QR is shown.
    if (e instanceof RangeError) return null;
    throw e;
  }
  return {
    accountNumber: shop.bankAccount.accountNumber,
    iban,
    bic: shop.bankAccount.bic,
    variableSymbol: row.code,
    amount: toMajor(due, decimals),
    currencyCode: row.currencyCode as CurrencyCode,
    spayd,
  };
}

/** The order as the API shows it (contract Order, money in major units). */
export async function orderView(
  db: Db | Tx,
  row: OrderRow,
  locale: Locale,
  /** The order's lines when the caller has them (it just wrote them), else they are read. */
  knownItems?: OrderItemRow[],
): Promise<Order> {
  const decimals = await currencyDecimals(db, row.currencyCode);
  const items =
    knownItems ??
    (await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)));
  const major = (minor: number) => toMajor(minor, decimals);
  const kind = row.paymentKind;
  const unpaid = row.status === 'new' && row.paymentStatus !== 'paid';
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfilment: customerFulfilment(row.fulfilment),
    currencyCode: row.currencyCode as CurrencyCode,
    createdAt: row.createdAt.toISOString(),
    items: items.map((i) => ({
      id: i.id,
      kind: i.kind,
      productId: i.productId,
      variantId: i.variantId,
      name: i.productName,
      variantName: i.variantName,
      catalogCode: i.catalogCode,
      ean: i.ean,
      unit: i.unit,
      amount: i.amount,
      quantityDecimals: i.quantityDecimals,
      freePieces: i.freePieces,
      ...(i.creditsPaid > 0 ? { paidWithCredits: toMajor(i.creditsPaid, CZK.decimalPlaces) } : {}),
      prices: {
        unitWithTax: major(i.unitWithTax),
        unitWithoutTax: major(i.unitWithoutTax),
        totalWithTax: major(i.totalWithTax),
        totalWithoutTax: major(i.totalWithoutTax),
      },
    })),
    prices: {
      itemsWithTax: major(row.itemsWithTax),
      itemsWithoutTax: major(row.itemsWithoutTax),
      giftsWithTax: major(row.giftsWithTax),
      giftsWithoutTax: major(row.giftsWithoutTax),
      discountWithTax: major(row.discountWithTax),
      discountWithoutTax: major(row.discountWithoutTax),
      shipperPrice: major(row.shipperPriceWithTax),
      shipperPriceWithoutTax: major(row.shipperPriceWithoutTax),
      paymentPrice: major(row.paymentPriceWithTax),
      paymentPriceWithoutTax: major(row.paymentPriceWithoutTax),
      creditsUsed: major(row.creditsUsed),
      totalWithTax: major(row.totalWithTax),
      totalWithoutTax: major(row.totalWithoutTax),
    },
    couponCode: row.couponCode,
    customer: {
      name: row.customer.name,
      firstName: row.customer.firstName,
      lastName: row.customer.lastName,
      email: row.customer.email,
      phone: row.customer.phone,
      isBusiness: row.customer.isBusiness,
      businessName: row.customer.businessName,
      tin: row.customer.tin,
      vatin: row.customer.vatin,
      shippingName: row.customer.shippingName,
    },
    extras: orderExtrasOf(row),
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    branch: row.branch,
    shipper: { id: row.shipperId, code: row.shipperCode, name: row.shipperName },
    payment: { id: row.paymentId, code: row.paymentCode, name: row.paymentName, kind },
    deliveryTimeSlot: row.deliveryTimeSlot,
    expectedDeliveryDate: row.expectedDeliveryDate,
    attributes: { cartId: row.cartId, heurekaConsent: row.consents.heurekaSurvey },
    bankTransfer: kind === 'bank_transfer' && unpaid ? await bankTransfer(db, row, locale, decimals) : null,
    canPay: canPay(row),
  };
}

/**
 * Switch an unpaid order to another payment method: 422 unknownPayment / blockedPayment;
 * recomputes payment price and totals; sets payment_status by the new kind. Lock the row first
 * (findOrderBy… with forUpdate) so that a settlement cannot interleave.
 */
export async function changeOrderPayment(
  tx: Tx,
  row: OrderRow,
  paymentId: number,
  locale: Locale,
): Promise<OrderRow> {
  if (!canPay(row)) throw new HttpError(409, orderErrors.notPayable, 'paymentId', errorCodes.notPayable);
  const currency = row.currencyCode as CurrencyCode;
  const [payments, shippers, kinds, decimals] = await Promise.all([
    listPayments(tx as Db, currency, locale),
    listShippers(tx as Db, currency, locale, { includePersonal: true }),
    paymentKinds(tx, [paymentId]),
    currencyDecimals(tx, row.currencyCode),
  ]);
  const payment = payments.find((p) => p.id === paymentId);
  const kind = kinds.get(paymentId);
  if (!payment || !kind)
    throw new HttpError(
      422,
      placeOrderErrors.unknownPayment,
      'paymentId',
      domainCode('order', 'unknownPayment'),
    );
  // A shipper since removed from the list blocks nothing it did not block when it was chosen.
  const shipper = shippers.data.find((s) => s.id === row.shipperId);
  if (shipper?.blockedPayments.includes(paymentId)) {
    throw new HttpError(
      422,
      placeOrderErrors.blockedPayment,
      'paymentId',
      domainCode('order', 'blockedPayment'),
    );
  }
  const withTax = toMinor(payment.prices.priceWithTax, decimals);
  const withoutTax = toMinor(payment.prices.priceWithoutTax, decimals);
  const [updated] = await tx
    .update(orders)
    .set({
      paymentId,
      paymentKind: kind,
      paymentCode: payment.code,
      paymentName: payment.name,
      // Totals move by the difference of the surcharges; the rest of the order stays as placed.
      totalWithTax: sql`${orders.totalWithTax} - ${orders.paymentPriceWithTax} + ${withTax}`,
      totalWithoutTax: sql`${orders.totalWithoutTax} - ${orders.paymentPriceWithoutTax} + ${withoutTax}`,
      paymentPriceWithTax: withTax,
      paymentPriceWithoutTax: withoutTax,
      paymentStatus: initialPaymentStatus(kind),
    })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}

/** paid: status 'paid', payment_status 'paid', paid_at now; failed/cancelled: payment_status only, never undoing a paid order. */
export async function settleOrderPayment(
  tx: Tx,
  orderId: number,
  outcome: 'paid' | 'failed' | 'cancelled',
): Promise<void> {
  if (outcome === 'paid') {
    await tx
      .update(orders)
      .set({
        // Money that arrives for a cancelled order is recorded, but does not revive the order.
        status: sql`case when ${orders.status} = 'cancelled' then ${orders.status} else 'paid' end`,
        paymentStatus: 'paid',
        paidAt: sql`coalesce(${orders.paidAt}, now())`,
      })
      .where(eq(orders.id, orderId));
    await issueOrderInvoice(tx, orderId);
    return;
  }
  await tx
    .update(orders)
    .set({ paymentStatus: outcome })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, 'paid')));
}

/**
 * Where the goods are, as the shopper is told: accepted and packed are the shop's own steps, and
 * to the shopper the order is still on its way out.
 */
export const customerFulfilment = (f: OrderRow['fulfilment']): 'unshipped' | 'shipped' | 'delivered' =>
  f === 'accepted' || f === 'packed' ? 'unshipped' : f;
