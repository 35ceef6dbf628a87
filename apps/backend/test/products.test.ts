import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogProductResponse, errorResponse, product } from '@shop/contract';
import { variantHash } from '../src/http/price-context.ts';
import { refreshProductListing } from '../src/modules/catalog/listing/refresh.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { PRICE_SESSION, priceSession } from './support/price-session.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/v1/products/:id', () => {
  it('answers the contract product with category path, brand and default-variant prices', async () => {
    const res = await get('/api/v1/products/1');
    expect(res.statusCode).toBe(200);
    const p = product.parse(res.json());
    expect(p).toMatchObject({
      id: 1,
      name: 'Aloe gel 100 ml',
      categoryName: 'Gely na vodní bázi',
      categoryFullname: 'Intimní zdraví > Lubrikační gely > Gely na vodní bázi',
      brand: { id: 1, slug: 'aquaglide' },
      defaultVariantId: 101,
      hasVariants: false,
      // Without include the lists stay empty.
      variants: [],
      tags: [],
      alternatives: [],
      availability: { isAvailable: true, stock: 15, checkStock: true, availability: 'Skladem' },
    });
    expect(p.breadcrumb.map((c) => c.slug)).toEqual([
      'intimni-zdravi',
      'lubrikacni-gely',
      'gely-na-vodni-bazi',
    ]);
  });

  it('prices: VAT of the class, discount, quantity prices and the lowest price of the 30 days before', async () => {
    const p = product.parse((await get('/api/v1/products/1')).json());
    expect(p.prices).toMatchObject({
      currencyCode: 'CZK',
      vatRate: 21,
      unitWithTax: 249,
      unitWithoutTax: 205.79,
      unitOriginalWithTax: 299,
      percentageDiscount: 17,
      inDiscount: true,
      quantityPrices: [{ fromAmount: 3, unitWithTax: 224.1 }],
      attributes: { lowest_price_30_days: { withTax: 279, withoutTax: 230.58 } },
    });
    const reduced = product.parse((await get('/api/v1/products/2')).json());
    expect(reduced.prices).toMatchObject({
      vatRate: 12,
      unitWithTax: 329,
      unitWithoutTax: 293.75,
      inDiscount: false,
    });
    expect(reduced.prices.attributes.lowest_price_30_days).toBeNull();
  });

  it('takes the lowest price of exactly the 30 days before the discount began', async () => {
    // 15: 200 until 2025-04-01, then 300, discounted to 250 on 2025-06-01: the window sees only 300.
    const strong = product.parse((await get('/api/v1/products/15')).json());
    expect(strong.prices.attributes.lowest_price_30_days).toEqual({ withTax: 300, withoutTax: 247.93 });
    // 16: 200 until 2025-05-20 (inside the window), then 300: the lowest is 200.
    const light = product.parse((await get('/api/v1/products/16')).json());
    expect(light.prices.attributes.lowest_price_30_days).toEqual({ withTax: 200, withoutTax: 165.29 });
  });

  it('includes tags, variants with stock and default prices, and colour alternatives', async () => {
    const p = product.parse((await get('/api/v1/products/3?include=tags,variants,alternatives')).json());
    expect(p.variants.map((v) => v.catalogCode)).toEqual(['CUP-S-RUZ', 'CUP-L-RUZ', 'CUP-S-FIA']);
    const [first, second, third] = p.variants;
    expect(first).toMatchObject({
      fullname: 'Menstruační kalíšek Soft – Velikost S, růžová',
      isDefault: true,
      warehouses: [
        { id: 1, stock: 12, virtual: false },
        { id: 2, stock: 3, virtual: true },
      ],
      content: {
        parameters: [
          { entityId: 1, values: [1] },
          { entityId: 3, values: [5] },
        ],
      },
    });
    expect(second?.availability).toMatchObject({ stock: 0, isAvailable: false, availability: 'Vyprodáno' });
    expect(third?.availability).toMatchObject({ stock: null, checkStock: false, isAvailable: true });
    expect(first?.defaultPrices).toEqual(first?.prices);
    // One variant per colour: pink (first) and purple (third).
    expect(p.alternatives).toEqual([first?.id, third?.id]);
    expect(p.parameters.map((x) => x.code)).toEqual(['barva', 'velikost']);
  });

  it('answers in EUR with x-currency', async () => {
    const p = product.parse((await get('/api/v1/products/1', { 'x-currency': 'EUR' })).json());
    expect(p.prices).toMatchObject({ currencyCode: 'EUR', unitWithTax: 10.9, unitOriginalWithTax: 12.9 });
  });

  it('gives group prices only with a valid variant hash; a forged one gets the default prices', async () => {
    const groups = { 'x-user-variant': 'b2b', 'x-user-groups': 'b2b' };
    const signed = product.parse(
      (
        await get('/api/v1/products/1?include=variants', {
          ...groups,
          ...priceSession,
          'x-variant-hash': variantHash(t.secret, 'b2b', ['b2b'], {
            accountId: 1,
            sessionToken: PRICE_SESSION,
          }),
        })
      ).json(),
    );
    expect(signed.prices.unitWithTax).toBe(199.2);
    expect(signed.prices.attributes.recommended_price).toEqual({ withTax: 249, withoutTax: 205.79 });
    expect(signed.variants[0]?.defaultPrices.unitWithTax).toBe(249);

    for (const hash of [
      '0'.repeat(64),
      variantHash('a-different-secret-123', 'b2b', ['b2b'], { accountId: 1, sessionToken: PRICE_SESSION }),
    ]) {
      const forged = product.parse(
        (await get('/api/v1/products/1', { ...groups, ...priceSession, 'x-variant-hash': hash })).json(),
      );
      expect(forged.prices.unitWithTax).toBe(249);
    }
    const unsigned = product.parse((await get('/api/v1/products/1', groups)).json());
    expect(unsigned.prices.unitWithTax).toBe(249);
  });

  it.each([
    ['/api/v1/products/999999', 404, 'id'],
    ['/api/v1/products/abc', 400, 'id'],
    ['/api/v1/products/-1', 400, 'id'],
    ['/api/v1/products/1?include=tags,price', 400, 'include.1'],
  ])('%s -> %i', async (url, status, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(errorResponse.parse(res.json()).errors[0]).toMatchObject({ field });
  });

  it('rejects an unknown currency with the Czech error shape', async () => {
    const res = await get('/api/v1/products/1', { 'x-currency': 'USD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [{ code: 'invalid', field: 'x-currency', title: 'Neplatná hodnota' }],
    });
  });

  it('hides a product that is not visible', async () => {
    await t.database.db.execute(sql`update catalog.products set visible = false where id = 6`);
    await refreshProductListing(t.database.db, [6]);
    expect((await get('/api/v1/products/6')).statusCode).toBe(404);
    const list = catalogProductResponse.parse(
      (await get('/catalog/product?ids=6&checkPermissions=true')).json(),
    );
    expect(list.data).toEqual([]);
    // Without the parameter too: hidden products are answered only when asked for explicitly.
    expect(catalogProductResponse.parse((await get('/catalog/product?ids=6')).json()).data).toEqual([]);
    const preview = catalogProductResponse.parse(
      (await get('/catalog/product?ids=6&checkPermissions=false')).json(),
    );
    expect(preview.data.map((p) => p.id)).toEqual([6]);
    await t.database.db.execute(sql`update catalog.products set visible = true where id = 6`);
    await refreshProductListing(t.database.db, [6]);
  });
});

describe('GET /catalog/product', () => {
  const ids = async (query: string) => {
    const res = await get(`/catalog/product?${query}`);
    expect(res.statusCode).toBe(200);
    const body = catalogProductResponse.parse(res.json());
    return body.data.map((p) => p.id);
  };

  it('selects by slugs, ids, codes, variant codes and EANs, in the order asked, with variants', async () => {
    expect(await ids('checkPermissions=true&slugs=silikonovy-gel-50-ml,aloe-gel-100-ml')).toEqual([2, 1]);
    expect(await ids('ids=4,2,999')).toEqual([4, 2]);
    expect(await ids('codes=KAT-5')).toEqual([5]);
    expect(await ids('variantCodes=CUP-S-FIA,BAND-M')).toEqual([3, 4]);
    expect(await ids('variantEans=8590000000101')).toEqual([1]);
    expect(await ids('eans=8590000000101')).toEqual([1]);
    const body = catalogProductResponse.parse((await get('/catalog/product?ids=3')).json());
    expect(body.data[0]?.variants).toHaveLength(3);
  });

  it('selects the products of categories and random ones, stable within a day', async () => {
    expect((await ids('categoryIds=6')).sort((a, b) => a - b)).toEqual([4, 15, 16, 17]);
    const first = await ids('random=3');
    expect(first).toHaveLength(3);
    expect(await ids('random=3')).toEqual(first);
  });

  it.each([
    '',
    'random=0',
    'random=500',
    'ids=a,b',
    `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
  ])('rejects %j with 400', async (query) => {
    const res = await get(`/catalog/product?${query}`);
    expect(res.statusCode).toBe(400);
    errorResponse.parse(res.json());
  });
});
