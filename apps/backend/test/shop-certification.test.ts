import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopCertificate } from '@shop/contract';
import { certificateFromReviews } from '../src/integrations/shop-certification/certificate.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The shop's certificate for the footer badge (GET /api/v1/shop-certification/certificate) on fresh
// databases. Catalogue test data: product 1 (variant 101) has 7 reviews rated 100, 80, 60, 100, 40,
// 80, 100, the third not from a shipped purchase; product 2 (variant 102) has none. The plain
// fixture has no reviews at all.
const MAIL_FROM = 'Obchod Zdraví <obchod@example.cz>';
const URL_PATH = '/api/v1/shop-certification/certificate';

describe('the certificate from verified reviews', () => {
  it('recommending share rounded; none without reviews', () => {
    expect(certificateFromReviews('Obchod', { total: 6, atLeast: 5 })).toEqual({
      name: 'Obchod',
      recommendPercent: 83,
      reviewCount: 6,
      url: null,
    });
    expect(certificateFromReviews('Obchod', { total: 8, atLeast: 1 })?.recommendPercent).toBe(13);
    expect(certificateFromReviews('Obchod', { total: 3, atLeast: 0 })?.recommendPercent).toBe(0);
    expect(certificateFromReviews('Obchod', { total: 2, atLeast: 2 })?.recommendPercent).toBe(100);
    expect(certificateFromReviews('Obchod', { total: 0, atLeast: 0 })).toBeNull();
  });
});

describe('GET /api/v1/shop-certification/certificate with reviews', () => {
  let t: CatalogTestApp;
  /** An operator's API key (ships orders). */
  let operatorKey: string;
  beforeAll(async () => {
    t = await createCatalogTestApp({ env: { MAIL_FROM } });
    operatorKey = await operatorApiKey(t.database.db);
  });
  afterAll(() => t.cleanup());

  const certificate = async () => {
    const res = await t.app.inject({ url: URL_PATH });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    return shopCertificate.parse(res.json());
  };

  it('counts the verified reviews and the share rated 4 stars or more', async () => {
    // Six verified: 100, 80, 100, 40, 80, 100; five of them 80 or more.
    expect(await certificate()).toEqual({
      name: 'Obchod Zdraví',
      recommendPercent: 83,
      reviewCount: 6,
      url: null,
    });
  });

  it("a buyer's new review of a shipped product counts at once", async () => {
    const who = await registerCustomer(t, { emailPrefix: 'certifikat' });
    // Cash on delivery: the goods may leave unpaid.
    const placed = await placeCustomerOrder(t.app, who, [[102, 1]], { paymentId: 2 });
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/orders/${placed.id}/transitions`,
      headers: bearer(operatorKey),
      payload: { to: 'shipped', trackingNumber: 'Z 1234567890' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products/2/reviews',
      headers: who,
      payload: { rating: 20, text: 'Nic moc' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // 5 of 7.
    expect(await certificate()).toMatchObject({ recommendPercent: 71, reviewCount: 7 });
  });

  it('reviews of a hidden product are not published: they do not count', async () => {
    await t.database.db.execute(sql`update catalog.products set visible = false where id = 1`);
    expect(await certificate()).toMatchObject({ recommendPercent: 0, reviewCount: 1 });
  });
});

describe('GET /api/v1/shop-certification/certificate without a certificate', () => {
  let plain: TestApp;
  let configured: CatalogTestApp;
  beforeAll(async () => {
    [plain, configured] = await Promise.all([
      createTestApp(),
      createCatalogTestApp({
        env: {
          SHOP_CERTIFICATION_URL: 'https://certification.example/api/orders',
          SHOP_CERTIFICATION_API_KEY: 'certification-key',
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain.cleanup(), configured.cleanup()]);
  });

  it('no reviews: 204 with no body, cacheable as well', async () => {
    const res = await plain.app.inject({ url: URL_PATH });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it("a configured service: none from the shop, the service's script draws the badge", async () => {
    const res = await configured.app.inject({ url: URL_PATH });
    expect(res.statusCode).toBe(204);
  });

  it('is in the API document', async () => {
    const res = await plain.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json<{ paths: Record<string, { get?: { responses?: object } }> }>();
    expect(Object.keys(paths[URL_PATH]?.get?.responses ?? {})).toEqual(['200', '204']);
  });
});
