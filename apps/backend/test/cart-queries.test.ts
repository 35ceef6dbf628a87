import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, catalogProductResponse } from '@shop/contract';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

// How many statements one add to the cart sends, counted on the real database.
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
