import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchesResponse,
  countriesResponse,
  currenciesResponse,
  errorResponse,
  globals,
  productReviewsResponse,
} from '@shop/contract';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/v1/globals', () => {
  it('answers contact, thresholds in the currency, toggles, countries, forms and configuration', async () => {
    const res = await get('/api/v1/globals');
    expect(res.statusCode).toBe(200);
    const g = globals.parse(res.json());
    expect(g.contact).toMatchObject({ name: 'Zdravě a diskrétně s.r.o.', countryCode: 'CZE' });
    expect(g.domain).toEqual({
      code: 'cz',
      defaultLocale: 'cs',
      defaultCurrency: 'CZK',
      defaultCountry: 'CZE',
    });
    expect(g.freeShippingAt).toBe(1500);
    expect(g.orderGiftAt).toBeNull();
    expect(g.settings.functions).toMatchObject({ loyalty_credits: false, wishList: true, compare: false });
    expect(g.countries.map((c) => c.alpha3)).toEqual(['CZE', 'SVK', 'DEU']);
    expect(g.forms).toEqual({
      businessTypes: ['b2c', 'b2b'],
      defaultCountry: 'CZE',
      formalTitles: [
        { code: 'Mr', name: 'Pan' },
        { code: 'Mrs', name: 'Paní' },
      ],
    });
    expect(g.configuration).toEqual({
      cart: { shopping_disabled: false, shopping_disabled_text: expect.any(String) },
      product: { show_free_delivery_tag_by_price: true },
      top_banner: { enabled: false, domain_enabled: [], text: '', url: null, link_text: null },
      // The checkout's fields, the theme's pages and the price display (checkout-fields.test.ts).
      checkout: expect.any(Object),
      pages: expect.any(Object),
      currency: { displayVAT: true, displayBothPrices: true },
    });
    expect(g.languages.filter((l) => l.default).map((l) => l.code)).toEqual(['cs']);
  });

  it('converts thresholds to the x-currency and names the x-domain', async () => {
    const eur = globals.parse(
      (await get('/api/v1/globals', { 'x-currency': 'EUR', 'x-domain': 'SK' })).json(),
    );
    expect(eur.domain.code).toBe('sk');
    expect(typeof eur.freeShippingAt).toBe('number');
    expect(eur.freeShippingAt).not.toBe(1500);
    expect((await get('/api/v1/globals', { 'x-currency': 'GBP' })).statusCode).toBe(400);
  });
});

describe('countries, currencies, branches', () => {
  it('lists countries, the shop country first, in the locale', async () => {
    const body = countriesResponse.parse(
      (await get('/api/v1/countries?perPage=100', { 'x-locale': 'de' })).json(),
    );
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, perPage: 100, total: 3 });
    expect(body.data[0]).toEqual({
      alpha3: 'CZE',
      alpha2: 'CZ',
      name: 'Tschechien',
      languageCode: 'cs',
      currencyCode: 'CZK',
    });
    expect((await get('/api/v1/countries?perPage=1000')).statusCode).toBe(400);
    expect((await get('/api/v1/countries?page=-1')).statusCode).toBe(400);
  });

  it('lists currencies with their formatting', async () => {
    const body = currenciesResponse.parse((await get('/api/v1/currencies')).json());
    expect(body.data.map((c) => c.code)).toEqual(['CZK', 'EUR']);
    expect(body.data[0]).toMatchObject({ symbol: 'Kč', symbolPlacement: 'right', decimalPlaces: 2 });
  });

  it('lists the shop branches by keys; unknown keys give an empty list', async () => {
    const body = branchesResponse.parse((await get('/api/v1/branches?keys=1,2')).json());
    expect(body.data.map((b) => b.id)).toEqual([1]);
    expect(body.data[0]).toMatchObject({ warehouseId: 1, address: { city: 'Praha' } });
    expect(branchesResponse.parse((await get('/api/v1/branches?keys=99')).json()).data).toEqual([]);
    expect(branchesResponse.parse((await get('/api/v1/branches')).json()).data).toHaveLength(1);
    const bad = await get('/api/v1/branches?keys=a');
    expect(bad.statusCode).toBe(400);
    errorResponse.parse(bad.json());
  });
});

describe('GET /api/v1/products/:id/reviews', () => {
  const reviews = async (query = '') => {
    const res = await get(`/api/v1/products/1/reviews${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return productReviewsResponse.parse(res.json());
  };

  it('pages 5 newest first by default, with the product summary', async () => {
    const r = await reviews();
    expect(r).toMatchObject({
      currentPage: 1,
      perPage: 5,
      total: 7,
      totalPages: 2,
      summary: { rating: 80, ratingCount: 7 },
    });
    expect(r.data.map((x) => x.author.firstName)).toEqual(['Marie', 'Karel', 'Lucie', 'Tomáš', 'Eva']);
    expect(r.data[3]).toMatchObject({ author: { firstName: 'Tomáš', city: null }, text: null });
    expect((await reviews('?page=2')).data.map((x) => x.author.firstName)).toEqual(['Petr', 'Jana']);
  });

  it('filters to reviews with a text and sorts by rating or time ascending', async () => {
    const withText = await reviews('?onlyWithReview=true&perPage=10');
    expect(withText.total).toBe(4);
    expect(withText.data.every((x) => x.text !== null)).toBe(true);
    const byRating = await reviews('?sort=rating&sortDirection=asc&perPage=3');
    expect(byRating.data.map((x) => x.rating)).toEqual([40, 60, 80]);
    const oldest = await reviews('?sortDirection=asc&perPage=1');
    expect(oldest.data[0]).toMatchObject({
      author: { firstName: 'Jana' },
      shippedPurchase: true,
      createdAt: '2025-07-01T12:00:00.000Z',
    });
  });

  it('answers an empty list for a product without reviews, 404 for an unknown one', async () => {
    expect((await get('/api/v1/products/2/reviews')).json()).toMatchObject({ data: [], total: 0 });
    expect((await get('/api/v1/products/99999/reviews')).statusCode).toBe(404);
  });

  it.each(['?perPage=1000', '?page=-1', '?sort=stars', '?sortDirection=up', '?onlyWithReview=yes'])(
    'rejects %s with 400',
    async (query) => {
      const res = await get(`/api/v1/products/1/reviews${query}`);
      expect(res.statusCode).toBe(400);
      errorResponse.parse(res.json());
    },
  );
});
