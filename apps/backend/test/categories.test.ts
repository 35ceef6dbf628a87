import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCategoryResponse, errorResponse, productCategoriesResponse } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { sql } from 'drizzle-orm';
import { invalidateCategoryTree } from '../src/modules/catalog/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('GET /api/v1/product-categories', () => {
  it('lists every category sorted by Czech name with subtree product counts', async () => {
    const res = await t.app.inject({ url: '/api/v1/product-categories' });
    expect(res.statusCode).toBe(200);
    const body = productCategoriesResponse.parse(res.json());
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, perPage: 200, total: 7 });
    expect(body.data.map((c) => c.name)).toEqual([
      'Cvičení pánevního dna',
      'Fitness',
      'Gely na vodní bázi',
      'Intimní zdraví',
      'Lubrikační gely',
      'Menstruační kalíšky',
      'Posilovací gumy',
    ]);
    const count = (slug: string) => body.data.find((c) => c.slug === slug)?.productCount;
    // Product 5 is listed in "cviceni-panevniho-dna" and, extra, in "intimni-zdravi".
    expect(count('intimni-zdravi')).toBe(4);
    expect(count('lubrikacni-gely')).toBe(2); // product 1 in the child and the parent counts once
    expect(count('gely-na-vodni-bazi')).toBe(1);
    expect(count('fitness')).toBe(3);
    expect(body.data.find((c) => c.slug === 'lubrikacni-gely')).toMatchObject({
      id: 2,
      parentId: 1,
      position: 1,
    });
  });

  it('pages through the list', async () => {
    const first = productCategoriesResponse.parse(
      (await t.app.inject({ url: '/api/v1/product-categories?perPage=3&page=1' })).json(),
    );
    const third = productCategoriesResponse.parse(
      (await t.app.inject({ url: '/api/v1/product-categories?perPage=3&page=3' })).json(),
    );
    expect(first).toMatchObject({ currentPage: 1, totalPages: 3, total: 7, perPage: 3 });
    expect(first.data).toHaveLength(3);
    expect(third.data.map((c) => c.slug)).toEqual(['posilovaci-gumy']);
    const beyond = productCategoriesResponse.parse(
      (await t.app.inject({ url: '/api/v1/product-categories?perPage=3&page=9' })).json(),
    );
    expect(beyond.data).toEqual([]);
  });

  it('answers in the x-locale language, falling back to Czech', async () => {
    const de = productCategoriesResponse.parse(
      (await t.app.inject({ url: '/api/v1/product-categories', headers: { 'x-locale': 'de' } })).json(),
    );
    expect(de.data.map((c) => c.name)).toContain('Gleitgele');
    const unknown = productCategoriesResponse.parse(
      (await t.app.inject({ url: '/api/v1/product-categories', headers: { 'x-locale': 'xx' } })).json(),
    );
    expect(unknown.data[0]?.name).toBe('Cvičení pánevního dna');
  });

  it.each(['page=-1', 'page=0', 'perPage=0', 'perPage=10000', 'perPage=abc', 'page=1.5'])(
    'rejects %s with 400 and the error shape',
    async (q) => {
      const res = await t.app.inject({ url: `/api/v1/product-categories?${q}` });
      expect(res.statusCode).toBe(400);
      const body = errorResponse.parse(res.json());
      expect(body.errors[0]).toEqual({ code: 'invalid', field: q.split('=')[0], title: 'Neplatná hodnota' });
    },
  );
});

describe('GET /catalog/category', () => {
  it('answers a hidden category only when asked for explicitly', async () => {
    await t.database.db.execute(sql`update catalog.categories set visible = false where id = 3`);
    invalidateCategoryTree(t.database.db);
    try {
      const slugs = (query: string) =>
        t.app
          .inject({ url: `/catalog/category?slugs=gely-na-vodni-bazi${query}` })
          .then((r) => catalogCategoryResponse.parse(r.json()).data.map((c) => c.slug));
      expect(await slugs('')).toEqual([]);
      expect(await slugs('&checkPermissions=true')).toEqual([]);
      expect(await slugs('&checkPermissions=false')).toEqual(['gely-na-vodni-bazi']);
    } finally {
      await t.database.db.execute(sql`update catalog.categories set visible = true where id = 3`);
      invalidateCategoryTree(t.database.db);
    }
  });

  it('returns a category by slug with breadcrumb, children, description and page_meta', async () => {
    const res = await t.app.inject({ url: '/catalog/category?slugs=lubrikacni-gely&checkPermissions=true' });
    expect(res.statusCode).toBe(200);
    const { data } = catalogCategoryResponse.parse(res.json());
    expect(data).toHaveLength(1);
    const c = data[0]!;
    expect(c).toMatchObject({
      id: 2,
      name: 'Lubrikační gely',
      slug: 'lubrikacni-gely',
      parentId: 1,
      productCount: 2,
      image: 'categories/lubrikacni-gely.svg',
    });
    expect(c.breadcrumb).toEqual([{ id: 1, name: 'Intimní zdraví', slug: 'intimni-zdravi' }]);
    expect(c.children).toEqual([
      { id: 3, name: 'Gely na vodní bázi', slug: 'gely-na-vodni-bazi', productCount: 1 },
    ]);
    expect(c.description).toContain('<h2>Lubrikační gely</h2>');
    expect(c.page_meta.slug).toBe('lubrikacni-gely');
    expect(c.page_meta.canonical_slugs).toEqual(
      expect.arrayContaining([
        { language: 'cs', slug: 'lubrikacni-gely' },
        { language: 'sk', slug: 'lubrikacni-gely' },
        { language: 'de', slug: 'lubrikacni-gely' },
      ]),
    );
  });

  it('returns a deep category with the full breadcrumb, by id, with SEO data', async () => {
    const deep = catalogCategoryResponse.parse(
      (await t.app.inject({ url: '/catalog/category?ids=3' })).json(),
    ).data[0];
    expect(deep?.breadcrumb.map((b) => b.slug)).toEqual(['intimni-zdravi', 'lubrikacni-gely']);
    expect(deep?.children).toEqual([]);
    const root = catalogCategoryResponse.parse(
      (await t.app.inject({ url: '/catalog/category?ids=1' })).json(),
    ).data[0];
    expect(root?.page_meta).toMatchObject({
      seo_title: 'Intimní zdraví | Zdravě a diskrétně',
      meta_noindex: false,
      meta_nofollow: false,
    });
    expect(root?.children.map((x) => x.slug)).toEqual(['lubrikacni-gely', 'menstruacni-kalisky']);
  });

  it('keeps the requested order and leaves unknown slugs out', async () => {
    const res = await t.app.inject({ url: '/catalog/category?slugs=fitness,neexistuje,intimni-zdravi' });
    expect(res.statusCode).toBe(200);
    expect(catalogCategoryResponse.parse(res.json()).data.map((c) => c.slug)).toEqual([
      'fitness',
      'intimni-zdravi',
    ]);
    const none = await t.app.inject({ url: '/catalog/category?slugs=neexistuje' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: [] });
  });

  it('translates names with x-locale', async () => {
    const res = await t.app.inject({
      url: '/catalog/category?slugs=lubrikacni-gely',
      headers: { 'x-locale': 'sk' },
    });
    const c = catalogCategoryResponse.parse(res.json()).data[0];
    expect(c?.name).toBe('Lubrikačné gély');
    expect(c?.breadcrumb[0]?.name).toBe('Intímne zdravie');
  });

  it.each([
    ['', 'slugs'],
    ['ids=abc', 'ids'],
    ['ids=-4', 'ids'],
    ['slugs=a&checkPermissions=maybe', 'checkPermissions'],
  ])('rejects "%s" with 400', async (q, field) => {
    const res = await t.app.inject({ url: `/catalog/category?${q}` });
    expect(res.statusCode).toBe(400);
    const body = errorResponse.parse(res.json());
    expect(body.errors[0]?.field).toContain(field);
    expect(body.errors[0]?.title).toBe('Neplatná hodnota');
  });
});
