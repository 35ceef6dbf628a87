import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponse,
  productCommentsResponse,
  productReviewResponse,
  productReviewsResponse,
  revalidateSignatureHeader,
} from '@shop/contract';
import { reviewMessages } from '@shop/rules';
import { queryRows } from '../src/db/query.ts';
import { generateDemoDataset } from '../src/seed/demo/index.ts';
import { productComments, products } from '../src/modules/catalog/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';
import { operatorApiKey } from './support/operator-access.ts';

// Customers' reviews (POST /api/v1/products/{id}/reviews) and product comments over HTTP on a fresh
// database. Fixture: product 1 'Aloe gel 100 ml' (variant 101) has 7 reviews averaging 80; product
// 2 'Silikonový gel 50 ml' (variant 102) has none. Orders go to a pickup point in Praha.
const REVALIDATE_SECRET = 'revalidate-secret-for-review-tests';
type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
let t: CatalogTestApp;
/** An operator's API key with every permission (moves orders on). */
let admin: Headers;
let storefront: Server;
/** The tags of every revalidation call the stand-in storefront accepted. */
const revalidated: string[][] = [];

beforeAll(async () => {
  // A storefront stand-in that checks the signature as the real one does and records the tags.
  storefront = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const signed = createHmac('sha256', REVALIDATE_SECRET).update(body).digest('hex');
      if (req.url !== '/api/revalidate' || req.headers[revalidateSignatureHeader] !== signed) {
        res.writeHead(401).end();
        return;
      }
      revalidated.push((JSON.parse(body) as { tags: string[] }).tags);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => storefront.listen(0, '127.0.0.1', resolve));
  const { port } = storefront.address() as AddressInfo;
  t = await createCatalogTestApp({
    env: {
      STOREFRONT_URL: `http://127.0.0.1:${port}`,
      REVALIDATE_SECRET,
    },
  });
  admin = bearer(await operatorApiKey(t.database.db));
});
afterAll(async () => {
  await t.cleanup();
  await new Promise((resolve) => storefront.close(resolve));
});

const customer = (firstName = 'Jana') => registerCustomer(t, { firstName, emailPrefix: 'recenze' });

/** Cash on delivery to a pickup point; the billing address is in Olomouc. */
const order = (who: Headers, variantId: number) =>
  placeCustomerOrder(t.app, who, [[variantId, 1]], { paymentId: 2 });

const moveOn = async (id: number, to: 'shipped' | 'delivered' | 'cancelled') => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/orders/${id}/transitions`,
    headers: admin,
    payload: { to, ...(to === 'shipped' ? { trackingNumber: 'Z 1234567890' } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const review = (productId: number, payload: Record<string, unknown>, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/products/${productId}/reviews`, headers, payload });
const reviews = async (productId: number, query = '') => {
  const res = await t.app.inject({ url: `/api/v1/products/${productId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productReviewsResponse.parse(res.json());
};
const summaryInDb = async (productId: number) => {
  const [row] = await t.database.db
    .select({ rating: products.rating, ratingCount: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return row;
};
const refusalOf = (body: string) => errorResponse.parse(JSON.parse(body)).errors[0];

describe('POST /api/v1/products/{id}/reviews', () => {
  it('answers 401 without a log-in, and with a token that is not a session', async () => {
    expect((await review(1, { rating: 100 })).statusCode).toBe(401);
    expect((await review(1, { rating: 100 }, bearer('x'.repeat(43)))).statusCode).toBe(401);
  });

  it('asks for stars with 422 when the rating is missing or 0, and keeps the text limit', async () => {
    const who = await customer();
    for (const payload of [{}, { text: 'Jen text' }, { rating: null }, { rating: 0, text: 'Nic' }]) {
      const res = await review(1, payload, who);
      expect(res.statusCode, res.body).toBe(422);
      expect(refusalOf(res.body)).toMatchObject({ field: 'rating', title: reviewMessages.ratingRequired });
    }
    const long = await review(1, { rating: 80, text: 'a'.repeat(2001) }, who);
    expect(long.statusCode).toBe(422);
    expect(refusalOf(long.body)).toMatchObject({ field: 'text', title: reviewMessages.textTooLong });
    // Out of the 0–100 scale or not a number at all: the body is malformed.
    for (const payload of [{ rating: 101 }, { rating: 'pět' }, { rating: 2.5 }])
      expect((await review(1, payload, who)).statusCode).toBe(400);
    expect((await reviews(1)).total).toBe(7);
  });

  it('refuses a product the customer did not buy, or whose order was not shipped yet', async () => {
    const who = await customer();
    const never = await review(1, { rating: 100, text: 'Výborné' }, who);
    expect(never.statusCode).toBe(403);
    expect(refusalOf(never.body)!.title).toBe(
      'Recenzovaný produkt jste dosud nezakoupili nebo nebyl ještě odeslán',
    );
    await order(who, 101);
    const unshipped = await review(1, { rating: 100 }, who);
    expect(unshipped.statusCode).toBe(403);
    expect(refusalOf(unshipped.body)!.title).toBe(reviewMessages.notPurchased);
    // Another customer's shipped order of the product does not count for this one.
    const other = await customer('Petr');
    const theirs = await order(other, 101);
    await moveOn(theirs.id, 'shipped');
    expect((await review(1, { rating: 100 }, who)).statusCode).toBe(403);
    expect(await summaryInDb(1)).toEqual({ rating: 80, ratingCount: 7 });
  });

  it('accepts the review once the order was shipped, lists it first and updates the summary', async () => {
    const who = await customer('Kateřina');
    const placed = await order(who, 101);
    await moveOn(placed.id, 'shipped');
    revalidated.length = 0;
    const res = await review(1, { rating: 100, text: '  Skvělý gel, objednám znovu.  ' }, who);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const saved = productReviewResponse.parse(res.json());
    expect(saved.data).toMatchObject({
      rating: 100,
      text: 'Skvělý gel, objednám znovu.',
      author: { firstName: 'Kateřina', city: 'Olomouc' },
      shippedPurchase: true,
    });
    // (7 × 80 + 100) / 8 = 82.5, rounded.
    expect(saved.summary).toEqual({ rating: 83, ratingCount: 8 });
    expect(await summaryInDb(1)).toEqual({ rating: 83, ratingCount: 8 });
    const listed = await reviews(1);
    expect(listed.summary).toEqual({ rating: 83, ratingCount: 8 });
    expect(listed.data[0]).toEqual(saved.data);
    // The storefront was told before the answer which pages show the product.
    expect(revalidated).toEqual([['product:aloe-gel-100-ml', 'product-id:1', 'shop-certificate']]);
  });

  it('replaces the earlier review when the customer writes again, counting them once', async () => {
    const who = await customer('Marek');
    const placed = await order(who, 102);
    await moveOn(placed.id, 'delivered');
    const first = await review(2, { rating: 40, text: 'Nic moc.' }, who);
    expect(first.statusCode, first.body).toBe(201);
    expect(productReviewResponse.parse(first.json()).summary).toEqual({ rating: 40, ratingCount: 1 });
    const second = await review(2, { rating: 80 }, who);
    expect(second.statusCode, second.body).toBe(201);
    const replaced = productReviewResponse.parse(second.json());
    expect(replaced.data).toMatchObject({ rating: 80, text: null, author: { firstName: 'Marek' } });
    expect(replaced.summary).toEqual({ rating: 80, ratingCount: 1 });
    const listed = await reviews(2);
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toEqual(replaced.data);
  });

  it('does not count a cancelled order', async () => {
    const who = await customer();
    const placed = await order(who, 102);
    await moveOn(placed.id, 'cancelled');
    const res = await review(2, { rating: 100 }, who);
    expect(res.statusCode).toBe(403);
    expect(refusalOf(res.body)!.title).toBe(reviewMessages.notPurchased);
  });

  it('answers 404 for a hidden product even after a shipped purchase', async () => {
    const who = await customer();
    const placed = await order(who, 102);
    await moveOn(placed.id, 'shipped');
    await t.database.db.update(products).set({ visible: false }).where(eq(products.id, 2));
    try {
      expect((await review(2, { rating: 60 }, who)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(products).set({ visible: true }).where(eq(products.id, 2));
    }
  });

  it('keeps the summary right when several customers review the same product at once', async () => {
    const before = await reviews(2, '?perPage=50');
    const who = await Promise.all(['Alena', 'Boris', 'Cyril', 'Dana', 'Emil'].map((name) => customer(name)));
    for (const c of who) await moveOn((await order(c, 102)).id, 'shipped');
    const stars = [100, 20, 60, 80, 40];
    const answers = await Promise.all(who.map((c, i) => review(2, { rating: stars[i] }, c)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    const all = await queryRows<{ avg: string; n: number }>(
      t.database.db,
      sql`select avg(rating)::text as avg, count(*)::int as n from catalog.reviews where product_id = 2`,
    );
    const expected = { rating: Math.round(Number(all[0]!.avg)), ratingCount: before.total + 5 };
    expect(all[0]!.n).toBe(before.total + 5);
    expect(await summaryInDb(2)).toEqual(expected);
    expect((await reviews(2)).summary).toEqual(expected);
  });
});

describe('GET /api/v1/products/{id}/comments', () => {
  beforeAll(async () => {
    await t.database.db.insert(productComments).values(
      Array.from({ length: 12 }, (_, i) => ({
        productId: 1,
        authorName: `Zákazník ${i + 1}`,
        text: `Otázka číslo ${i + 1}?`,
        answer: i % 3 === 0 ? `Odpověď na otázku ${i + 1}.` : null,
        createdAt: new Date(Date.UTC(2026, 0, i + 1, 9)),
      })),
    );
  });
  const comments = async (productId: number, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/products/${productId}/comments${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return productCommentsResponse.parse(res.json());
  };

  it('pages 10 newest first by default, with the shop’s answers', async () => {
    const first = await comments(1);
    expect(first).toMatchObject({ currentPage: 1, perPage: 10, total: 12, totalPages: 2 });
    expect(first.data.map((c) => c.authorName).slice(0, 3)).toEqual([
      'Zákazník 12',
      'Zákazník 11',
      'Zákazník 10',
    ]);
    expect(first.data[2]).toMatchObject({
      text: 'Otázka číslo 10?',
      answer: 'Odpověď na otázku 10.',
      createdAt: '2026-01-10T09:00:00.000Z',
    });
    expect(first.data[0]!.answer).toBeNull();
    const second = await comments(1, '?page=2');
    expect(second.data.map((c) => c.authorName)).toEqual(['Zákazník 2', 'Zákazník 1']);
    expect((await comments(1, '?perPage=5&page=3')).data.map((c) => c.authorName)).toEqual([
      'Zákazník 2',
      'Zákazník 1',
    ]);
  });

  it('answers an empty list for a product without comments', async () => {
    expect(await comments(13)).toMatchObject({ data: [], total: 0, totalPages: 1 });
  });

  it('answers 404 for an unknown or hidden product, 400 for a bad page', async () => {
    expect((await t.app.inject({ url: '/api/v1/products/99999/comments' })).statusCode).toBe(404);
    await t.database.db.update(products).set({ visible: false }).where(eq(products.id, 14));
    expect((await t.app.inject({ url: '/api/v1/products/14/comments' })).statusCode).toBe(404);
    for (const q of ['?page=0', '?perPage=51', '?page=x'])
      expect((await t.app.inject({ url: `/api/v1/products/1/comments${q}` })).statusCode).toBe(400);
  });
});

describe('demo comments', () => {
  it('ask about existing products, mostly answered, the same every time', () => {
    const d = generateDemoDataset({ products: 60, images: false });
    const comments = d.comments ?? [];
    const ids = new Set(d.products.map((p) => p.id));
    expect(comments.length).toBeGreaterThan(5);
    expect(comments.every((c) => ids.has(c.productId) && c.text.length > 0)).toBe(true);
    expect(comments.some((c) => c.answer !== null)).toBe(true);
    expect(comments.some((c) => c.answer === null)).toBe(true);
    expect(new Set(comments.map((c) => c.id)).size).toBe(comments.length);
    expect(generateDemoDataset({ products: 60, images: false }).comments).toEqual(comments);
  });
});
