import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  cartChangeResponse,
  cartResponse,
  errorResponse,
  placeOrderResponse,
  shippersResponse,
  type PlaceOrderBody,
  type Shipper,
} from '@shop/contract';
import { createCatalogTestApp, type CatalogTestApp } from './catalog-app.ts';
import { addBankTransfer, addCourier, BANK } from './shop-methods.ts';

/**
 * The order tests' shop, shared by their files (each file gets its own copy of the app). Fixture facts used here: variant 101 'Aloe gel 100 ml' 249 Kč (10 % off from 3 pieces, b2b
 * group 80 %), stock 12 in Praha and 3 at the supplier; 102 'Silikonový gel 50 ml' 329 Kč; 106
 * 'Posilovací guma Medium' 199 Kč with a 2+1 promotion; shipper 1 personal pick-up (free, blocks
 * cash on delivery), shipper 2 pickup points (79 Kč, free from 1 500 Kč); payments 1 card (0 Kč)
 * and 2 cash on delivery (39 Kč). A courier, a bank transfer and the shop's bank account are added.
 */
export let t: CatalogTestApp;
export let courierId: number;
export let bankTransferId: number;
export { BANK };

/**
 * The order tests' shop for the calling test file: made before its tests, removed after them.
 * A function rather than hooks at the module's top level: the test files share this module (Vitest
 * runs them without isolation), and each needs hooks of its own.
 */
export function useOrdersShop(): void {
  beforeAll(async () => {
    t = await createCatalogTestApp();
    const db = t.database.db;
    courierId = await addCourier(db);
    bankTransferId = await addBankTransfer(db);
  });
  afterAll(() => t.cleanup());
}

export const ALOE = 101;
export const SILK = 102;
export const BAND = 106;
/** Minor units of a major amount, for exact comparisons. */
export const m = (major: number) => Math.round(major * 100);

export type Headers = Record<string, string>;
export const withToken = (token: string | null, extra: Headers = {}) => ({
  ...(token ? { 'x-cart-token': token } : {}),
  ...extra,
});

export async function add(token: string | null, id: number, amount: number, extra: Headers = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: withToken(token, extra),
    payload: { id, amount },
  });
  expect(res.statusCode).toBe(200);
  return cartChangeResponse.parse(res.json());
}
export async function newCart(lines: [number, number][], extra: Headers = {}) {
  let token: string | null = null;
  for (const [id, amount] of lines) {
    const body = await add(token, id, amount, extra);
    token ??= body.meta.guestCartToken;
  }
  return token!;
}
export async function readCart(token: string | null, extra: Headers = {}) {
  const res = await t.app.inject({ url: '/api/v1/cart', headers: withToken(token, extra) });
  return cartResponse.parse(res.json()).data;
}

export const blankAddress = { street: '', city: '', postcode: '', countryCode: 'CZE' };
export const address = { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };

/** A guest's payload for a pickup point, billed to the point (no billing details). */
export function body(
  over: Omit<Partial<PlaceOrderBody>, 'customer'> & { customer?: Partial<PlaceOrderBody['customer']> } = {},
) {
  const { customer, ...rest } = over;
  return {
    shipperId: 2,
    shipperBranchId: 'CZ001',
    paymentId: 1,
    deliveryTimeSlot: null,
    terms: true,
    billingAddress: blankAddress,
    shippingAddress: blankAddress,
    ...rest,
    customer: {
      name: 'Jan Novák',
      firstName: 'Jan',
      lastName: 'Novák',
      email: 'jan.novak@example.cz',
      phone: '+420 777 123 456',
      ...customer,
    },
  };
}
export const courierBody = (over: Parameters<typeof body>[0] = {}) =>
  body({ shipperId: courierId, shipperBranchId: null, billingAddress: address, ...over });

export function place(token: string | null, payload: unknown, extra: Headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: withToken(token, extra),
    payload: payload as Record<string, unknown>,
  });
}
export async function placed(token: string, payload: unknown, extra: Headers = {}) {
  const res = await place(token, payload, extra);
  expect(res.statusCode, res.body).toBe(200);
  return placeOrderResponse.parse(res.json());
}
export async function refused(token: string | null, payload: unknown, status = 422, extra: Headers = {}) {
  const res = await place(token, payload, extra);
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(res.json()).errors;
}

export async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
export async function stockOf(variantId: number) {
  return rows<{ warehouse_id: number; quantity: number }>(
    sql`select warehouse_id, quantity from inventory.stock where variant_id = ${variantId} order by warehouse_id`,
  );
}
export async function shipperList(extra: Headers = {}): Promise<Shipper[]> {
  return shippersResponse.parse((await t.app.inject({ url: '/api/v1/shippers', headers: extra })).json())
    .data;
}
