import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandByIdsQuery,
  brandByIdsResult,
  brandsQuery,
  brandsResult,
  catalogCategoryResponse,
  categoryContentQuery,
  categoryContentResult,
  colourQuery,
  colourResult,
  errorResponse,
  filteredCategoryCanonicalQuery,
  filteredCategoryCanonicalResult,
  filteredCategoryQuery,
  filteredCategoryResult,
  materialQuery,
  materialResult,
  pageQueryDocument,
  pageResult,
  redirectResponse,
  urlRewriteResponse,
  virtualCategoryQuery,
  virtualCategoryResult,
} from '@shop/contract';
import {
  findCanonicalFilteredCategory,
  resolveFilteredCategory,
} from '../src/modules/merchandising/filtered-categories/service.ts';
import {
  priceRangeFor,
  resolveVirtualCategory,
} from '../src/modules/merchandising/virtual-categories/service.ts';
import { variantHash } from '../src/http/price-context.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { PRICE_SESSION, priceSession } from './support/price-session.ts';

/** Signs the customer groups of the banner tests. */
const SECRET = 'cms-catalogue-test-secret-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VARIANT_HASH_SECRET: SECRET });
});
afterAll(() => t.cleanup());

const gql = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return body;
};

describe('category(store_id)', () => {
  const ask = async (storeId: number, headers: Record<string, string> = {}) =>
    categoryContentResult.parse(await gql(categoryContentQuery, { storeId }, headers)).data.category;

  it('returns the texts, images, FAQ, video, linked articles and catalog settings', async () => {
    const c = await ask(2);
    expect(c).not.toBeNull();
    expect(c!._id).toBe('2');
    expect(c!.store_id).toBe(2);
    expect(c!.description).toContain('<h2>Lubrikační gely</h2>');
    expect(c!.category_banner).toEqual({ path: 'cms/banners/gely.svg', alt: 'Lubrikační gely' });
    expect(c!.top_category_image).toEqual({ path: 'categories/lubrikacni-gely.svg', alt: 'Lubrikační gely' });
    expect(c!.page_meta?.slug).toBe('lubrikacni-gely');
    expect(c!.faq).toEqual([
      {
        _id: 'faq-1',
        title: 'Jsou gely vhodné ke kondomům?',
        content: '<p>Ano, <em>vodní</em> i silikonové.</p>',
      },
      { _id: 'faq-2', title: 'Jak skladovat?', content: '<p>V suchu.</p>' },
    ]);
    expect(c!.category_video).toEqual({
      title: 'Jak vybrat gel',
      video_url: 'https://www.youtube-nocookie.com/embed/gel',
    });
    // Published articles only: article 17 is linked too but dated in 2100.
    expect(c!.linked_articles).toEqual([
      { _id: '1', title: 'Gel 1', short_title: null, slug: 'gel-1' },
      { _id: '3', title: 'Gel 3', short_title: null, slug: 'gel-3' },
    ]);
    expect(c!.catalog_settings.parameters).toEqual([
      { entityId: 1, importantFilter: true, closedFilter: false },
      { entityId: 2, importantFilter: false, closedFilter: true },
    ]);
  });

  it('shows only active catalog banners: permanent ones and time-limited ones inside their window', async () => {
    const c = await ask(2);
    expect(c!.catalog_banners.map((b) => b._id)).toEqual(['cb-always', 'cb-active']);
    const active = c!.catalog_banners[1]!;
    expect(active).toMatchObject({
      position: 5,
      time_limited: true,
      time_limit_start: '2000-01-01T00:00:00.000Z',
      time_limit_end: '2100-01-01T00:00:00.000Z',
      item_id: 'akce',
      image: { path: 'cms/cb2.svg', alt: 'Akce' },
    });
  });

  it('filters small and catalog banners by the customer groups the variant hash signs', async () => {
    const signed = (variant: 'b2c' | 'b2b', groups: string[]) => ({
      'x-user-variant': variant,
      'x-user-groups': groups.join(','),
      ...priceSession,
      'x-variant-hash': variantHash(SECRET, variant, groups, { accountId: 7, sessionToken: PRICE_SESSION }),
    });
    const guest = await ask(2);
    expect(guest!.small_banners.map((b) => b._id)).toEqual(['sb-all']);
    const b2b = await ask(2, signed('b2b', ['retail', 'b2b']));
    expect(b2b!.small_banners.map((b) => [b._id, b.weight])).toEqual([
      ['sb-b2b', 10],
      ['sb-all', 5],
    ]);
    expect(b2b!.catalog_banners.map((b) => b._id)).toEqual(['cb-always', 'cb-active']);
    const vip = await ask(2, signed('b2c', ['vip']));
    expect(vip!.catalog_banners.map((b) => b._id)).toEqual(['cb-always', 'cb-active', 'cb-vip']);
    expect(vip!.small_banners.map((b) => b._id)).toEqual(['sb-all']);
  });

  it.each([
    ['no hash', { 'x-user-groups': 'vip,b2b' }],
    [
      'a forged hash',
      { 'x-user-groups': 'vip,b2b', ...priceSession, 'x-variant-hash': `7.9999999999.${'ab'.repeat(32)}` },
    ],
    [
      'a hash of other groups',
      {
        'x-user-groups': 'vip,b2b',
        ...priceSession,
        'x-variant-hash': variantHash(SECRET, 'b2c', ['retail'], {
          accountId: 7,
          sessionToken: PRICE_SESSION,
        }),
      },
    ],
    [
      'an expired hash',
      {
        'x-user-groups': 'vip',
        ...priceSession,
        'x-variant-hash': variantHash(SECRET, 'b2c', ['vip'], {
          accountId: 7,
          sessionToken: PRICE_SESSION,
          expiresAt: new Date(Date.now() - 1000),
        }),
      },
    ],
  ])('shows a guest’s banners to a request claiming groups with %s', async (_case, headers) => {
    const claimed = await ask(2, headers);
    expect(claimed!.small_banners.map((b) => b._id)).toEqual(['sb-all']);
    expect(claimed!.catalog_banners.map((b) => b._id)).toEqual(['cb-always', 'cb-active']);
  });

  it('returns running, active limited offers of the request domain', async () => {
    const cz = await ask(2, { 'x-domain': 'cz' });
    expect(cz!.limited_offers.map((o) => [o._id, o.product_id])).toEqual([['lo-all', 1]]);
    const sk = await ask(2, { 'x-domain': 'sk', 'x-locale': 'sk' });
    expect(sk!.limited_offers.map((o) => o._id).sort()).toEqual(['lo-all', 'lo-sk']);
    expect(sk!.small_banners[0]?.title).toBe('Poradňa');
  });

  it('serves a hostile category description sanitised', async () => {
    const c = await ask(7);
    expect(c!.description).toBe(
      '<h2>Pánevní dno</h2><p>Cvičte <strong>denně</strong>.<img src="x" /></p><a>odkaz</a>',
    );
  });

  it('answers an unknown category with null and a category without extras with empty lists', async () => {
    expect(await ask(999)).toBeNull();
    const c = await ask(6);
    expect(c).toMatchObject({
      faq: [],
      small_banners: [],
      catalog_banners: [],
      category_video: null,
      category_banner: null,
    });
  });

  it('rejects a missing or mistyped store_id as a GraphQL error, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: categoryContentQuery, variables: { storeId: 'abc' } },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
  });
});

describe('the catalogue category description', () => {
  it('is sanitised in GET /catalog/category too', async () => {
    const res = await t.app.inject({ url: '/catalog/category?ids=7' });
    expect(res.statusCode).toBe(200);
    const [c] = catalogCategoryResponse.parse(res.json()).data;
    expect(c?.description).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(c?.description).toContain('<strong>denně</strong>');
  });
});

describe('virtual_category and filtered_category', () => {
  it('returns virtual categories by slug in the order asked, with sanitised texts and prices in major units', async () => {
    const { data } = virtualCategoryResult.parse(
      await gql(virtualCategoryQuery, { slugs: ['gely-do-300-kc', 'neni', 'novinky'] }),
    );
    expect(data.virtual_category.map((v) => v.page_meta.slug)).toEqual(['gely-do-300-kc', 'novinky']);
    const [gels, news] = data.virtual_category;
    expect(gels).toMatchObject({
      _id: '2',
      title: 'Gely do 300 Kč',
      sliced_categories: [2],
      price_range: { price_from: null, price_to: 300, currency_code: 'CZK' },
    });
    expect(news).toMatchObject({
      title: 'Novinky',
      sliced_tags: [1],
      price_range: null,
      description: '<p>Nové zboží</p>',
    });
    expect(news!.page_meta.canonical_slugs.map((s) => s.language)).toEqual(['cs', 'sk', 'de']);
  });

  it('gives the price range in the shopper’s currency: euros to a shopper paying in euros', async () => {
    const { data } = virtualCategoryResult.parse(
      await gql(
        virtualCategoryQuery,
        { slugs: ['gely-do-300-kc'] },
        { 'x-locale': 'sk', 'x-currency': 'EUR' },
      ),
    );
    expect(data.virtual_category[0]?.price_range).toEqual({
      price_from: null,
      price_to: 11,
      currency_code: 'EUR',
    });
  });

  it('returns filtered categories with their parameters grouped', async () => {
    const { data } = filteredCategoryResult.parse(
      await gql(
        filteredCategoryQuery,
        { slugs: ['ruzove-kalisky-s', 'ruzove-kalisky'] },
        { 'x-locale': 'sk' },
      ),
    );
    expect(data.filtered_category).toEqual([
      expect.objectContaining({
        _id: '2',
        store_category_id: 4,
        parameters: [
          { entityId: 1, values: [1] },
          { entityId: 3, values: [5] },
        ],
      }),
      expect.objectContaining({
        _id: '1',
        title: 'Ružové kalíšky',
        parameters: [{ entityId: 1, values: [1] }],
      }),
    ]);
  });

  it('finds the canonical filtered category whatever the order of the values', async () => {
    const ask = async (storeCategoryId: number, valueIds: number[]) =>
      filteredCategoryCanonicalResult.parse(
        await gql(filteredCategoryCanonicalQuery, { storeCategoryId, valueIds }),
      ).data.filtered_category_canonical;
    expect(await ask(4, [1, 5])).toMatchObject({
      slug: 'ruzove-kalisky-s',
      title: 'Růžové kalíšky velikosti S',
    });
    expect(await ask(4, [5, 1, 1])).toMatchObject({ slug: 'ruzove-kalisky-s' });
    expect(await ask(4, [1])).toMatchObject({
      slug: 'ruzove-kalisky',
      page_meta: { seo_title: 'Růžové menstruační kalíšky' },
    });
    expect(await ask(4, [1, 6])).toBeNull();
    expect(await ask(2, [1])).toBeNull();
    expect(await ask(4, [])).toBeNull();
  });
});

describe('resolveVirtualCategory / resolveFilteredCategory', () => {
  it('turns a virtual category into a scope with subtrees expanded', async () => {
    const db = t.database.db;
    expect(await resolveVirtualCategory(db, 'novinky', 'cs', 'CZK')).toMatchObject({
      title: 'Novinky',
      page_meta: { slug: 'novinky', seo_title: 'Novinky e-shopu' },
      scope: { tagIds: [1] },
    });
    const gels = await resolveVirtualCategory(db, 'gely-do-300-kc', 'cs', 'CZK');
    expect(gels?.scope).toEqual({ categoryIds: [2, 3], price: { currency: 'CZK', toWithTax: 30000 } });
    const gelsInEuros = await resolveVirtualCategory(db, 'gely-do-300-kc', 'sk', 'EUR');
    expect(gelsInEuros?.scope).toEqual({ categoryIds: [2, 3], price: { currency: 'EUR', toWithTax: 1100 } });
    const intimate = await resolveVirtualCategory(db, 'intimni-bez-kalisku', 'de', 'EUR');
    expect(intimate?.scope).toEqual({
      categoryIds: [1, 2, 3, 4],
      excludedCategoryIds: [4],
      parameterValueIds: [[3, 4]],
    });
    expect(await resolveVirtualCategory(db, 'ruzove-kalisky', 'cs', 'CZK')).toBeNull();
  });

  it('filters by the range of the shopper’s currency, else by the first range set, in its own currency', () => {
    const both = { CZK: { to: 50_000 }, EUR: { to: 2_000 } };
    expect(priceRangeFor(both, 'EUR')).toEqual({ currency: 'EUR', range: { to: 2_000 } });
    expect(priceRangeFor(both, 'CZK')).toEqual({ currency: 'CZK', range: { to: 50_000 } });
    expect(priceRangeFor({ CZK: { from: 10_000 } }, 'EUR')).toEqual({
      currency: 'CZK',
      range: { from: 10_000 },
    });
    expect(priceRangeFor({ EUR: {}, CZK: { to: 100 } }, 'EUR')).toEqual({
      currency: 'CZK',
      range: { to: 100 },
    });
    expect(priceRangeFor({}, 'CZK')).toBeNull();
  });

  it('turns a filtered category into its category subtree and AND-of-OR values', async () => {
    const db = t.database.db;
    expect(await resolveFilteredCategory(db, 'ruzove-kalisky-s', 'cs')).toMatchObject({
      title: 'Růžové kalíšky velikosti S',
      description: null,
      scope: { categoryIds: [4], parameterValueIds: [[1], [5]] },
    });
    expect((await resolveFilteredCategory(db, 'gely-vodni', 'cs'))?.scope).toEqual({
      categoryIds: [2, 3],
      parameterValueIds: [[3]],
    });
    expect(await resolveFilteredCategory(db, 'novinky', 'cs')).toBeNull();
  });

  it('findCanonicalFilteredCategory matches the value set exactly', async () => {
    const db = t.database.db;
    expect(await findCanonicalFilteredCategory(db, 2, [3], 'cs')).toMatchObject({ slug: 'gely-vodni' });
    expect(await findCanonicalFilteredCategory(db, 2, [3, 4], 'cs')).toBeNull();
  });
});

describe('colour, brand, brands, material, page', () => {
  it('colour(ids) returns hex and picture, in the order asked', async () => {
    const { data } = colourResult.parse(await gql(colourQuery, { ids: [2, 1, 3] }));
    expect(data.colour).toEqual([
      { _id: 2, color_hex: '#8e5bb5', parameter_value_image: { path: 'colours/fialova.svg' } },
      { _id: 1, color_hex: '#f4a6c1', parameter_value_image: null },
    ]);
  });

  it('brands are sorted by weight, descending; brand(ids) keeps the order asked', async () => {
    const all = brandsResult.parse(await gql(brandsQuery)).data.brands;
    expect(all.map((b) => [b.title, b.weight])).toEqual([
      ['Aquaglide', 10],
      ['Lunette', 5],
      ['FitPro', 1],
    ]);
    expect(all[0]).toMatchObject({
      _id: 1,
      slug: 'aquaglide',
      description: '<p>Gely z <strong>Česka</strong>.</p>',
      logo: { path: 'brands/aquaglide.svg', alt: 'Aquaglide' },
      page_meta: { slug: 'aquaglide' },
    });
    expect(all[1]).toMatchObject({ description: 'Finské menstruační kalíšky.', logo: null });
    const some = brandByIdsResult.parse(await gql(brandByIdsQuery, { ids: [3, 1, 99] })).data.brand;
    expect(some.map((b) => b._id)).toEqual([3, 1]);
  });

  it('material(ids) returns the care texts in the locale', async () => {
    const { data } = materialResult.parse(await gql(materialQuery, { ids: [4, 3] }, { 'x-locale': 'sk' }));
    expect(data.material).toEqual([
      {
        _id: 4,
        title: 'Silikónová',
        material_hygiene: '<p>Omyjte vodou.</p>',
        material_lubricants: '<p>Len vodné lubrikanty.</p>',
        description: '<p>Silikon.</p>',
      },
    ]);
  });

  it('page(slug) returns the page or null', async () => {
    const { data } = pageResult.parse(
      await gql(pageQueryDocument, { slug: 'obchodni-podminky' }, { 'x-locale': 'de' }),
    );
    expect(data.page).toMatchObject({ _id: '1', title: 'AGB', page_meta: { slug: 'obchodni-podminky' } });
    expect(data.page?.content).toContain('<p>Platné od 1. 1. 2025.</p>');
    expect(pageResult.parse(await gql(pageQueryDocument, { slug: 'neni' })).data.page).toBeNull();
  });

  it('rejects an oversized id list as a GraphQL error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: colourQuery, variables: { ids: Array.from({ length: 201 }, (_, i) => i + 1) } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ errors: { message: string }[] }>().errors[0]?.message).toContain('at most 200');
  });
});

describe('GET /url-rewrite', () => {
  it('returns the page a rewritten path shows, per locale', async () => {
    const res = await t.app.inject({ url: '/url-rewrite?lang=cs&path=/podminky/' });
    expect(res.statusCode).toBe(200);
    expect(urlRewriteResponse.parse(res.json())).toEqual({
      type: 'page',
      page_meta: { slug: 'obchodni-podminky' },
    });
    const de = await t.app.inject({ url: '/url-rewrite?lang=de&path=/agb' });
    expect(de.json()).toEqual({ type: 'page', page_meta: { slug: 'obchodni-podminky' } });
  });

  it('answers 404 for a path without a rewrite, also in another locale', async () => {
    for (const url of ['/url-rewrite?lang=cs&path=/neni', '/url-rewrite?lang=sk&path=/podminky']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(errorResponse.parse(res.json()).errors[0]).toEqual({
        code: 'not_found',
        field: 'path',
        title: 'Nenalezeno',
      });
    }
  });

  it('rejects bad input with 400 in the error shape', async () => {
    for (const url of [
      '/url-rewrite?lang=en&path=/a',
      '/url-rewrite?lang=cs&path=bez-lomitka',
      '/url-rewrite?lang=cs',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      const [error] = errorResponse.parse(res.json()).errors;
      expect(error?.title).toBe('Neplatná hodnota');
    }
  });
});

describe('GET /redirect', () => {
  it('returns where a moved path went', async () => {
    const res = await t.app.inject({
      url: '/redirect?route=category&path=/lubrikanty&slug=lubrikanty&type=category',
    });
    expect(res.statusCode).toBe(200);
    expect(redirectResponse.parse(res.json())).toEqual({ redirectPath: '/lubrikacni-gely' });
    expect((await t.app.inject({ url: '/redirect?path=/stare/fitness/' })).json()).toEqual({
      redirectPath: '/fitness',
    });
  });

  it('answers 404 in the error shape when the path did not move', async () => {
    const res = await t.app.inject({ url: '/redirect?path=/nikdy-nebylo' });
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'not_found',
      field: 'path',
      title: 'Nenalezeno',
    });
  });

  it('rejects a missing or malformed path with 400', async () => {
    for (const url of ['/redirect', '/redirect?path=', `/redirect?path=/${'a'.repeat(600)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).errors[0]?.field).toBe('path');
    }
  });
});
