import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogState, errorResponse, type CatalogState } from '@shop/contract';
import { variantHash } from '../src/http/price-context.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { PRICE_SESSION, priceSession } from './support/price-session.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

async function state(query: string, headers: Record<string, string> = {}): Promise<CatalogState> {
  const res = await t.app.inject({ url: `/api/catalog/v2/state?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return catalogState.parse(res.json());
}
const ids = (s: CatalogState) => s.products.map((p) => p.id);
const facetValue = (s: CatalogState, parameterCode: string, valueId: number) =>
  s.facets.parameters.find((p) => p.code === parameterCode)?.values.find((v) => v.id === valueId);

describe('GET /api/catalog/v2/state, category scope', () => {
  it('lists the whole subtree in DefaultSort (position, then id) with 21 per page', async () => {
    const s = await state('scope=category&id=2');
    expect(s.scope).toEqual({ type: 'category', id: '2', title: 'Lubrikační gely' });
    expect(ids(s)).toEqual([1, 2, 12, 13, 14]);
    expect(s).toMatchObject({
      total: 5,
      page: 1,
      perPage: 21,
      totalPages: 1,
      sort: 'DefaultSort',
      canonical: null,
    });
  });

  it('sorts by price (the context unit price) and by newest', async () => {
    expect(ids(await state('scope=category&id=2&sort=PriceSortASC'))).toEqual([12, 1, 13, 2, 14]);
    expect(ids(await state('scope=category&id=2&sort=PriceSortDESC'))).toEqual([14, 2, 13, 1, 12]);
    expect(ids(await state('scope=category&id=2&sort=LatestSort'))).toEqual([12, 13, 2, 1, 14]);
  });

  it('sorts by the group price for a verified group', async () => {
    // b2b pays 80 % on the fixture's products 1 and 2 only: 199.20 and 263.20.
    const headers = {
      'x-user-variant': 'b2b',
      'x-user-groups': 'b2b',
      ...priceSession,
      'x-variant-hash': variantHash(t.secret, 'b2b', ['b2b'], { accountId: 1, sessionToken: PRICE_SESSION }),
    };
    const s = await state('scope=category&id=2&sort=PriceSortASC', headers);
    expect(ids(s)).toEqual([12, 1, 2, 13, 14]);
    expect(s.products.find((p) => p.id === 2)?.prices.unitWithTax).toBe(263.2);
  });

  it('pages', async () => {
    const second = await state('scope=category&id=2&perPage=2&page=2');
    expect(ids(second)).toEqual([12, 13]);
    expect(second).toMatchObject({ total: 5, totalPages: 3, page: 2, perPage: 2 });
    expect(ids(await state('scope=category&id=2&perPage=2&page=9'))).toEqual([]);
  });

  it('offers the category filter settings, important first, with counts and the closed flag', async () => {
    const s = await state('scope=category&id=2');
    // Category 2 configures barva (important) and báze (closed); none of its products has a colour.
    expect(s.facets.parameters.map((p) => [p.code, p.important, p.closed])).toEqual([['baze', false, true]]);
    expect(s.facets.parameters[0]?.values.map((v) => [v.name, v.count, v.selected])).toEqual([
      ['Vodní', 2, false],
      ['Silikonová', 2, false],
    ]);
    // Brands heaviest first (weights 10, 5, 1), as in the brand list.
    expect(s.facets.brands.map((b) => [b.slug, b.count])).toEqual([
      ['aquaglide', 3],
      ['lunette', 1],
      ['fitpro', 1],
    ]);
    expect(s.facets.tags.map((x) => [x.id, x.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(s.facets.availability).toEqual({ inStockCount: 4, selected: false });
    expect(s.facets.price).toEqual({ min: 159, max: 459, from: null, to: null });
  });

  it('inherits filter settings from the nearest ancestor that has them', async () => {
    const s = await state('scope=category&id=3');
    expect(s.facets.parameters.map((p) => p.code)).toEqual(['baze']);
  });

  it('counts each facet with every filter but its own', async () => {
    const s = await state('scope=category&id=2&param=2:3');
    expect(ids(s)).toEqual([1, 12]);
    // Own facet: both values stay countable over the unfiltered subtree.
    expect(facetValue(s, 'baze', 3)).toMatchObject({ count: 2, selected: true });
    expect(facetValue(s, 'baze', 4)).toMatchObject({ count: 2, selected: false });
    // Other facets count within the parameter filter.
    expect(s.facets.brands.map((b) => [b.slug, b.count])).toEqual([['aquaglide', 2]]);
    expect(s.facets.price).toMatchObject({ min: 159, max: 249 });

    const withBrand = await state('scope=category&id=2&param=2:3&brand=1');
    expect(ids(withBrand)).toEqual([1, 12]);
    expect(facetValue(withBrand, 'baze', 4)).toMatchObject({ count: 1 });
    expect(withBrand.facets.brands.find((b) => b.slug === 'aquaglide')).toMatchObject({
      count: 2,
      selected: true,
    });

    // Two values of one parameter: OR.
    expect((await state('scope=category&id=2&param=2:3,2:4')).total).toBe(4);
    expect((await state('scope=category&id=2&param=2:3&param=2:4')).total).toBe(4);
  });

  it('filters by brand, tag, price range and stock', async () => {
    expect(ids(await state('scope=category&id=2&brand=2,3'))).toEqual([13, 14]);
    expect(ids(await state('scope=category&id=2&tag=2'))).toEqual([13]);
    const priced = await state('scope=category&id=2&priceFrom=200&priceTo=300');
    expect(ids(priced)).toEqual([1, 13]);
    // The price facet ignores its own filter.
    expect(priced.facets.price).toEqual({ min: 159, max: 459, from: 200, to: 300 });
    const inStock = await state('scope=category&id=2&inStock=true');
    expect(ids(inStock)).toEqual([1, 2, 12, 13]);
    expect(inStock.facets.availability).toEqual({ inStockCount: 4, selected: true });
  });

  it('offers the variant that best matches the chosen values, else a variant in stock', async () => {
    const s = await state('scope=category&id=4');
    // Product 3 defaults to its pink S variant.
    expect(s.products.find((p) => p.id === 3)).toMatchObject({
      variantId: 103,
      defaultVariantId: 103,
      colourCount: 2,
    });
    const purple = await state('scope=category&id=1&param=1:2');
    expect(purple.products.find((p) => p.id === 3)?.variantId).toBe(105);
    // Product 17's default is sold out with stock 0: the box offers the purple one in stock.
    const dumbbells = await state('scope=category&id=6');
    const box = dumbbells.products.find((p) => p.id === 17);
    expect(box?.variantId).not.toBe(box?.defaultVariantId);
    expect(box?.availability).toMatchObject({ isAvailable: true, stock: 5 });
  });

  it('answers prices in EUR', async () => {
    const s = await state('scope=category&id=2&sort=PriceSortASC', { 'x-currency': 'EUR' });
    expect(s.products[0]?.prices).toMatchObject({ currencyCode: 'EUR', unitWithTax: 6.36 });
    expect(s.facets.price).toMatchObject({ min: 6.36, max: 18.36 });
  });
});

describe('other scopes', () => {
  it('lists a virtual category by its price range in the shopper’s currency', async () => {
    // 'gely-do-300-kc': up to 300 Kč, or up to 11 € (products 12 and 1 at 6.36 and 10.90 €; 13 is 11.96 €).
    const inCrowns = await state('scope=virtual_category&id=gely-do-300-kc&sort=PriceSortASC');
    expect(ids(inCrowns)).toEqual([12, 1, 13]);
    const inEuros = await state('scope=virtual_category&id=gely-do-300-kc&sort=PriceSortASC', {
      'x-locale': 'sk',
      'x-currency': 'EUR',
    });
    expect(ids(inEuros)).toEqual([12, 1]);
    expect(inEuros.facets.price).toMatchObject({ min: 6.36, max: 10.9 });
  });

  it('lists a brand by slug', async () => {
    const s = await state('scope=brand&id=fitpro');
    expect(s.scope.title).toBe('FitPro');
    expect(ids(s)).toEqual([4, 6, 14, 15, 16, 17]);
  });

  it('lists a search with all terms required, name matches first', async () => {
    const s = await state('scope=search&q=lubrik');
    // 1, 13 and 2 match only by their category path (… > 'Lubrikační gely' > …), so they come after
    // the names; within a rank shorter names (closer matches) first.
    expect(ids(s)).toEqual([12, 14, 1, 13, 2]);
    expect(ids(await state('scope=search&q=lubrik%20premium'))).toEqual([14]);
    expect((await state('scope=search&q=ab')).total).toBe(0);
  });
});

describe('bad input', () => {
  it.each([
    ['scope=category&id=999', 404],
    ['scope=category&id=abc', 404],
    ['scope=brand&id=nobody', 404],
    ['scope=virtual_category&id=no-such-slug', 404],
    ['scope=filtered_category&id=no-such-slug', 404],
    ['scope=category', 400],
    ['scope=search', 400],
    ['scope=shop&id=1', 400],
    ['scope=category&id=2&sort=Cheapest', 400],
    ['scope=category&id=2&page=-1', 400],
    ['scope=category&id=2&page=0', 400],
    ['scope=category&id=2&perPage=100000', 400],
    ['scope=category&id=2&param=baze', 400],
    ['scope=category&id=2&brand=x', 400],
    ['scope=category&id=2&priceFrom=-5', 400],
    ['scope=category&id=2&priceFrom=500&priceTo=100', 400],
  ])('%s -> %i', async (query, status) => {
    const res = await t.app.inject({ url: `/api/catalog/v2/state?${query}` });
    expect(res.statusCode).toBe(status);
    expect(errorResponse.parse(res.json()).errors[0]?.title).toMatch(/Neplatná hodnota|Nenalezeno/);
  });

  it('ignores unknown parameter values rather than failing', async () => {
    expect((await state('scope=category&id=2&param=2:999')).total).toBe(5);
  });
});
