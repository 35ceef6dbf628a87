import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogCategoryResponse,
  catalogState,
  product,
  virtualCategoryQuery,
  virtualCategoryResult,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Dataset } from '../src/seed/dataset.ts';
import { generateDemoDataset } from '../src/seed/demo/index.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

// The demo data set (fewer products, no pictures) as a Slovak or German shopper reads it.
const dataset: Dataset = generateDemoDataset({ products: 60, images: false });
let t: TestDatabase & { app: Awaited<ReturnType<typeof buildApp>> };
beforeAll(async () => {
  const testDb = await createTestDatabase({ dataset });
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const app = await buildApp({ config, database: testDb.database, logger: false });
  await app.ready();
  t = { ...testDb, app };
});
afterAll(async () => {
  await t.app.close();
  await t.cleanup();
});

const get = async (url: string, headers: Record<string, string>) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const gql = async (query: string, variables: object, headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe.each([
  ['sk', 'Zloženie a použitie'],
  ['de', 'Zusammensetzung und Anwendung'],
] as const)('the demo shop in %s', (locale, heading) => {
  const headers = { 'x-locale': locale };

  it('shows each product’s own description and perex', async () => {
    for (const row of dataset.products.slice(0, 5)) {
      const p = product.parse(await get(`/api/v1/products/${row.id}`, headers));
      expect(p.description).toContain(`<h2>${heading}</h2>`);
      expect(p.description).not.toContain('Složení a použití');
      expect(p.perex).toBe(row.perex[locale]);
    }
  });

  it('serves a category’s own SEO title and description', async () => {
    const row = dataset.categories[0]!;
    const [c] = catalogCategoryResponse.parse(await get(`/catalog/category?ids=${row.id}`, headers)).data;
    expect(c?.page_meta.seo_title).toBe(row.seo.title?.[locale]);
    expect(c?.page_meta.seo_description).toBe(row.seo.description?.[locale]);
    expect(c?.page_meta.seo_title).not.toBe(row.seo.title?.cs);
  });

  it('names the gift category in euros, in its SEO title and price range, and filters by them', async () => {
    const { data } = virtualCategoryResult.parse(
      await gql(virtualCategoryQuery, { slugs: ['darky-do-500-kc'] }, { ...headers, 'x-currency': 'EUR' }),
    );
    const gifts = data.virtual_category[0];
    expect(gifts?.page_meta.seo_title).toContain('20 €');
    expect(gifts?.page_meta.seo_description).toContain('20 €');
    expect(gifts?.price_range).toEqual({ price_from: null, price_to: 20, currency_code: 'EUR' });
    const state = catalogState.parse(
      await get('/api/catalog/v2/state?scope=virtual_category&id=darky-do-500-kc&perPage=100', {
        ...headers,
        'x-currency': 'EUR',
      }),
    );
    expect(state.total).toBeGreaterThan(0);
    for (const p of state.products) expect(p.prices.unitWithTax).toBeLessThanOrEqual(20);
  });
});
