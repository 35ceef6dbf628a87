import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, searchResponse, type SearchResponse } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { refreshProductListing } from '../src/modules/catalog/listing/refresh.ts';
import { pages as textPages } from '../src/modules/pages/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

let t: CatalogTestApp;
let statements = 0;
beforeAll(async () => {
  t = await createCatalogTestApp({ onQuery: () => statements++ });
});
afterAll(() => t.cleanup());

async function search(q: string, extra = ''): Promise<SearchResponse> {
  const res = await t.app.inject({ url: `/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchResponse.parse(res.json());
}
const names = (r: SearchResponse) => r.products.map((p) => p.name);

describe('GET /search', () => {
  it.each([
    ['without diacritics', 'masazni olej'],
    ['with diacritics', 'Masážní olej'],
    ['upper case', 'MASÁŽNÍ OLEJ'],
    ['one typo', 'masazmi olej'],
  ])('finds a product %s', async (_name, q) => {
    expect(names(await search(q))).toEqual(['Masážní olej Levandule']);
  });

  it('matches prefixes and ranks name matches first', async () => {
    const r = await search('lubrik');
    expect(names(r).slice(0, 2)).toEqual(['Lubrikační gel Sensitive', 'Silikonový lubrikační gel Premium']);
    // Plus 1, 2 and 13, listed under 'Lubrikační gely' (1 in its subcategory).
    expect(r.productTotal).toBe(5);
    expect(r.categories.map((c) => c.slug)).toEqual(['lubrikacni-gely']);
  });

  it('tolerates one typo', async () => {
    expect(names(await search('kondmy'))).toEqual(['Kondomy Ultra tenké']);
  });

  it('requires every term (AND)', async () => {
    expect(names(await search('gel premium'))).toEqual(['Silikonový lubrikační gel Premium']);
    expect((await search('levandule kondomy')).productTotal).toBe(0);
  });

  it('drops terms under 3 characters and searches nothing when none is left', async () => {
    const r = await search('gel s a');
    expect(r.terms).toEqual(['gel']);
    const short = await search('ab c');
    expect(short).toEqual({
      q: 'ab c',
      terms: [],
      products: [],
      productTotal: 0,
      categories: [],
      content: [],
    });
  });

  it('limits the products but counts them all', async () => {
    const r = await search('gel', '&limit=2');
    expect(r.products).toHaveLength(2);
    expect(r.productTotal).toBeGreaterThan(2);
  });

  it('finds brands and pages by name', async () => {
    const brand = (await search('aquaglid')).content.find((c) => c.type === 'brand');
    expect(brand?.title).toBe('Aquaglide');
    const link = new URL(brand!.path, 'http://shop');
    expect(link.pathname).toBe('/hledat');
    expect(link.searchParams.get('q')).toBe('Aquaglide');
    expect(Number(link.searchParams.get('znacka'))).toBeGreaterThan(0);
    const pages = await search('obchodni podminky');
    expect(pages.content.filter((c) => c.type === 'page').map((c) => c.title)).toEqual(['Obchodní podmínky']);
  });

  it('leaves out a text page that has no address', async () => {
    await t.database.db
      .insert(textPages)
      .values({ title: { cs: 'Podmínky archivu' }, content: { cs: '<p>…</p>' } });
    const found = await search('podminky');
    expect(found.content.filter((c) => c.type === 'page')).toEqual([
      { type: 'page', title: 'Obchodní podmínky', path: '/vse-o-nakupu/obchodni-podminky' },
    ]);
  });

  it('answers a repeated query from its cache, and a changed catalogue at once', async () => {
    const before = await search('levandule');
    expect(names(before)).toEqual(['Masážní olej Levandule']);
    const sent = statements;
    expect(await search('LEVANDULE')).toEqual({ ...before, q: 'LEVANDULE' });
    expect(statements).toBe(sent);
    const id = before.products[0]!.id;
    const db = t.database.db;
    await db.execute(sql`update catalog.product_translations set name = 'Masážní olej Šalvěj'
                          where product_id = ${id} and locale = 'cs'`);
    await refreshProductListing(db, [id]);
    expect(names(await search('levandule'))).toEqual([]);
    expect(names(await search('salvej'))).toEqual(['Masážní olej Šalvěj']);
    await db.execute(sql`update catalog.product_translations set name = 'Masážní olej Levandule'
                          where product_id = ${id} and locale = 'cs'`);
    await refreshProductListing(db, [id]);
  });

  it('finds nothing for unknown words', async () => {
    expect((await search('xylofon')).productTotal).toBe(0);
  });

  it.each(['', '?q=gel&limit=0', '?q=gel&limit=1000', `?q=${'a'.repeat(201)}`])(
    'rejects %j with 400',
    async (query) => {
      const res = await t.app.inject({ url: `/search${query}` });
      expect(res.statusCode).toBe(400);
      errorResponse.parse(res.json());
    },
  );
});
