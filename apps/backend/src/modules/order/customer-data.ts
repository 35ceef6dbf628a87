import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { toMajor } from '@shop/rules';
import type { ExportedOrder } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { currencyDecimals } from '../settings/index.ts';
import { orderEmails, orderItems, orders, type OrderAddress, type OrderCustomer } from './tables.ts';

/** A customer's orders with their items as the customer's data export holds them, oldest first. */
export async function customerOrdersExport(db: Db, accountId: number): Promise<ExportedOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.customerId, accountId)).orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const decimals = new Map<string, number>();
  for (const code of new Set(rows.map((r) => r.currencyCode)))
    decimals.set(code, await currencyDecimals(db, code));
  return rows.map((r) => {
    const major = (minor: number) => toMajor(minor, decimals.get(r.currencyCode) ?? 2);
    return {
      id: r.id,
      code: r.code,
      createdAt: r.createdAt.toISOString(),
      status: r.status,
      paymentStatus: r.paymentStatus,
      fulfilment: r.fulfilment,
      currencyCode: r.currencyCode,
      totalWithTax: major(r.totalWithTax),
      shipper: r.shipperName,
      payment: r.paymentName,
      customer: { ...r.customer },
      billingAddress: { ...r.billingAddress },
      shippingAddress: { ...r.shippingAddress },
      note: r.note,
      items: items
        .filter((i) => i.orderId === r.id)
        .map((i) => ({
          kind: i.kind,
          name: i.productName,
          variantName: i.variantName,
          catalogCode: i.catalogCode,
          amount: i.amount,
          unitWithTax: major(i.unitWithTax),
          totalWithTax: major(i.totalWithTax),
        })),
    };
  });
}

/** What is left of the buyer on an order of a deleted account: whether it was a company, and its IČO and DIČ. */
const anonymous = (c: OrderCustomer): OrderCustomer => ({
  ...c,
  name: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  shippingName: '',
  shippingBusinessName: null,
  shippingPhone: null,
});
/** An address keeps its country only (the VAT of the sale follows it). */
const countryOnly = (a: OrderAddress): OrderAddress => ({
  street: '',
  city: '',
  postcode: '',
  countryCode: a.countryCode,
});

/**
 * A deleted account's orders, and the guest orders placed with its e-mail, stay for the accounts
 * without the buyer's personal data: names, e-mail (also as the recipient of the e-mails sent
 * about them), phone numbers, addresses and notes go, and the order no longer leads to the account.
 * How many orders it touched.
 */
export async function anonymiseCustomerOrders(tx: Tx, accountId: number, email: string): Promise<number> {
  const rows = await tx
    .select({
      id: orders.id,
      customer: orders.customer,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(or(eq(orders.customerId, accountId), eq(sql`lower(${orders.email})`, email.toLowerCase())))
    .for('update');
  for (const r of rows) {
    await tx
      .update(orders)
      .set({
        customerId: null,
        email: '',
        customer: anonymous(r.customer),
        billingAddress: countryOnly(r.billingAddress),
        shippingAddress: countryOnly(r.shippingAddress),
        note: null,
        noteForShipper: null,
        anonymisedAt: sql`now()`,
      })
      .where(eq(orders.id, r.id));
  }
  // The record of the e-mails sent about them keeps what they were, not to whom.
  if (rows.length > 0) {
    await tx
      .update(orderEmails)
      .set({ recipient: '' })
      .where(
        inArray(
          orderEmails.orderId,
          rows.map((r) => r.id),
        ),
      );
  }
  return rows.length;
}

/**
 * The order placed with a registration joins the account its link created: a guest order still
 * (an order once another's stays theirs).
 */
export async function claimRegisteredOrder(db: Db, orderId: number | null, accountId: number): Promise<void> {
  if (orderId === null) return;
  await db
    .update(orders)
    .set({ customerId: accountId })
    .where(and(eq(orders.id, orderId), isNull(orders.customerId)));
}
