import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, menuObjectResponse, topCategoriesQuery, topCategoriesResult } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

describe('GET /menu-object/:code', () => {
  it('returns the main menu tree with storefront paths', async () => {
    const res = await t.app.inject({ url: '/menu-object/main' });
    expect(res.statusCode).toBe(200);
    const menu = menuObjectResponse.parse(res.json());
    expect(menu.code).toBe('main');
    expect(menu.items.map((i) => [i.title, i.path, i.main])).toEqual([
      ['Intimní zdraví', '/intimni-zdravi', true],
      ['Fitness', '/fitness', true],
      ['Značky', '/znacky', true],
    ]);
    expect(menu.items[0]?.children.map((i) => [i.title, i.path, i.main])).toEqual([
      ['Lubrikační gely', '/lubrikacni-gely', false],
      ['Menstruační kalíšky', '/menstruacni-kalisky', false],
    ]);
    expect(new Set(menu.items.map((i) => i.id)).size).toBe(3);
  });

  it('translates with x-locale and falls back to Czech', async () => {
    const menu = menuObjectResponse.parse(
      (await t.app.inject({ url: '/menu-object/main', headers: { 'x-locale': 'sk' } })).json(),
    );
    expect(menu.items[0]?.title).toBe('Intímne zdravie');
    expect(menu.items[0]?.children.map((c) => c.title)).toEqual(['Lubrikačné gély', 'Menstruační kalíšky']);
    const footer = menuObjectResponse.parse(
      (await t.app.inject({ url: '/menu-object/footer-1', headers: { 'x-locale': 'de' } })).json(),
    );
    expect(footer.items.map((i) => [i.title, i.path])).toEqual([
      ['AGB', '/obchodni-podminky'],
      ['Doprava a platba', '/doprava-a-platba'],
    ]);
  });

  it('serves footer-2', async () => {
    const menu = menuObjectResponse.parse((await t.app.inject({ url: '/menu-object/footer-2' })).json());
    expect(menu.items).toEqual([
      { id: expect.any(String), title: 'Kontakt', main: true, path: '/kontakt', children: [] },
    ]);
  });

  it('answers an unknown code with 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/menu-object/neexistuje' });
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'not_found',
      field: 'code',
      title: 'Nenalezeno',
    });
  });

  it('rejects a malformed code with 400', async () => {
    const res = await t.app.inject({ url: '/menu-object/%3Cscript%3E' });
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).errors[0]?.field).toBe('code');
  });
});

describe('POST /graphql configuration_top_categories', () => {
  const ask = (locale?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(locale ? { 'x-locale': locale } : {}) },
      payload: { query: topCategoriesQuery },
    });

  it('answers the storefront document so that it parses with the contract', async () => {
    const res = await ask();
    expect(res.statusCode).toBe(200);
    const { data } = topCategoriesResult.parse(res.json());
    const [first, second] = data.configuration_top_categories;
    expect(first).toEqual({
      _id: 'top-intimni-zdravi',
      title: 'Intimní zdraví',
      top_category_item_type: 'category',
      image: { path: 'top-categories/intimni-zdravi.svg', alt: 'Intimní zdraví' },
      top_categories: [{ store_id: 1, title: 'Intimní zdraví', slug: 'intimni-zdravi', product_count: 4 }],
      links: [],
    });
    expect(second).toMatchObject({
      _id: 'top-fitness',
      top_category_item_type: 'links',
      image: null,
      top_categories: [],
    });
    expect(second?.links).toEqual([
      {
        title: 'Posilovací gumy',
        link_type: 'category',
        custom_link: null,
        link_target_blank: false,
        category_link: { store_id: 6, slug: 'posilovaci-gumy', title: 'Posilovací gumy' },
      },
      {
        title: 'Jak cvičit pánevní dno',
        link_type: 'custom_link',
        custom_link: '/clanky/panevni-dno',
        link_target_blank: false,
        category_link: null,
      },
    ]);
  });

  it('uses the x-locale header', async () => {
    const { data } = topCategoriesResult.parse((await ask('de')).json());
    expect(data.configuration_top_categories[0]?.title).toBe('Intimgesundheit');
    expect(data.configuration_top_categories[0]?.top_categories[0]?.title).toBe('Intimgesundheit');
  });

  it('reports an invalid query as a GraphQL error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ nope }' },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().errors[0].message).toContain('nope');
  });

  it('refuses introspection nested too deep, as any other query, while a shallow one answers', async () => {
    const post = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query },
      });
    const nested = 'type { ' + 'ofType { '.repeat(10) + 'name' + ' }'.repeat(11);
    for (const query of [
      `{ __type(name: "Query") { fields { ${nested} } } }`,
      `{ __schema { types { fields { ${nested} } } } }`,
    ]) {
      const deep = (await post(query)).json();
      expect(deep.data ?? null, query).toBeNull();
      expect(JSON.stringify(deep.errors)).toMatch(/depth/i);
    }
    const shallow = (await post('{ __schema { queryType { name } } }')).json();
    expect(shallow.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('shows GraphiQL on GET', async () => {
    const res = await t.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
