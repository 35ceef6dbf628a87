import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductFeedList, catalogProductResponse, type Locale, type Product } from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import {
  feedItems,
  pictureUrl,
  plainText,
  productUrl,
  type FeedItem,
  type FeedMarket,
} from '../src/modules/catalog/feeds/items.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

/**
 * The comparison sites' feeds: every required field of each format for every offer, prices,
 * addresses and availability as the store API shows them, hidden and archived products left out,
 * a rebuild after a price change and after a change of stock, the conditional GET, and the feeds'
 * own catalogue read giving the very offers the product API presents.
 */
const STOREFRONT = 'https://shop.example.cz';
const PUBLIC = 'https://api.shop.example.cz';
let t: CatalogTestApp;
let ownerKey: string;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  t = await createCatalogTestApp({
    env: { STOREFRONT_PUBLIC_URL: STOREFRONT, PUBLIC_URL: PUBLIC, PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' },
  });
  ownerKey = await operatorApiKey(t.database.db);
  // Product 11 is hidden, 12 archived: neither may be offered.
  await t.database.db.execute(sql`update catalog.products set visible = false where id = 11`);
  await t.database.db.execute(sql`update catalog.products set archived_at = now() where id = 12`);
  await runJobs(true);
});
afterAll(async () => t.cleanup());

/** Runs the due jobs; with `feeds` the feeds' rebuild is queued first (as at start, when missing). */
async function runJobs(feeds = false) {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STOREFRONT_PUBLIC_URL: STOREFRONT,
    PUBLIC_URL: PUBLIC,
  });
  if (feeds) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/product-feeds/rebuild',
      headers: bearer(ownerKey),
    });
    expect(res.statusCode).toBe(202);
  }
  const jobs = await createJobRunner(config, t.database.db, silent);
  await jobs.runner.runDue();
  await jobs.stop();
}

/** A parsed feed: elements by name, as fast-xml-parser gives them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Xml = Record<string, any>;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) =>
    [
      'SHOPITEM',
      'item',
      'PARAM',
      'DELIVERY',
      'IMGURL_ALTERNATIVE',
      'g:additional_image_link',
      'g:shipping',
    ].includes(name),
});

async function feed(path: string) {
  const res = await t.app.inject({ url: path, headers: { 'accept-encoding': 'gzip, deflate' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers['content-type']).toContain('application/xml');
  return parser.parse(gunzipSync(res.rawPayload).toString('utf8')) as Xml;
}

/** The visible, saleable, unarchived products as the store API shows them in a locale and currency. */
async function storeProducts(locale: string, currency: string): Promise<Product[]> {
  const ids = (
    await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from catalog.products where visible and saleable and archived_at is null order by id`,
    )
  ).map((r) => r.id);
  const products: Product[] = [];
  // The store API answers at most 100 products a call.
  for (let i = 0; i < ids.length; i += 100) {
    const res = await t.app.inject({
      url: `/catalog/product?ids=${ids.slice(i, i + 100).join(',')}`,
      headers: { 'x-locale': locale, 'x-currency': currency },
    });
    products.push(...catalogProductResponse.parse(res.json()).data);
  }
  return products;
}

const urlOf = (locale: string, p: Product, variantId: number) =>
  `${STOREFRONT}${locale === 'cs' ? '' : `/${locale}`}/produkt/${encodeURIComponent(p.slug)}` +
  (variantId === p.defaultVariantId ? '' : `?variant_id=${variantId}`);

const money = (n: number) => n.toFixed(2);

describe('Heureka', () => {
  for (const [query, locale, currency] of [
    ['', 'cs', 'CZK'],
    ['?locale=sk', 'sk', 'EUR'],
  ] as const) {
    it(`offers every orderable variant with Heureka's required fields (${locale}, ${currency})`, async () => {
      const xml = await feed(`/api/v1/feeds/heureka.xml${query}`);
      const items = xml.SHOP.SHOPITEM as Xml[];
      const products = await storeProducts(locale, currency);
      const expected = products.flatMap((p) =>
        p.variants.filter((v) => v.availability.isAvailable).map((v) => ({ p, v })),
      );
      expect(items.map((i) => i.ITEM_ID).sort()).toEqual(expected.map(({ v }) => v.catalogCode).sort());
      for (const { p, v } of expected) {
        const item = items.find((i) => i.ITEM_ID === v.catalogCode)!;
        expect(item.ITEM_ID).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
        expect(item.PRODUCTNAME).toBe(v.fullname);
        expect(item.DESCRIPTION.length).toBeGreaterThan(0);
        expect(item.URL).toBe(urlOf(locale, p, v.id));
        expect(item.IMGURL).toMatch(new RegExp(`^${PUBLIC}/media/`));
        expect(item.PRICE_VAT).toBe(money(v.prices.unitWithTax));
        expect(item.CATEGORYTEXT).toBe(p.categoryFullname.replaceAll(' > ', ' | '));
        expect(item.DELIVERY_DATE).toBe(String(v.availability.delayDays));
        expect(item.MANUFACTURER).toBe(p.brand?.name);
        if (v.ean) expect(item.EAN).toBe(v.ean);
        if (p.hasVariants) expect(item.ITEMGROUP_ID).toBeTruthy();
        for (const d of item.DELIVERY ?? []) {
          expect(d.DELIVERY_ID).toMatch(/^[A-Z_]+$/);
          expect(d.DELIVERY_PRICE).toMatch(/^\d+\.\d{2}$/);
        }
      }
    });
  }
});

describe('Zboží.cz', () => {
  it('offers every orderable variant in its namespace with the required fields', async () => {
    const xml = await feed('/api/v1/feeds/zbozi.xml');
    expect(xml.SHOP['@_xmlns']).toBe('http://www.zbozi.cz/ns/offer/1.0');
    const items = xml.SHOP.SHOPITEM as Xml[];
    const products = await storeProducts('cs', 'CZK');
    const expected = products.flatMap((p) =>
      p.variants.filter((v) => v.availability.isAvailable).map((v) => ({ p, v })),
    );
    expect(items).toHaveLength(expected.length);
    for (const { p, v } of expected) {
      const item = items.find((i) => i.ITEM_ID === v.catalogCode)!;
      expect(item).toBeDefined();
      expect(item.PRODUCTNAME).toBe(v.fullname);
      expect(item.DESCRIPTION.length).toBeGreaterThan(0);
      expect(item.URL).toBe(urlOf('cs', p, v.id));
      expect(item.PRICE_VAT).toBe(money(v.prices.unitWithTax));
      expect(item.DELIVERY_DATE).toBe(String(v.availability.delayDays));
      expect(item.IMGURL).toMatch(new RegExp(`^${PUBLIC}/media/`));
      expect(item.CATEGORYTEXT).toBeTruthy();
    }
  });
});

describe('Google Merchant Center', () => {
  for (const [query, locale, currency] of [
    ['', 'cs', 'CZK'],
    ['?locale=sk', 'sk', 'EUR'],
    ['?locale=de', 'de', 'EUR'],
  ] as const) {
    it(`offers every variant with Google's required attributes (${locale}, ${currency})`, async () => {
      const xml = await feed(`/api/v1/feeds/google.xml${query}`);
      expect(xml.rss['@_version']).toBe('2.0');
      expect(xml.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
      const items = xml.rss.channel.item as Xml[];
      const products = await storeProducts(locale, currency);
      const expected = products.flatMap((p) => p.variants.map((v) => ({ p, v })));
      expect(items.map((i) => i['g:id']).sort()).toEqual(expected.map(({ v }) => v.catalogCode).sort());
      for (const { p, v } of expected) {
        const item = items.find((i) => i['g:id'] === v.catalogCode)!;
        expect(item.title).toBe(v.fullname);
        expect(item.description.length).toBeGreaterThan(0);
        expect(item.link).toBe(urlOf(locale, p, v.id));
        expect(item['g:image_link']).toMatch(new RegExp(`^${PUBLIC}/media/`));
        expect(item['g:condition']).toBe('new');
        expect(item['g:availability']).toBe(
          !v.availability.isAvailable
            ? 'out_of_stock'
            : v.availability.delayDays > 0
              ? 'backorder'
              : 'in_stock',
        );
        if (v.prices.inDiscount) {
          expect(item['g:price']).toBe(`${money(v.prices.unitOriginalWithTax)} ${currency}`);
          expect(item['g:sale_price']).toBe(`${money(v.prices.unitWithTax)} ${currency}`);
        } else {
          expect(item['g:price']).toBe(`${money(v.prices.unitWithTax)} ${currency}`);
          expect(item['g:sale_price']).toBeUndefined();
        }
        expect(item['g:brand'] ?? null).toBe(p.brand?.name ?? null);
        expect(item['g:mpn']).toBe(v.catalogCode);
        if (v.ean) expect(item['g:gtin']).toBe(v.ean);
        if (p.hasVariants) expect(item['g:item_group_id']).toBeTruthy();
      }
      // A discounted product shows both prices (product 15 is discounted in crowns).
      if (currency === 'CZK') expect(items.some((i) => i['g:sale_price'])).toBe(true);
    });
  }
});

describe('what is offered and when', () => {
  it('leaves out hidden and archived products', async () => {
    const xml = await feed('/api/v1/feeds/google.xml');
    const ids = (xml.rss.channel.item as Xml[]).map((i) => i['g:id']);
    expect(ids).not.toContain('OIL-LEV');
    expect(ids).not.toContain('LUB-SENS');
    expect(ids).toContain('KOND-ULTRA');
  });

  it('a price change queues one rebuild a short time later, and the feed then shows the new price', async () => {
    const [variant] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from catalog.variants where code = 'KOND-ULTRA'`,
    );
    for (const price of [301, 279]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/v1/prices/${variant!.id}`,
        headers: bearer(ownerKey),
        payload: { currency: 'CZK', price },
      });
      expect(res.statusCode).toBe(200);
    }
    const waiting = await queryRows<{ due_in: number }>(
      t.database.db,
      sql`select extract(epoch from run_at - now())::float8 as due_in from jobs.jobs
           where kind = 'product-feeds' and done_at is null`,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.due_in).toBeGreaterThan(30);
    // Not yet: the old price stays until the rebuild runs.
    const before = await feed('/api/v1/feeds/heureka.xml');
    expect(before.SHOP.SHOPITEM.find((i: Xml) => i.ITEM_ID === 'KOND-ULTRA').PRICE_VAT).toBe('299.00');
    await t.database.db.execute(
      sql`update jobs.jobs set run_at = now() where kind = 'product-feeds' and done_at is null`,
    );
    await runJobs();
    const after = await feed('/api/v1/feeds/heureka.xml');
    expect(after.SHOP.SHOPITEM.find((i: Xml) => i.ITEM_ID === 'KOND-ULTRA').PRICE_VAT).toBe('279.00');
  });

  it('a change of stock queues a rebuild, and the feed then shows the new availability', async () => {
    // A variant in stock whose sold-out availability cannot be ordered: sold out, it leaves Heureka.
    const [variant] = await queryRows<{ id: number; code: string }>(
      t.database.db,
      sql`select v.id, v.code from catalog.variants v
            join catalog.products p on p.id = v.product_id
            join catalog.availabilities sold on sold.code = v.sold_availability_code
           where v.check_stock and v.archived_at is null and not sold.is_available
             and p.visible and p.saleable and p.archived_at is null
             and exists (select 1 from inventory.stock s where s.variant_id = v.id and s.quantity > s.reserved)
             and not exists (select 1 from inventory.stock s where s.variant_id = v.id and s.reserved > 0)
           order by v.id limit 1`,
    );
    expect(variant).toBeDefined();
    const heurekaIds = async () =>
      ((await feed('/api/v1/feeds/heureka.xml')).SHOP.SHOPITEM as Xml[]).map((i) => i.ITEM_ID);
    const googleAvailability = async () =>
      ((await feed('/api/v1/feeds/google.xml')).rss.channel.item as Xml[]).find(
        (i) => i['g:id'] === variant!.code,
      )!['g:availability'];
    expect(await heurekaIds()).toContain(variant!.code);
    expect(await googleAvailability()).toBe('in_stock');
    const nothingWaiting = await queryRows(
      t.database.db,
      sql`select 1 from jobs.jobs where kind = 'product-feeds' and done_at is null`,
    );
    expect(nothingWaiting).toHaveLength(0);

    const stocked = await queryRows<{ code: string }>(
      t.database.db,
      sql`select w.code from inventory.stock s join inventory.warehouses w on w.id = s.warehouse_id
           where s.variant_id = ${variant!.id} and s.quantity > 0`,
    );
    for (const { code } of stocked) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/v1/stock/${variant!.id}`,
        headers: bearer(ownerKey),
        payload: { warehouse: code, quantity: 0, reason: 'correction' },
      });
      expect(res.statusCode).toBe(200);
    }
    const waiting = await queryRows<{ due_in: number }>(
      t.database.db,
      sql`select extract(epoch from run_at - now())::float8 as due_in from jobs.jobs
           where kind = 'product-feeds' and done_at is null`,
    );
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.due_in).toBeGreaterThan(30);
    await t.database.db.execute(
      sql`update jobs.jobs set run_at = now() where kind = 'product-feeds' and done_at is null`,
    );
    await runJobs();
    expect(await heurekaIds()).not.toContain(variant!.code);
    expect(await googleAvailability()).toBe('out_of_stock');
  });

  it('answers 304 to its ETag, plain XML to a client without gzip, and 404 to an unknown variant', async () => {
    const first = await t.app.inject({
      url: '/api/v1/feeds/zbozi.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await t.app.inject({ url: '/api/v1/feeds/zbozi.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await t.app.inject({ url: '/api/v1/feeds/zbozi.xml' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({
      url: '/api/v1/feeds/zbozi.xml',
      headers: { 'accept-encoding': 'gzip;q=0, br' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(gunzipSync(first.rawPayload).toString('utf8'));
    expect(plain.body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<SHOP xmlns=')).toBe(true);
    expect((await t.app.inject({ url: '/api/v1/feeds/zbozi.xml?locale=de' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/feeds/other.xml' })).statusCode).toBe(400);
  });

  it('the back office lists the feeds with their addresses, product counts and build times', async () => {
    const res = await t.app.inject({ url: '/api/admin/v1/product-feeds', headers: bearer(ownerKey) });
    const { data } = adminProductFeedList.parse(res.json());
    expect(data.map((f) => f.storefrontPath)).toEqual([
      '/feeds/heureka.xml',
      '/feeds/heureka.xml?locale=sk',
      '/feeds/zbozi.xml',
      '/feeds/google.xml',
      '/feeds/google.xml?locale=sk',
      '/feeds/google.xml?locale=de',
    ]);
    const products = await storeProducts('cs', 'CZK');
    expect(data.find((f) => f.format === 'google' && f.locale === 'cs')!.productCount).toBe(products.length);
    expect(data.every((f) => f.builtAt !== null && (f.bytes ?? 0) > 0)).toBe(true);
    const content = await operatorApiKey(t.database.db, ['content']);
    expect(
      (await t.app.inject({ url: '/api/admin/v1/product-feeds', headers: bearer(content) })).statusCode,
    ).toBe(403);
  });
});

/**
 * An offer as the storefront's product API presents the product: what every feed item must say,
 * built from the API's answer rather than from the feeds' own catalogue read.
 */
function offersOf(p: Product, locale: Locale): FeedItem[] {
  const site = { storefrontUrl: STOREFRONT, publicUrl: PUBLIC };
  const productImages = p.images.map((i) => i.path);
  return p.variants.map((v) => {
    const main = v.mainImage?.path ?? p.mainImage?.path;
    const values = new Map(p.parameters.flatMap((param) => param.values.map((x) => [x.id, x.name] as const)));
    return {
      itemId: v.catalogCode,
      groupId: p.hasVariants ? p.marketingCode || String(p.id) : null,
      productId: p.id,
      name: v.fullname,
      productName: p.name,
      description: plainText(p.description || p.perex),
      url: productUrl(site, locale, p.slug, v.id, v.id === p.defaultVariantId),
      images: [...new Set([main, ...productImages].filter((x): x is string => !!x))].map((path) =>
        pictureUrl(site, path),
      ),
      currency: v.prices.currencyCode,
      price: v.prices.unitWithTax,
      originalPrice: v.prices.inDiscount ? v.prices.unitOriginalWithTax : null,
      ean: v.ean,
      brand: p.brand?.name ?? null,
      mpn: v.catalogCode,
      category: p.categoryFullname,
      availability: !v.availability.isAvailable
        ? 'out_of_stock'
        : v.availability.delayDays > 0
          ? 'backorder'
          : 'in_stock',
      deliveryDays: !v.availability.isAvailable ? null : v.availability.delayDays,
      params: p.parameters.flatMap((param) => {
        const chosen = param.variantDefining
          ? (v.content.parameters.find((x) => x.entityId === param.id)?.values ?? [])
          : param.values.map((x) => x.id);
        const names = chosen.map((id) => values.get(id)).filter((x): x is string => !!x);
        return names.length
          ? [{ name: param.name, value: names.join(', ') + (param.unit ? ` ${param.unit}` : '') }]
          : [];
      }),
      freeShippers: p.freeShippers,
    };
  });
}

describe("the feeds' own catalogue read", () => {
  it('gives every offer field by field as the product API presents it, in every locale and currency', async () => {
    const db = t.database.db;
    // Texts the sanitiser changes, a locale without its own texts, a volume price from one piece.
    const [product] = await queryRows<{ id: number }>(
      db,
      sql`select p.id from catalog.products p
           where p.visible and p.saleable and p.archived_at is null
             and (select count(*) from catalog.variants v where v.product_id = p.id and v.archived_at is null) > 1
           order by p.id limit 1`,
    );
    await db.execute(
      sql`update catalog.product_translations
             set description = '<p>Olej &amp; vosk <b>bez</b>&nbsp;silikonu</p><script>alert(1)</script><ul><li>&eacute;</li></ul>'
           where product_id = ${product!.id} and locale = 'cs'`,
    );
    await db.execute(
      sql`delete from catalog.product_translations where product_id = ${product!.id} and locale = 'sk'`,
    );
    await db.execute(
      sql`insert into catalog.quantity_prices (price_id, from_amount, unit_with_tax)
          select pr.id, 1, pr.unit_with_tax - 100 from catalog.prices pr
            join catalog.variants v on v.id = pr.variant_id
           where v.product_id = ${product!.id} and pr.customer_group is null and pr.currency_code = 'CZK'
           on conflict do nothing`,
    );

    const markets: FeedMarket[] = [
      { locale: 'cs', currency: 'CZK' },
      { locale: 'sk', currency: 'EUR' },
      { locale: 'de', currency: 'EUR' },
    ];
    const read: FeedItem[][] = markets.map(() => []);
    // Small chunks, so that offers cross the chunks' borders.
    for await (const chunk of feedItems(db, { storefrontUrl: STOREFRONT, publicUrl: PUBLIC }, markets, 4)) {
      chunk.forEach((items, i) => read[i]!.push(...items));
    }
    for (const [i, { locale, currency }] of markets.entries()) {
      const expected = (await storeProducts(locale, currency)).flatMap((p) => offersOf(p, locale));
      expect(read[i]!.map((o) => o.itemId)).toEqual(expected.map((o) => o.itemId));
      for (const [k, offer] of expected.entries()) expect(read[i]![k]).toEqual(offer);
    }
    // The demo catalogue has what makes the comparison worth it.
    const all = read.flat();
    expect(all.some((o) => o.originalPrice !== null)).toBe(true);
    expect(all.some((o) => o.groupId !== null)).toBe(true);
    expect(all.some((o) => o.params.length > 0)).toBe(true);
    expect(all.some((o) => o.availability !== 'in_stock')).toBe(true);
    const changed = read[0]!.find((o) => o.productId === product!.id)!;
    expect(changed.description).toMatch(/^Olej & vosk bez\s+silikonu\né$/);
    expect(read[1]!.find((o) => o.productId === product!.id)!.productName).toBe(changed.productName);
  });
});
