import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderResponse,
  cartChangeResponse,
  cartResponse,
  product as storeProduct,
  taxDocumentsResponse,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { settleOrderPayment } from '../src/modules/order/service.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

/**
 * Metric goods: variant 101 ('Aloe gel 100 ml', 249 Kč in the fixture) is sold here by the tenth of
 * a metre (quantity decimals 1, at least 1 m, at most 20 m): amounts are tenths, prices per metre.
 */
let t: CatalogTestApp;
const METRIC = 101;
const PIECES = 102;
const PER_METRE = 249;

type Headers = Record<string, string>;
const add = (headers: Headers, amount: unknown, id = METRIC) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers, payload: { id, amount } });
async function cartOf(token: string) {
  const res = await t.app.inject({ url: '/api/v1/cart', headers: { 'x-cart-token': token } });
  expect(res.statusCode).toBe(200);
  return cartResponse.parse(res.json()).data;
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  await t.database.db.execute(
    sql`update catalog.variants set quantity_decimals = 1, amount_min = 10, amount_max = 200, check_stock = false
         where id = ${METRIC}`,
  );
  await t.database.db.execute(
    sql`update catalog.products set unit = 'bm' where id = (select product_id from catalog.variants where id = ${METRIC})`,
  );
  // Volume prices would blur the arithmetic: prices here are the plain price per metre.
  await t.database.db.execute(
    sql`delete from catalog.quantity_prices where price_id in (select id from catalog.prices where variant_id = ${METRIC})`,
  );
});
afterAll(() => t.cleanup());

describe('metric goods in the cart', () => {
  it('adds 1,5 bm as the amount 15 and prices it per metre', async () => {
    const res = await add({}, 15);
    expect(res.statusCode, res.body).toBe(200);
    const change = cartChangeResponse.parse(res.json());
    const cart = await cartOf(change.meta.guestCartToken!);
    const line = cart.items.find((i) => i.variantId === METRIC)!;
    expect(line.amount).toBe(15);
    expect(line.variant.unit).toBe('bm');
    expect(line.availability.quantityDecimals).toBe(1);
    expect(line.prices.unitWithTax).toBe(PER_METRE);
    expect(line.prices.totalWithTax).toBe(373.5); // 249 × 1,5
    expect(cart.prices.itemsWithTax).toBe(373.5);
    // A metric line counts as one item, not as fifteen tenths.
    expect(cart.itemCount).toBe(1);
  });

  it('totals metric and piece lines together, each rounded per line', async () => {
    const first = cartChangeResponse.parse((await add({}, 13)).json());
    const token = first.meta.guestCartToken!;
    expect((await add({ 'x-cart-token': token }, 2, PIECES)).statusCode).toBe(200);
    const cart = await cartOf(token);
    const metric = cart.items.find((i) => i.variantId === METRIC)!;
    const pieces = cart.items.find((i) => i.variantId === PIECES)!;
    expect(metric.prices.totalWithTax).toBe(323.7); // 249 × 1,3
    expect(cart.prices.itemsWithTax).toBe(323.7 + pieces.prices.unitWithTax * 2);
    expect(cart.itemCount).toBe(3);
  });

  it('refuses 1,55 bm: the amount 15.5 is no whole tenth', async () => {
    const res = await add({}, 15.5);
    expect(res.statusCode).toBe(400);
  });

  it('refuses amounts that are no amounts', async () => {
    for (const amount of [0, -10, '1,5', null]) {
      expect((await add({}, amount)).statusCode, String(amount)).toBe(400);
    }
  });

  it('keeps an amount below the minimum at the minimum (1 bm) and says by how much it changed', async () => {
    const change = cartChangeResponse.parse((await add({}, 5)).json());
    expect(change.data.changedAmount).toBe(5);
    const cart = await cartOf(change.meta.guestCartToken!);
    expect(cart.items.find((i) => i.variantId === METRIC)!.amount).toBe(10);
  });

  it('keeps an amount above the maximum at the maximum (20 bm)', async () => {
    const change = cartChangeResponse.parse((await add({}, 250)).json());
    const cart = await cartOf(change.meta.guestCartToken!);
    expect(cart.items.find((i) => i.variantId === METRIC)!.amount).toBe(200);
    expect(cart.items.find((i) => i.variantId === METRIC)!.prices.totalWithTax).toBe(4980);
  });

  it('changes a line to 2,5 bm with PATCH', async () => {
    const change = cartChangeResponse.parse((await add({}, 15)).json());
    const token = change.meta.guestCartToken!;
    const line = (await cartOf(token)).items[0]!;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      headers: { 'x-cart-token': token },
      payload: { amount: 25 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await cartOf(token)).items[0]!.prices.totalWithTax).toBe(622.5);
  });
});

describe('metric goods in the catalogue', () => {
  it('serves the decimals and the minimum in tenths, with the price per metre', async () => {
    const product = await t.app.inject({
      url: `/api/v1/products/${await productIdOf(METRIC)}?include=variants`,
    });
    expect(product.statusCode, product.body).toBe(200);
    const body = storeProduct.parse(product.json());
    const variant = body.variants.find((v) => v.id === METRIC)!;
    expect(body.unit).toBe('bm');
    expect(variant.availability).toMatchObject({ quantityDecimals: 1, amountMin: 10, amountMax: 200 });
    expect(variant.prices.unitWithTax).toBe(PER_METRE);
    // The variant's totals are of one amount: a tenth of a metre.
    expect(variant.prices.totalWithTax).toBe(24.9);
  });
});

async function productIdOf(variantId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select product_id as id from catalog.variants where id = ${variantId}`,
  );
  return row!.id;
}

/** A PDF's text, whitespace collapsed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

describe('metric goods after the order: CSV, back office and tax documents', () => {
  // 1,5 bm is stored as the amount 15; every place that shows it says 1,5.
  let orderId: number;
  let shopper: Record<string, string>;
  let desk: Record<string, string>;
  beforeAll(async () => {
    shopper = await registerCustomer(t, { emailPrefix: 'metry' });
    desk = bearer(await operatorApiKey(t.database.db, ['orders']));
    const order = await placeCustomerOrder(t.app, shopper, [[METRIC, 15]], { paymentId: 2 });
    orderId = order.id;
  });

  it("exports the customer's items as CSV with the amount in metres", async () => {
    const res = await t.app.inject({ url: `/api/v1/user/orders/${orderId}/items/export`, headers: shopper });
    expect(res.statusCode, res.body).toBe(200);
    const [, line] = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(line!.split(';')[3]).toBe('1,5');
  });

  it('gives the back office the amount with its decimals', async () => {
    const res = await t.app.inject({ url: `/api/admin/v1/orders/${orderId}`, headers: desk });
    expect(res.statusCode, res.body).toBe(200);
    const line = adminOrderResponse.parse(res.json()).data.lines.find((l) => l.variantId === METRIC)!;
    expect(line).toMatchObject({ amount: 15, quantityDecimals: 1, unit: 'bm' });
  });

  it('stores the decimals in the invoice, whose PDF says 1,5 bm', async () => {
    await t.database.db.transaction((tx) => settleOrderPayment(tx, orderId, 'paid'));
    const res = await t.app.inject({ url: `/api/admin/v1/orders/${orderId}/documents`, headers: desk });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = taxDocumentsResponse.parse(res.json()).data;
    const pdf = await t.app.inject({ url: `/api/admin/v1/documents/${invoice!.id}.pdf`, headers: desk });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // Amount, then the price per metre without VAT (249 Kč with 21 % VAT).
    expect(text).toMatch(/ 1,5 bm 205,79 Kč 21 % /);
    expect(text).not.toContain('15 bm');
  });
});
