import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogProductResponse, product } from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every field the storefront renders as HTML, fed a script and an event handler straight in the
// database (as a poisoned import or a stolen admin token would), must come out of the API clean.
const EVIL = '<p>Text<script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)"></p>';
const CLEAN = '<p>Text<img src="https://x.example/a.png" /></p>';
const evilJson = JSON.stringify({ cs: EVIL });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const expectClean = (html: string | null | undefined) => {
  expect(html).toBe(CLEAN);
  expect(html).not.toMatch(/<script|onerror/i);
};

async function graphql<T>(query: string): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: T }).data;
}

describe('HTML fields served clean', () => {
  it('a product description', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from catalog.products where visible order by id limit 1`,
    );
    const id = row!.id;
    await t.database.db.execute(
      sql`update catalog.product_translations set description = ${EVIL} where product_id = ${id} and locale = 'cs'`,
    );
    const res = await t.app.inject({ url: `/catalog/product?ids=${id}` });
    expectClean(catalogProductResponse.parse(res.json()).data[0]!.description);
    const store = await t.app.inject({ url: `/api/v1/products/${id}` });
    expectClean(product.parse(store.json()).description);
  });

  it("a text page's content", async () => {
    const [page] = await queryRows<{
      id: number;
    }>(t.database.db, sql`select id from pages.pages limit 1`);
    await t.database.db.execute(
      sql`update pages.pages set content = ${evilJson}::jsonb where id = ${page!.id}`,
    );
    const [meta] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select slug from publishing.page_meta where entity_type = 'page' and entity_id = ${page!.id} and locale = 'cs'`,
    );
    const data = await graphql<{ page: { content: string } }>(`{ page(slug: "${meta!.slug}") { content } }`);
    expectClean(data.page.content);
  });

  it("a brand's and a material's description", async () => {
    // The CMS text of a brand, else the catalogue's own: both.
    await t.database.db.execute(
      sql`update merchandising.brand_contents set description = ${evilJson}::jsonb`,
    );
    await t.database.db.execute(sql`update catalog.brands set description = ${evilJson}::jsonb`);
    await t.database.db.execute(
      sql`update merchandising.materials set description = ${evilJson}::jsonb, hygiene = ${evilJson}::jsonb, lubricants = ${evilJson}::jsonb`,
    );
    const brands = await graphql<{ brands: { description: string | null }[] }>('{ brands { description } }');
    expect(brands.brands.length).toBeGreaterThan(0);
    for (const b of brands.brands) if (b.description !== null) expectClean(b.description);
    const [material] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select value_id as id from merchandising.materials limit 1`,
    );
    expect(material).toBeDefined();
    const m = await graphql<{
      material: { description: string; material_hygiene: string; material_lubricants: string }[];
    }>(`{ material(ids: [${material!.id}]) { description material_hygiene material_lubricants } }`);
    expectClean(m.material[0]!.description);
    expectClean(m.material[0]!.material_hygiene);
    expectClean(m.material[0]!.material_lubricants);
  });
});
