import path from 'node:path';
import { and, count, desc, eq, inArray, sum } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import { formatQuantity, toMajor } from '@shop/rules';
import type { CurrencyCode, Locale, Order, UserOrdersResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { buildProductsOfVariants } from '../catalog/index.ts';
import { readOriginal } from '../media/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import { canPay, customerFulfilment, type OrderRow } from './service.ts';
import { orderItems, orders } from './tables.ts';

/** A customer's own orders: the account area's list, one order, and its exports. */

export async function listCustomerOrders(
  db: Db,
  accountId: number,
  page: number,
  perPage: number,
): Promise<UserOrdersResponse> {
  const mine = eq(orders.customerId, accountId);
  const [rows, [counted]] = [
    await db
      .select({
        id: orders.id,
        code: orders.code,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        fulfilment: orders.fulfilment,
        createdAt: orders.createdAt,
        currencyCode: orders.currencyCode,
        totalWithTax: orders.totalWithTax,
      })
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    await db.select({ total: count() }).from(orders).where(mine),
  ];
  const total = counted?.total ?? 0;
  const pieces = new Map(
    rows.length === 0
      ? []
      : (
          await db
            .select({ orderId: orderItems.orderId, pieces: sum(orderItems.amount).mapWith(Number) })
            .from(orderItems)
            .where(
              and(
                inArray(
                  orderItems.orderId,
                  rows.map((r) => r.id),
                ),
                eq(orderItems.kind, 'item'),
              ),
            )
            .groupBy(orderItems.orderId)
        ).map((r) => [r.orderId, r.pieces]),
  );
  const decimals = new Map<string, number>();
  for (const code of new Set(rows.map((r) => r.currencyCode)))
    decimals.set(code, await currencyDecimals(db, code));
  return {
    data: rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      paymentStatus: r.paymentStatus,
      fulfilment: customerFulfilment(r.fulfilment),
      createdAt: r.createdAt.toISOString(),
      currencyCode: r.currencyCode as CurrencyCode,
      totalWithTax: toMajor(r.totalWithTax, decimals.get(r.currencyCode) ?? 2),
      pieces: pieces.get(r.id) ?? 0,
      canPay: canPay(r),
    })),
    meta: { pagination: { total, page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) } },
  };
}

/** One of the customer's orders by id or code; another customer's (or none) is null. */
export async function findCustomerOrder(
  db: Db,
  accountId: number,
  by: { id: number } | { code: string },
): Promise<OrderRow | null> {
  const which = 'id' in by ? eq(orders.id, by.id) : eq(orders.code, by.code);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(which, eq(orders.customerId, accountId)));
  return row ?? null;
}

/**
 * The order's items as CSV for a spreadsheet: code, name, EAN, amount, unit price with and
 * without VAT. Semicolons and a byte-order mark, as Czech spreadsheets open CSV.
 */
export function orderItemsCsv(order: Order): string {
  const rows = order.items.map((i) => [
    i.catalogCode,
    i.variantName && i.variantName !== i.name ? `${i.name} – ${i.variantName}` : i.name,
    i.ean ?? '',
    // In the shown unit: 1,5 for one and a half metres (the amount 15).
    formatQuantity(i.amount, i.quantityDecimals, ''),
    czechNumber(i.prices.unitWithTax),
    czechNumber(i.prices.unitWithoutTax),
  ]);
  return (
    '\ufeff' +
    stringify([['Kód', 'Název', 'EAN', 'Množství', 'Cena za kus s DPH', 'Cena za kus bez DPH'], ...rows], {
      delimiter: ';',
      record_delimiter: '\r\n',
    })
  );
}

const czechNumber = (n: number) => String(n).replace('.', ',');

/**
 * A ZIP of the pictures of the order's items as the catalogue shows them now (an item whose
 * product is gone or has no picture is left out), each named by the item's code.
 */
export async function orderItemsImagesZip(
  db: Db,
  dataDir: string,
  row: OrderRow,
  locale: Locale,
): Promise<Uint8Array> {
  const items = await db
    .select({ variantId: orderItems.variantId, code: orderItems.catalogCode })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id));
  const { products } = await buildProductsOfVariants(
    db,
    items.map((i) => i.variantId),
    { currency: row.currencyCode as CurrencyCode, variant: 'b2c', groups: [] },
    locale,
  );
  const pictures = new Map<number, string>();
  for (const p of products.values()) {
    for (const v of p.variants) if (v.mainImage) pictures.set(v.id, v.mainImage.path);
  }
  const files: Record<string, Uint8Array> = {};
  for (const item of items) {
    const picture = pictures.get(item.variantId);
    const bytes = picture ? await readOriginal(dataDir, picture) : null;
    if (!bytes || !picture) continue;
    const name = `${item.code.replace(/[^\w.-]+/g, '_')}${path.extname(picture) || '.jpg'}`;
    files[name] = bytes;
  }
  // Pictures are compressed already.
  return zipSync(files, { level: 0 });
}
