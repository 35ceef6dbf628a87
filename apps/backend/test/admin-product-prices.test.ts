import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProductResponse,
  cartChangeResponse,
  errorResponse,
  groupTags,
  itemTags,
  product as storeProduct,
  uploadedImageResponse,
  type AdminProduct,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront } from './support/recording-storefront.ts';

/** The product editor's volume prices, removing a price and a variant's own picture. */
let storefront: Awaited<ReturnType<typeof recordingStorefront>>;
let t: CatalogTestApp;
let catalogueKey: string;
let contentKey: string;
const today = zonedDateTime(new Date()).date;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createCatalogTestApp({
    env: {
      REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123',
      STOREFRONT_URL: storefront.url,
      STOREFRONT_PUBLIC_URL: 'https://obchod.example.cz',
    },
  });
  catalogueKey = await operatorApiKey(t.database.db, ['catalogue']);
  contentKey = await operatorApiKey(t.database.db, ['content']);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, key = catalogueKey) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const ok = (res: { statusCode: number; body: string }): AdminProduct => {
  expect(res.statusCode, res.body).toBe(200);
  return adminProductResponse.parse(JSON.parse(res.body)).data;
};
const refusal = (res: { statusCode: number; body: string }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(JSON.parse(res.body)).errors[0]!;
};

const text = (name: string) => ({ name, perex: '', description: '', seoTitle: '', seoDescription: '' });
let serial = 0;
const variant = (code: string) => ({
  code,
  ean: null,
  name: { cs: code, sk: '', de: '' },
  availabilityCode: 'skladem',
  soldAvailabilityCode: 'vyprodano',
  amountMin: 1,
  amountMax: null,
  checkStock: false,
  isDefault: false,
  position: 0,
  parameterValueIds: [],
});

/** A product with `variants` variants priced at `czk` crowns each; published unless told otherwise. */
async function pricedProduct(czk: number, publish = true, variants = 1) {
  serial += 1;
  const created = ok(
    await call('POST', '/api/admin/v1/products', {
      slug: `cenovy-gel-${serial}`,
      catalogCode: `CEN-${serial}`,
      brandId: 1,
      categoryId: 2,
      texts: { cs: text(`Cenový gel ${serial}`), sk: text(''), de: text('') },
    }),
  );
  let p = created;
  for (let i = 0; i < variants; i++)
    p = ok(
      await call('POST', `/api/admin/v1/products/${created.id}/variants`, variant(`CEN-${serial}-${i}`)),
    );
  const variantIds = p.variants.map((v) => v.id);
  for (const v of variantIds)
    ok(
      await call('PUT', `/api/admin/v1/products/${p.id}/variants/${v}/prices`, {
        currency: 'CZK',
        price: czk,
      }),
    );
  if (publish) ok(await call('PUT', `/api/admin/v1/products/${p.id}/visibility`, { visible: true }));
  return { id: p.id, slug: p.slug, variantId: variantIds[0]!, variantIds };
}

const v = (p: { id: number; variantId: number }) => `/api/admin/v1/products/${p.id}/variants/${p.variantId}`;
const shopProduct = async (id: number, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/v1/products/${id}?include=variants`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return storeProduct.parse(res.json());
};
const audit = async (id: number) =>
  (
    await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from operators.audit_log
           where object_type = 'product' and object_id = ${String(id)} order by id`,
    )
  ).map((a) => a.action);

describe('volume prices', () => {
  it('are added, changed and removed; the product page and the cart price by them', async () => {
    const p = await pricedProduct(200);
    ok(await call('PUT', `${v(p)}/prices`, { currency: 'EUR', price: 8 }));
    storefront.revalidations.length = 0;
    ok(await call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 5, price: 170 }));
    ok(await call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 3, price: 185.5 }));
    const added = ok(
      await call('POST', `${v(p)}/volume-prices`, { currency: 'EUR', fromAmount: 3, price: 7.4 }),
    );
    expect(added.variants[0]!.volumePrices).toEqual([
      { currency: 'CZK', fromAmount: 3, price: 185.5 },
      { currency: 'CZK', fromAmount: 5, price: 170 },
      { currency: 'EUR', fromAmount: 3, price: 7.4 },
    ]);
    expect(storefront.revalidations).toContainEqual([
      itemTags.product(p.slug),
      itemTags.productId(p.id),
      groupTags.catalog,
      groupTags.productCategories,
    ]);

    const shown = await shopProduct(p.id);
    expect(shown.variants[0]!.prices.quantityPrices.map((q) => [q.fromAmount, q.unitWithTax])).toEqual([
      [3, 185.5],
      [5, 170],
    ]);
    const eur = await shopProduct(p.id, { 'x-currency': 'EUR' });
    expect(eur.variants[0]!.prices.quantityPrices.map((q) => [q.fromAmount, q.unitWithTax])).toEqual([
      [3, 7.4],
    ]);
    // The cart prices 4 pieces by the step from 3.
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { id: p.variantId, amount: 4 },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const line = cartChangeResponse.parse(cart.json()).data.item!;
    expect([line.prices.unitWithTax, line.prices.totalWithTax]).toEqual([185.5, 742]);

    // Changed: its amount and its price.
    const changed = ok(await call('PUT', `${v(p)}/volume-prices/CZK/3`, { fromAmount: 2, price: 190 }));
    expect(changed.variants[0]!.volumePrices.filter((q) => q.currency === 'CZK')).toEqual([
      { currency: 'CZK', fromAmount: 2, price: 190 },
      { currency: 'CZK', fromAmount: 5, price: 170 },
    ]);
    const removed = ok(await call('DELETE', `${v(p)}/volume-prices/CZK/5`));
    expect(removed.variants[0]!.volumePrices).toEqual([
      { currency: 'CZK', fromAmount: 2, price: 190 },
      { currency: 'EUR', fromAmount: 3, price: 7.4 },
    ]);
    expect(
      (await shopProduct(p.id)).variants[0]!.prices.quantityPrices.map((q) => [q.fromAmount, q.unitWithTax]),
    ).toEqual([[2, 190]]);

    const rows = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from operators.audit_log
           where object_type = 'product' and object_id = ${String(p.id)} and action like 'volumePrice.%' order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'volumePrice.add',
      'volumePrice.add',
      'volumePrice.add',
      'volumePrice.set',
      'volumePrice.remove',
    ]);
    expect(rows[3]).toMatchObject({
      before: { variantId: p.variantId, currency: 'CZK', fromAmount: 3, price: 185.5 },
      after: { variantId: p.variantId, currency: 'CZK', fromAmount: 2, price: 190 },
    });
    expect(rows[4]!.before).toEqual({ variantId: p.variantId, currency: 'CZK', fromAmount: 5, price: 170 });
  });

  it('refuses bad ones with Czech messages and keeps the price above them', async () => {
    const p = await pricedProduct(100);
    ok(await call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 4, price: 90 }));
    const bad: [object, string, string][] = [
      [{ currency: 'CZK', fromAmount: 1, price: 90 }, 'fromAmount', 'aspoň 2'],
      [{ currency: 'CZK', fromAmount: 6, price: 0 }, 'price', 'kladné číslo'],
      [{ currency: 'CZK', fromAmount: 6, price: -5 }, 'price', 'kladné číslo'],
      [{ currency: 'CZK', fromAmount: 6, price: 80.123 }, 'price', 'desetinnými'],
      [{ currency: 'CZK', fromAmount: 6, price: 100 }, 'price', 'nižší než cena varianty (100 CZK)'],
      [{ currency: 'CZK', fromAmount: 4, price: 85 }, 'fromAmount', 'od 4 kusů už'],
      [{ currency: 'EUR', fromAmount: 3, price: 3 }, 'price', 'nemá cenu pro všechny v EUR'],
    ];
    for (const [payload, field, message] of bad) {
      const e = refusal(await call('POST', `${v(p)}/volume-prices`, payload), 422);
      expect([e.field, e.title], JSON.stringify(payload)).toEqual([field, expect.stringContaining(message)]);
    }
    expect(
      refusal(await call('POST', `${v(p)}/volume-prices`, { currency: 'USD', fromAmount: 3, price: 1 }), 400),
    );
    ok(await call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 8, price: 80 }));
    // Changing to an amount another one has, or one that is not there.
    expect(
      refusal(await call('PUT', `${v(p)}/volume-prices/CZK/8`, { fromAmount: 4, price: 80 }), 422).field,
    ).toBe('fromAmount');
    expect(
      refusal(await call('PUT', `${v(p)}/volume-prices/CZK/9`, { fromAmount: 9, price: 80 }), 404).title,
    ).toBe('Množstevní cena od 9 kusů v této měně není.');
    refusal(await call('PUT', `${v(p)}/volume-prices/CZK/8`, { fromAmount: 8, price: 120 }), 422);
    refusal(await call('DELETE', `${v(p)}/volume-prices/CZK/9`), 404);
    refusal(await call('DELETE', `${v(p)}/volume-prices/EUR/8`), 404);
    // Another product's variant is not this one's.
    const other = await pricedProduct(50);
    refusal(
      await call('POST', `/api/admin/v1/products/${p.id}/variants/${other.variantId}/volume-prices`, {
        currency: 'CZK',
        fromAmount: 3,
        price: 40,
      }),
      404,
    );
    // The price cannot fall to a volume price or below.
    const below = refusal(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', price: 90 }), 422);
    expect([below.field, below.title]).toEqual(['price', expect.stringContaining('od 4 kusů')]);
    ok(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', price: 95 }));
    // A group's price is not held to them.
    ok(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', customerGroup: 'b2b', price: 70 }));
    const now = ok(await call('GET', `/api/admin/v1/products/${p.id}`));
    expect(now.variants[0]!.volumePrices).toEqual([
      { currency: 'CZK', fromAmount: 4, price: 90 },
      { currency: 'CZK', fromAmount: 8, price: 80 },
    ]);
    expect((await audit(p.id)).filter((a) => a.startsWith('volumePrice.'))).toEqual([
      'volumePrice.add',
      'volumePrice.add',
    ]);
  });

  it('two at once from the same amount: one is written, the other refused', async () => {
    const p = await pricedProduct(300);
    const [a, b] = await Promise.all([
      call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 10, price: 250 }),
      call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 10, price: 260 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const winner = a.statusCode === 200 ? 250 : 260;
    const now = ok(await call('GET', `/api/admin/v1/products/${p.id}`));
    expect(now.variants[0]!.volumePrices).toEqual([{ currency: 'CZK', fromAmount: 10, price: winner }]);
    expect((await audit(p.id)).filter((x) => x === 'volumePrice.add')).toHaveLength(1);
  });
});

describe('removing a price', () => {
  it("a customer group's price goes; its range in the price history ends today", async () => {
    const p = await pricedProduct(400);
    ok(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', customerGroup: 'b2b', price: 350 }));
    storefront.revalidations.length = 0;
    const gone = ok(await call('DELETE', `${v(p)}/prices/CZK?customerGroup=b2b`));
    expect(gone.variants[0]!.prices).toEqual([
      { currency: 'CZK', customerGroup: null, price: 400, originalPrice: null },
    ]);
    expect(storefront.revalidations).toContainEqual([
      itemTags.product(p.slug),
      itemTags.productId(p.id),
      groupTags.catalog,
      groupTags.productCategories,
    ]);
    const history = await queryRows<{ unit_with_tax: number; valid_from: string; valid_to: string | null }>(
      t.database.db,
      sql`select unit_with_tax, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to
            from catalog.price_history where variant_id = ${p.variantId} and customer_group = 'b2b'`,
    );
    expect(history).toEqual([{ unit_with_tax: 35000, valid_from: today, valid_to: today }]);
    const rows = await queryRows<{ action: string; before: unknown }>(
      t.database.db,
      sql`select action, before from operators.audit_log
           where object_type = 'product' and object_id = ${String(p.id)} order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({
      action: 'price.remove',
      before: {
        variantId: p.variantId,
        currency: 'CZK',
        customerGroup: 'b2b',
        unitWithTax: 35000,
        originalWithTax: null,
      },
    });
    // Set again the same day: a new range from today.
    ok(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', customerGroup: 'b2b', price: 360 }));
    const again = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalog.price_history
           where variant_id = ${p.variantId} and customer_group = 'b2b' and valid_to is null and unit_with_tax = 36000`,
    );
    expect(again[0]!.n).toBe(1);
    // None to remove, an unknown currency.
    expect(refusal(await call('DELETE', `${v(p)}/prices/EUR?customerGroup=b2b`), 404).title).toBe(
      'Tato cena není nastavená.',
    );
    refusal(await call('DELETE', `${v(p)}/prices/USD`), 400);
  });

  it("everyone's price of a published product stays; of a hidden one it goes with its volume prices, and the history keeps it for the 30-day lowest price", async () => {
    const p = await pricedProduct(300);
    ok(await call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 3, price: 280 }));
    const kept = refusal(await call('DELETE', `${v(p)}/prices/CZK`), 422);
    expect(kept.field).toBe('customerGroup');
    expect(kept.title).toContain('zveřejněného produktu');

    ok(await call('PUT', `/api/admin/v1/products/${p.id}/visibility`, { visible: false }));
    // The price had been 300 for 20 days.
    await t.database.db.execute(sql`update catalog.price_history set valid_from = ${today}::date - 20
                                     where variant_id = ${p.variantId}`);
    const gone = ok(await call('DELETE', `${v(p)}/prices/CZK`));
    expect(gone.variants[0]!.prices).toEqual([]);
    expect(gone.variants[0]!.volumePrices).toEqual([]);
    // Priced again as a discount and published: the 300 of the last 30 days is its lowest price.
    ok(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', price: 249, originalPrice: 349 }));
    ok(await call('PUT', `/api/admin/v1/products/${p.id}/visibility`, { visible: true }));
    const shown = await shopProduct(p.id);
    expect(shown.prices.unitWithTax).toBe(249);
    expect(shown.prices.attributes.lowest_price_30_days?.withTax).toBe(300);
  });
});

describe("a variant's own picture", () => {
  const png = (r: number) =>
    sharp({ create: { width: 40 + r, height: 30, channels: 3, background: { r, g: 90, b: 40 } } })
      .png()
      .toBuffer();
  async function upload(name: string, r: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/media/product-images?name=${encodeURIComponent(name)}`,
      headers: { ...bearer(catalogueKey), 'content-type': 'image/png' },
      payload: await png(r),
    });
    expect(res.statusCode, res.body).toBe(200);
    return uploadedImageResponse.parse(res.json()).data.path;
  }

  it("is one of the gallery's, which the shop shows for the chosen variant", async () => {
    const p = await pricedProduct(150, true, 2);
    const [first, second] = p.variantIds as [number, number];
    const [front, red, blue] = [
      await upload('predni.png', 1),
      await upload('cerveny.png', 2),
      await upload('modry.png', 3),
    ];
    ok(
      await call('PUT', `/api/admin/v1/products/${p.id}/images`, {
        images: [{ path: front }, { path: red }, { path: blue }],
      }),
    );
    const image = (variantId: number, path: string | null, key = catalogueKey) =>
      call('PUT', `/api/admin/v1/products/${p.id}/variants/${variantId}/image`, { path }, key);
    const set = ok(await image(second, blue));
    expect(set.variants.map((x) => [x.id, x.image])).toEqual([
      [first, null],
      [second, blue],
    ]);
    let shown = await shopProduct(p.id);
    const pictureOf = (id: number) => shown.variants.find((x) => x.id === id)!.mainImage?.path;
    expect(pictureOf(second)).toBe(blue);
    expect(pictureOf(first)).toBe(front);

    // Not a gallery picture (uploaded or not): refused.
    const loose = await upload('mimo-galerii.png', 4);
    const e = refusal(await image(first, loose), 422);
    expect([e.field, e.title]).toEqual(['path', `Obrázek „${loose}“ není v galerii produktu.`]);
    refusal(await image(first, 'products/neni.webp'), 422);
    refusal(await call('PUT', `/api/admin/v1/products/${p.id}/variants/${first}/image`, {}), 400);

    // Back to the product's picture.
    ok(await image(first, red));
    ok(await image(first, null));
    shown = await shopProduct(p.id);
    expect(pictureOf(first)).toBe(front);
    expect((await audit(p.id)).filter((a) => a === 'variant.image')).toHaveLength(3);

    // A picture that leaves the gallery leaves its variant too.
    const left = ok(
      await call('PUT', `/api/admin/v1/products/${p.id}/images`, {
        images: [{ path: front }, { path: red }],
      }),
    );
    expect(left.variants.find((x) => x.id === second)!.image).toBeNull();
    shown = await shopProduct(p.id);
    expect(pictureOf(second)).toBe(front);
  });
});

it('an operator with only the content permission changes no price nor picture', async () => {
  const p = await pricedProduct(120);
  ok(await call('POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 3, price: 100 }));
  ok(await call('PUT', `${v(p)}/prices`, { currency: 'CZK', customerGroup: 'b2b', price: 110 }));
  const writes: [Method, string, object?][] = [
    ['POST', `${v(p)}/volume-prices`, { currency: 'CZK', fromAmount: 4, price: 90 }],
    ['PUT', `${v(p)}/volume-prices/CZK/3`, { fromAmount: 3, price: 95 }],
    ['DELETE', `${v(p)}/volume-prices/CZK/3`],
    ['DELETE', `${v(p)}/prices/CZK?customerGroup=b2b`],
    ['PUT', `${v(p)}/image`, { path: null }],
  ];
  for (const [method, url, payload] of writes) {
    expect((await call(method, url, payload, contentKey)).statusCode, `${method} ${url}`).toBe(403);
    expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
  }
  const still = ok(await call('GET', `/api/admin/v1/products/${p.id}`));
  expect(still.variants[0]!.volumePrices).toEqual([{ currency: 'CZK', fromAmount: 3, price: 100 }]);
  expect(still.variants[0]!.prices).toHaveLength(2);
});
