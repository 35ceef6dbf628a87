import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { customerFulfilment, hashOrderToken } from './service.ts';
import { orderItems, orders } from './tables.ts';

/** An order as customer service sees it: whose, where the goods are, and its lines. */
export interface ServiceOrderRow {
  id: number;
  code: string;
  email: string;
  /** The customer account that placed it, or null for a guest's order. */
  customerId: number | null;
  customerName: string;
  locale: string;
  cancelled: boolean;
  fulfilment: 'unshipped' | 'shipped' | 'delivered';
  deliveredAt: Date | null;
  items: {
    id: number;
    productId: number;
    variantId: number;
    name: string;
    variantName: string;
    catalogCode: string;
    amount: number;
  }[];
}

/**
 * The order with this code whose e-mail is this one (compared trimmed and case-insensitively), or
 * null: a wrong e-mail and a missing order look the same. An order whose customer data were deleted
 * is not found. Order gifts are left out: they are not the customer's purchase to return.
 */
export function findServiceOrder(db: Db | Tx, code: string, email: string): Promise<ServiceOrderRow | null> {
  return findOne(
    db,
    and(eq(orders.code, code.trim()), eq(sql`lower(${orders.email})`, email.trim().toLowerCase()))!,
  );
}

/** The order of this order token (its secret link), or null; as findServiceOrder. */
export function findServiceOrderByToken(db: Db | Tx, token: string): Promise<ServiceOrderRow | null> {
  return findOne(db, eq(orders.tokenHash, hashOrderToken(token.trim())));
}

/** The order with this code placed by this customer account, or null; as findServiceOrder. */
export function findCustomerServiceOrder(
  db: Db | Tx,
  code: string,
  customerId: number,
): Promise<ServiceOrderRow | null> {
  return findOne(db, and(eq(orders.code, code.trim()), eq(orders.customerId, customerId))!);
}

async function findOne(db: Db | Tx, where: SQL): Promise<ServiceOrderRow | null> {
  const [row] = await db
    .select({
      id: orders.id,
      code: orders.code,
      email: orders.email,
      customerId: orders.customerId,
      customer: orders.customer,
      locale: orders.locale,
      status: orders.status,
      fulfilment: orders.fulfilment,
      deliveredAt: orders.deliveredAt,
      anonymisedAt: orders.anonymisedAt,
    })
    .from(orders)
    .where(where);
  if (!row || row.anonymisedAt) return null;
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      name: orderItems.productName,
      variantName: orderItems.variantName,
      catalogCode: orderItems.catalogCode,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, row.id), eq(orderItems.kind, 'item')))
    .orderBy(asc(orderItems.id));
  return {
    id: row.id,
    code: row.code,
    email: row.email,
    customerId: row.customerId,
    customerName: row.customer.name,
    locale: row.locale,
    cancelled: row.status === 'cancelled',
    fulfilment: customerFulfilment(row.fulfilment),
    deliveredAt: row.deliveredAt,
    items,
  };
}
