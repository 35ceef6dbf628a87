import { allGroupTags } from '@shop/contract';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCategoryContentResponse,
  catalogCategoryResponse,
  categoryContentQuery,
  categoryContentResult,
  errorResponse,
} from '@shop/contract';
import { createRevalidator } from '../src/modules/publishing/revalidation/service.ts';
import { loadDataset } from '../src/seed/load.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront, type RecordingStorefront } from './support/recording-storefront.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SECRET = 'revalidate-secret-for-tests-0123';

/** A real storefront stand-in: records what it receives on /api/revalidate. */
let storefront: RecordingStorefront;
let calls: RecordingStorefront['calls'];
let t: TestApp;
/** An operator's API key with every permission. */
let operatorKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  calls = storefront.calls;
  t = await createTestApp({ REVALIDATE_SECRET: SECRET, STOREFRONT_URL: storefront.url });
  operatorKey = await operatorApiKey(t.database.db);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const put = (id: string | number, payload: unknown, authorization?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/categories/${id}/content`,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    payload: payload as object,
  });

describe('PUT /api/admin/v1/categories/:id/content', () => {
  it('refuses a request without a key, with a wrong one or one without the content permission, before reading the body', async () => {
    calls.length = 0;
    for (const auth of [
      undefined,
      'Bearer wrong-token-wrong-token-00',
      operatorKey,
      `Basic ${operatorKey}`,
    ]) {
      const res = await put(2, { description: '<p>x</p>' }, auth);
      expect(res.statusCode).toBe(401);
      expect(errorResponse.parse(res.json()).errors[0]).toEqual({
        code: 'admin.unauthenticated',
        title: 'Přihlaste se prosím.',
      });
    }
    const invalidBody = await put(2, { nonsense: true });
    expect(invalidBody.statusCode).toBe(401);
    const ordersOnly = `Bearer ${await operatorApiKey(t.database.db, ['orders'])}`;
    const forbidden = await put(2, { nonsense: true }, ordersOnly);
    expect(forbidden.statusCode).toBe(403);
    expect(errorResponse.parse(forbidden.json()).errors[0]).toEqual({
      code: 'admin.forbidden',
      title: 'K této akci nemáte oprávnění.',
    });
    expect(calls).toHaveLength(0);
  });

  it('writes the text, serves it sanitised and revalidates the category page with a signed call', async () => {
    calls.length = 0;
    const res = await put(
      2,
      { locale: 'cs', description: '<h2>Nový text</h2><p onclick="x()">Gely<script>alert(1)</script></p>' },
      `Bearer ${operatorKey}`,
    );
    expect(res.statusCode).toBe(200);
    expect(adminCategoryContentResponse.parse(res.json())).toEqual({
      store_id: 2,
      description: '<h2>Nový text</h2><p>Gely</p>',
      text_below_products: null,
      revalidated: ['category:lubrikacni-gely'],
    });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(JSON.parse(call!.body)).toEqual({
      tags: ['category:lubrikacni-gely'],
      sentAt: expect.any(Number),
    });
    expect(call!.headers['x-signature']).toBe(createHmac('sha256', SECRET).update(call!.body).digest('hex'));

    const category = catalogCategoryResponse.parse(
      (await t.app.inject({ url: '/catalog/category?ids=2' })).json(),
    );
    expect(category.data[0]?.description).toBe('<h2>Nový text</h2><p>Gely</p>');
    const cms = categoryContentResult.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query: categoryContentQuery, variables: { storeId: 2 } },
        })
      ).json(),
    );
    expect(cms.data.category?.description).toBe('<h2>Nový text</h2><p>Gely</p>');
  });

  it('changes one locale only and clears with null', async () => {
    const sk = await put(
      2,
      { locale: 'sk', text_below_products: '<p>Poradíme.</p>' },
      `Bearer ${operatorKey}`,
    );
    expect(sk.statusCode).toBe(200);
    expect(sk.json()).toMatchObject({
      text_below_products: '<p>Poradíme.</p>',
      description: '<h2>Nový text</h2><p>Gely</p>',
    });
    const cleared = await put(2, { locale: 'sk', text_below_products: null }, `Bearer ${operatorKey}`);
    // The Slovak text is gone; the Czech original created with it remains the fallback.
    expect(cleared.json()).toMatchObject({ text_below_products: '<p>Poradíme.</p>' });
    const all = await put(2, { locale: 'cs', text_below_products: null }, `Bearer ${operatorKey}`);
    expect(all.json()).toMatchObject({ text_below_products: null });
  });

  it('answers 404 for an unknown category and 400 for bad input, in the error shape', async () => {
    const missing = await put(999, { description: '<p>x</p>' }, `Bearer ${operatorKey}`);
    expect(missing.statusCode).toBe(404);
    expect(errorResponse.parse(missing.json()).errors[0]).toEqual({
      code: 'not_found',
      field: 'id',
      title: 'Nenalezeno',
    });
    for (const [id, body] of [
      ['abc', { description: 'x' }],
      [2, {}],
      [2, { locale: 'en', description: 'x' }],
      [2, { description: 42 }],
    ] as const) {
      const res = await put(id, body, `Bearer ${operatorKey}`);
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).errors[0]?.title).toBe('Neplatná hodnota');
    }
  });
});

describe('loading a data set', () => {
  it('tells the storefront that the catalogue and the CMS changed', async () => {
    calls.length = 0;
    const revalidator = createRevalidator({
      storefrontUrl: storefront.origin,
      secret: SECRET,
      log: console,
    });
    await loadDataset(t.database.db, fixtureDataset, { truncate: true, revalidator });
    expect(calls.map((c) => JSON.parse(c.body))).toEqual([
      { tags: [...allGroupTags], sentAt: expect.any(Number) },
    ]);
  });
});

describe('a shop whose owner has created no API key', () => {
  it('has the operator endpoint, and it refuses without credentials and a key of another shop', async () => {
    const plain = await createTestApp();
    try {
      for (const headers of [{}, { authorization: `Bearer ${operatorKey}` }]) {
        const res = await plain.app.inject({
          method: 'PUT',
          url: '/api/admin/v1/categories/2/content',
          headers: { 'content-type': 'application/json', ...headers },
          payload: { description: 'x' },
        });
        expect(res.statusCode).toBe(401);
        expect(errorResponse.parse(res.json()).errors[0]?.code).toBe('admin.unauthenticated');
      }
    } finally {
      await plain.cleanup();
    }
  });
});
