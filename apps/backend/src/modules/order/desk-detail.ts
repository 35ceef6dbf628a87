import { asc, eq } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderLine, AdminOrderTimelineEntry, CurrencyCode } from '@shop/contract';
import { nextOrderStates, orderStateLabels, toMajor, type OrderState } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { auditTrailOf } from '../operator/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import { orderSituationOf, orderStateOf } from './desk-state.ts';
import { isPersonalPickup } from './fulfilment.ts';
import { lineVatRate } from './line-vat-rate.ts';
import { orderEmailsOf } from './order-emails.ts';
import type { OrderItemRow, OrderRow } from './service.ts';
import { orderItems, orderPayments } from './tables.ts';
import { amountDueOf } from './payment-state.ts';
import { orderExtrasOf } from './checkout-extras.ts';

/** The order's own dates on its timeline. */
const DATE_TITLES = {
  createdAt: 'Objednávka vytvořena',
  paidAt: 'Objednávka zaplacena',
  acceptedAt: 'Objednávka přijata',
  packedAt: 'Objednávka zabalena',
  shippedAt: 'Objednávka odeslána',
  deliveredAt: 'Objednávka doručena',
  cancelledAt: 'Objednávka zrušena',
} as const;

/** How the timeline names an audited change of the order. */
function auditTitle(action: string, after: unknown): string {
  const state = (after as { state?: OrderState } | null)?.state;
  if (action === 'order.transition' && state && state in orderStateLabels) {
    return `Stav změněn na „${orderStateLabels[state]}“`;
  }
  if (action === 'order.update') return 'Upraveny adresy nebo poznámky';
  if (action === 'order.status') return 'Stav změněn';
  if (action === 'order.payment') return 'Zapsána platba';
  if (action === 'order.refund') {
    // Each card refund is two rows: asked of the gateway, then done or failed.
    const status = (after as { status?: string } | null)?.status;
    if (status === 'done') return 'Peníze vráceny na kartu';
    if (status === 'failed') return 'Vrácení peněz na kartu se nezdařilo';
    return 'Vyžádáno vrácení peněz na kartu';
  }
  return action;
}

/** The order's dates and the audit log's rows of it, oldest first (its own date first at a tie). */
async function timelineOf(db: Db | Tx, row: OrderRow): Promise<AdminOrderTimelineEntry[]> {
  const own: AdminOrderTimelineEntry[] = (Object.keys(DATE_TITLES) as (keyof typeof DATE_TITLES)[]).flatMap(
    (key) => {
      const at = row[key];
      return at
        ? [
            {
              at: at.toISOString(),
              source: 'order' as const,
              action: `order.${key.replace(/At$/, '')}`,
              title: DATE_TITLES[key],
              actor: null,
              before: null,
              after: null,
            },
          ]
        : [];
    },
  );
  const audited: AdminOrderTimelineEntry[] = (await auditTrailOf(db, 'order', row.id)).map((e) => ({
    at: e.at,
    source: 'audit',
    action: e.action,
    title: auditTitle(e.action, e.after),
    actor: e.actor,
    before: e.before,
    after: e.after,
  }));
  // A stable sort keeps the order's own date before the audited change of the same moment.
  return [...own, ...audited].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Everything the order desk shows of an order. */
export async function deskOrderDetail(db: Db | Tx, row: OrderRow): Promise<AdminOrderDetail> {
  const [decimals, items, payments, emails, timeline, personalPickup] = await Promise.all([
    currencyDecimals(db, row.currencyCode),
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, row.id))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id)),
    orderEmailsOf(db, row.id),
    timelineOf(db, row),
    isPersonalPickup(db, row),
  ]);
  const major = (minor: number) => toMajor(minor, decimals);
  const line = (i: OrderItemRow): AdminOrderLine => ({
    id: i.id,
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
    vatRate: lineVatRate(i),
    unitWithTax: major(i.unitWithTax),
    unitWithoutTax: major(i.unitWithoutTax),
    totalWithTax: major(i.totalWithTax),
    totalWithoutTax: major(i.totalWithoutTax),
  });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const state = orderStateOf(row);
  const c = row.customer;
  return {
    id: row.id,
    code: row.code,
    locale: row.locale,
    currencyCode: row.currencyCode as CurrencyCode,
    state,
    nextStates: nextOrderStates(orderSituationOf(row, personalPickup)),
    editable: state !== 'shipped' && state !== 'delivered' && state !== 'cancelled',
    status: row.status,
    paymentStatus: row.paymentStatus,
    fulfilment: row.fulfilment,
    dates: {
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
      acceptedAt: iso(row.acceptedAt),
      packedAt: iso(row.packedAt),
      shippedAt: iso(row.shippedAt),
      deliveredAt: iso(row.deliveredAt),
      cancelledAt: iso(row.cancelledAt),
    },
    lines: items.filter((i) => i.kind === 'item').map(line),
    gifts: items.filter((i) => i.kind === 'gift').map(line),
    totals: {
      itemsWithTax: major(row.itemsWithTax),
      itemsWithoutTax: major(row.itemsWithoutTax),
      giftsWithTax: major(row.giftsWithTax),
      giftsWithoutTax: major(row.giftsWithoutTax),
      discountWithTax: major(row.discountWithTax),
      discountWithoutTax: major(row.discountWithoutTax),
      shippingWithTax: major(row.shipperPriceWithTax),
      shippingWithoutTax: major(row.shipperPriceWithoutTax),
      paymentWithTax: major(row.paymentPriceWithTax),
      paymentWithoutTax: major(row.paymentPriceWithoutTax),
      creditsUsed: major(row.creditsUsed),
      totalWithTax: major(row.totalWithTax),
      totalWithoutTax: major(row.totalWithoutTax),
      amountPaid: major(row.amountPaid),
      amountDue: major(amountDueOf(row)),
    },
    couponCode: row.couponCode,
    customer: {
      customerId: row.customerId,
      name: c.name,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      isBusiness: c.isBusiness,
      businessName: c.businessName,
      tin: c.tin,
      vatin: c.vatin,
      vatinsvk: c.vatinsvk ?? null,
      shippingName: c.shippingName,
      shippingBusinessName: c.shippingBusinessName ?? null,
      shippingPhone: c.shippingPhone ?? null,
    },
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    hasCustomShippingAddress: row.hasCustomShippingAddress,
    note: row.note,
    noteForShipper: row.noteForShipper,
    customOrderNumber: row.customOrderNumber,
    extras: orderExtrasOf(row),
    shipper: { id: row.shipperId, code: row.shipperCode, name: row.shipperName },
    branch: row.branch,
    deliveryTimeSlot: row.deliveryTimeSlot,
    expectedDeliveryDate: row.expectedDeliveryDate,
    trackingNumber: row.trackingNumber,
    payment: { id: row.paymentId, code: row.paymentCode, name: row.paymentName, kind: row.paymentKind },
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      source: p.source,
      reference: p.reference,
      amount: major(p.amount),
      currencyCode: p.currencyCode,
      paidOn: p.paidOn,
      note: p.note,
      recordedBy: p.recordedBy,
      createdAt: p.createdAt.toISOString(),
    })),
    emails: emails.map((e) => ({
      id: e.id,
      kind: e.kind,
      recipient: e.recipient,
      subject: e.subject,
      sentAt: e.sentAt.toISOString(),
    })),
    timeline,
  };
}
