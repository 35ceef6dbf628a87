import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogProductResponse,
  catalogState,
  errorResponse,
  groupTags,
  itemTags,
  variantPriceResponse,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront } from './support/recording-storefront.ts';

/** The operator's price endpoint: the price, its history, the listing and the storefront's pages. */
let storefront: Awaited<ReturnType<typeof recordingStorefront>>;
let t: CatalogTestApp;
/** An operator's API key with every permission. */
let operatorKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createCatalogTestApp({
    env: {
      REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123',
      STOREFRONT_URL: storefront.url,
    },
  });
  operatorKey = await operatorApiKey(t.database.db);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const setPrice = (variantId: number | string, payload: object, token: string | null = operatorKey) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/prices/${variantId}`,
    headers: token ? bearer(token) : {},
    payload,
  });

/** Product 1 (Aloe gel 100 ml, 249 Kč) as the store API shows it, in a currency. */
async function product1(currency = 'CZK') {
  const res = await t.app.inject({ url: '/catalog/product?ids=1', headers: { 'x-currency': currency } });
  return catalogProductResponse.parse(res.json()).data[0]!;
}

const history = (variantId: number, currency: string) =>
  queryRows<{ unit_with_tax: number; valid_from: string; valid_to: string | null }>(
    t.database.db,
    sql`select unit_with_tax, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to
          from catalog.price_history
         where variant_id = ${variantId} and currency_code = ${currency} and customer_group is null
         order by valid_from, id`,
  );

describe('PUT /api/admin/v1/prices/:variantId', () => {
  it('sets the price the store API shows, records it in the history and revalidates the pages', async () => {
    const before = await product1();
    const variantId = before.defaultVariantId;
    expect(before.variants.find((v) => v.id === variantId)!.prices.unitWithTax).toBe(249);
    storefront.revalidations.length = 0;

    const res = await setPrice(variantId, { currency: 'CZK', price: 219.9 });
    expect(res.statusCode).toBe(200);
    expect(variantPriceResponse.parse(res.json()).data).toEqual({
      variantId,
      currency: 'CZK',
      price: 219.9,
      originalPrice: null,
    });
    const after = (await product1()).variants.find((v) => v.id === variantId)!.prices;
    expect(after.unitWithTax).toBe(219.9);
    expect(after.inDiscount).toBe(false);

    const today = zonedDateTime(new Date()).date;
    const rows = await history(variantId, 'CZK');
    expect(rows.at(-1)).toEqual({ unit_with_tax: 21990, valid_from: today, valid_to: null });
    expect(rows.filter((r) => r.valid_to === null)).toHaveLength(1);

    expect(storefront.revalidations).toContainEqual([
      itemTags.product(before.slug),
      itemTags.productId(1),
      groupTags.catalog,
    ]);
  });

  it('a discount shows the price before it, and a second change the same day keeps one amount that day', async () => {
    const variantId = (await product1()).defaultVariantId;
    const res = await setPrice(variantId, { currency: 'CZK', price: 199, originalPrice: 249 });
    expect(res.statusCode).toBe(200);
    const prices = (await product1()).variants.find((v) => v.id === variantId)!.prices;
    expect(prices.unitWithTax).toBe(199);
    expect(prices.unitOriginalWithTax).toBe(249);
    expect(prices.inDiscount).toBe(true);
    // The lowest price of the 30 days before today's discount: the seeded 249.
    expect(prices.attributes.lowest_price_30_days?.withTax).toBe(249);
    const today = zonedDateTime(new Date()).date;
    expect((await history(variantId, 'CZK')).filter((r) => r.valid_from === today)).toEqual([
      { unit_with_tax: 19900, valid_from: today, valid_to: null },
    ]);
  });

  it('sets a euro price without touching the crowns', async () => {
    const variantId = (await product1()).defaultVariantId;
    const res = await setPrice(variantId, { currency: 'EUR', price: 8.5 });
    expect(res.statusCode).toBe(200);
    expect((await product1('EUR')).variants.find((v) => v.id === variantId)!.prices.unitWithTax).toBe(8.5);
    expect((await product1('CZK')).variants.find((v) => v.id === variantId)!.prices.unitWithTax).toBe(199);
  });

  it('moves the product in the listing sorted by price', async () => {
    const variantId = (await product1()).defaultVariantId;
    expect((await setPrice(variantId, { currency: 'CZK', price: 1 })).statusCode).toBe(200);
    const res = await t.app.inject({
      url: '/api/catalog/v2/state?scope=category&id=2&sort=PriceSortASC',
      headers: { 'x-currency': 'CZK' },
    });
    expect(res.statusCode).toBe(200);
    // Before, 12 (159 Kč) came first and 1 (249 Kč) second.
    expect(catalogState.parse(res.json()).products.map((p) => p.id)).toEqual([1, 12, 13, 2, 14]);
  });

  it('refuses a price before the discount that is not higher, an unknown variant and a missing key', async () => {
    const variantId = (await product1()).defaultVariantId;
    const notHigher = await setPrice(variantId, { currency: 'CZK', price: 199, originalPrice: 199 });
    expect(notHigher.statusCode).toBe(422);
    expect(errorResponse.parse(notHigher.json()).errors[0]).toMatchObject({
      field: 'originalPrice',
      title: 'Původní cena musí být vyšší než cena.',
    });
    expect((await setPrice(999_999, { currency: 'CZK', price: 10 })).statusCode).toBe(404);
    expect((await setPrice(variantId, { currency: 'CZK', price: 10 }, null)).statusCode).toBe(401);
    expect((await setPrice(variantId, { currency: 'CZK', price: 10 }, 'wrong-token')).statusCode).toBe(401);
    const contentOnly = await operatorApiKey(t.database.db, ['content']);
    expect((await setPrice(variantId, { currency: 'CZK', price: 10 }, contentOnly)).statusCode).toBe(403);
    expect((await setPrice(variantId, { currency: 'USD', price: 10 })).statusCode).toBe(400);
    expect((await setPrice(variantId, { currency: 'CZK', price: -5 })).statusCode).toBe(400);
    // Nothing of the refused changes was written.
    expect((await product1()).variants.find((v) => v.id === variantId)!.prices.unitWithTax).toBe(1);
  });
});
