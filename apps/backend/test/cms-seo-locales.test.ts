import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogCategoryResponse,
  categoryContentQuery,
  categoryContentResult,
  pageQueryDocument,
  pageResult,
  virtualCategoryQuery,
  virtualCategoryResult,
} from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The fixture's SEO texts: category 1 in all three languages (German without a description), the
// terms page in Czech and German, the 'novinky' virtual category's title in all three.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const gql = async (query: string, variables: object, locale: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return body;
};

const catalogueCategory = async (locale: string) => {
  const res = await t.app.inject({ url: '/catalog/category?ids=1', headers: { 'x-locale': locale } });
  expect(res.statusCode).toBe(200);
  return catalogCategoryResponse.parse(res.json()).data[0]?.page_meta;
};

describe('SEO titles and descriptions in the request’s locale', () => {
  it('serves a store category’s own Slovak and German title and description', async () => {
    expect(await catalogueCategory('cs')).toMatchObject({
      seo_title: 'Intimní zdraví | Zdravě a diskrétně',
      seo_description: 'Lubrikační gely, menstruační pomůcky a další.',
    });
    expect(await catalogueCategory('sk')).toMatchObject({
      seo_title: 'Intímne zdravie | Zdravo a diskrétne',
      seo_description: 'Lubrikačné gély, menštruačné pomôcky a ďalšie.',
    });
    // A text not translated to the locale is the Czech one.
    expect(await catalogueCategory('de')).toMatchObject({
      seo_title: 'Intimgesundheit | Gesund und diskret',
      seo_description: 'Lubrikační gely, menstruační pomůcky a další.',
    });
  });

  it('serves the same texts through the CMS category query', async () => {
    const ask = async (locale: string) =>
      categoryContentResult.parse(await gql(categoryContentQuery, { storeId: 1 }, locale)).data.category
        ?.page_meta;
    expect((await ask('sk'))?.seo_title).toBe('Intímne zdravie | Zdravo a diskrétne');
    expect((await ask('de'))?.seo_title).toBe('Intimgesundheit | Gesund und diskret');
  });

  it('serves a virtual category’s Slovak and German title', async () => {
    const ask = async (locale: string) =>
      virtualCategoryResult.parse(await gql(virtualCategoryQuery, { slugs: ['novinky'] }, locale)).data
        .virtual_category[0]?.page_meta.seo_title;
    expect(await ask('cs')).toBe('Novinky e-shopu');
    expect(await ask('sk')).toBe('Novinky v e-shope');
    expect(await ask('de')).toBe('Neuheiten im Shop');
  });

  it('serves a text page’s German title and description, and the Czech ones to Slovak', async () => {
    const ask = async (locale: string) =>
      pageResult.parse(await gql(pageQueryDocument, { slug: 'obchodni-podminky' }, locale)).data.page
        ?.page_meta;
    expect(await ask('de')).toMatchObject({
      seo_title: 'Allgemeine Geschäftsbedingungen',
      seo_description: 'Die AGB des Onlineshops.',
    });
    expect(await ask('sk')).toMatchObject({
      seo_title: 'Obchodní podmínky',
      seo_description: 'Obchodní podmínky e-shopu.',
    });
  });
});
