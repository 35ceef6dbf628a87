import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, catalogProductResponse, placeOrderResponse } from '@shop/contract';
import { guestPickupOrder } from './support/guest-order.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

// How many statements one add to the cart, and placing an order, send, counted on the real database.
const statements: string[] = [];
let counting = false;
let t: CatalogTestApp;
let variantIds: number[];
beforeAll(async () => {
  // Transaction control (begin, commit) is not a read or a write of its own; some drivers log it.
  const control = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
  t = await createCatalogTestApp({ onQuery: (s) => counting && !control.test(s) && statements.push(s) });
  const res = await t.app.inject({ url: '/catalog/product?ids=1,11' });
  variantIds = catalogProductResponse.parse(res.json()).data.map((p) => p.variants[0]!.id);
});
afterAll(() => t.cleanup());

async function add(token: string | null, id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: token ? { 'x-cart-token': token } : {},
    payload: { id, amount: 1 },
  });
  expect(res.statusCode).toBe(200);
  return cartChangeResponse.parse(res.json());
}

describe('add to cart', () => {
  it('prices the cart once and reads each thing once', async () => {
    const first = await add(null, variantIds[0]!);
    const token = first.meta.guestCartToken!;
    await add(token, variantIds[1]!); // warm: caches of reference data are filled
    // The catalogue's listing index is built in the background at start-up: wait for it, so that
    // its queries are not counted as the add's.
    expect((await t.app.inject({ url: '/search?q=gel' })).statusCode).toBe(200);
    counting = true;
    const res = await add(token, variantIds[0]!);
    counting = false;
    expect(res.data.item).toMatchObject({ variantId: variantIds[0], amount: 2 });

    // The cart with its lines and gifts, the products of its variants (built by the catalogue:
    // products, variants, stock, prices, 30-day lows) and one write; shop settings come from their
    // cache; nothing is read twice.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(7);
    expect(new Set(statements).size).toBe(statements.length);
  });
});

describe('place an order', () => {
  // Cash on delivery: a card order's payment is started after the order's transaction, by the
  // payments' own statements (payments-at-checkout.test.ts).
  const order = { ...guestPickupOrder, paymentId: 2 };

  const cartOfTwo = async () => {
    const token = (await add(null, variantIds[0]!)).meta.guestCartToken!;
    await add(token, variantIds[1]!);
    return token;
  };
  const place = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/place',
      headers: { 'x-cart-token': token },
      payload: order,
    });

  it('reads the cart and the stock once, and writes order, lines and stock in a statement each', async () => {
    // A first order fills the caches of reference data (the payment methods).
    expect((await place(await cartOfTwo())).statusCode).toBe(200);
    const token = await cartOfTwo();
    statements.length = 0;
    counting = true;
    const res = await place(token);
    counting = false;
    expect(res.statusCode, res.body).toBe(200);
    const placed = placeOrderResponse.parse(res.json());
    expect(placed.data.items.map((i) => i.variantId)).toEqual(variantIds.slice(0, 2));
    expect(placed.data.code).toMatch(/^\d{8}$/);

    // The cart locked with its contents; which variants keep stock, their stock rows locked; the
    // catalogue's build of the products (products, variants, stock, prices, 30-day lows); the
    // shippers and the chosen pickup point; then the order (its code drawn inside), its lines, the
    // stock taken with its movements, the cart marked ordered and the confirmation e-mail's job.
    // Nothing is read twice, the lines are not read back.
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(15);
    expect(new Set(statements).size).toBe(statements.length);
    expect(statements.filter((s) => /nextval/.test(s) && !/insert/i.test(s))).toEqual([]);
    expect(statements.filter((s) => /from\s+"?orders"?\."?order_items"?/i.test(s))).toEqual([]);
  });
});
