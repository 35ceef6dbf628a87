import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { presentPrices, pricesAtQuantity, type PriceInput } from '../src/modules/catalog/pricing/service.ts';
import { priceContextFromRequest, variantHash } from '../src/http/price-context.ts';
import { HttpError } from '../src/http/errors.ts';
import { keyFor } from '../src/http/keys.ts';
import { PRICE_SESSION, priceSession } from './support/price-session.ts';

const base: PriceInput = {
  currency: 'CZK',
  decimalPlaces: 2,
  vatRate: 21,
  unitWithTax: 24900,
  originalWithTax: null,
  recommendedWithTax: null,
  quantityPrices: [],
  lowest30DaysWithTax: null,
  quantity: 1,
};

describe('presentPrices', () => {
  it.each([
    // [case, input changes, expected subset]
    [
      'plain price: original equals unit, no discount',
      {},
      {
        unitWithTax: 249,
        unitWithoutTax: 205.79,
        unitOriginalWithTax: 249,
        originalWithTax: 249,
        totalWithTax: 249,
        percentageDiscount: 0,
        inDiscount: false,
      },
    ],
    [
      'discount: percent rounded (299 -> 249 is 16.7 %)',
      { originalWithTax: 29900, lowest30DaysWithTax: 27900 },
      {
        unitWithTax: 249,
        unitOriginalWithTax: 299,
        unitOriginalWithoutTax: 247.11,
        percentageDiscount: 17,
        inDiscount: true,
        attributes: {
          recommended_price: null,
          lowest_price_30_days: { withTax: 279, withoutTax: 230.58 },
        },
      },
    ],
    [
      'original not above unit is no discount, and then no 30-day price',
      { originalWithTax: 24900, lowest30DaysWithTax: 20000 },
      {
        inDiscount: false,
        percentageDiscount: 0,
        attributes: { recommended_price: null, lowest_price_30_days: null },
      },
    ],
    [
      'reduced VAT 12 %',
      { vatRate: 12, unitWithTax: 11200 },
      { vatRate: 12, unitWithTax: 112, unitWithoutTax: 100 },
    ],
    [
      'quantity multiplies totals',
      { quantity: 3, originalWithTax: 30000, unitWithTax: 25000 },
      { totalWithTax: 750, originalWithTax: 900, unitWithTax: 250, percentageDiscount: 17 },
    ],
    [
      'quantity reaching a volume step uses its unit price',
      {
        quantity: 6,
        quantityPrices: [
          { fromAmount: 6, unitWithTax: 20000 },
          { fromAmount: 3, unitWithTax: 22000 },
        ],
      },
      {
        unitWithTax: 200,
        totalWithTax: 1200,
        quantityPrices: [
          { fromAmount: 3, unitWithTax: 220, unitWithoutTax: 181.82 },
          { fromAmount: 6, unitWithTax: 200, unitWithoutTax: 165.29 },
        ],
      },
    ],
    [
      'euro cents stay exact',
      { currency: 'EUR' as const, unitWithTax: 1090, originalWithTax: 1290 },
      {
        currencyCode: 'EUR',
        unitWithTax: 10.9,
        unitWithoutTax: 9.01,
        unitOriginalWithTax: 12.9,
        percentageDiscount: 16,
      },
    ],
    [
      'recommended price with and without VAT',
      { recommendedWithTax: 35000 },
      { attributes: { recommended_price: { withTax: 350, withoutTax: 289.26 }, lowest_price_30_days: null } },
    ],
  ] as const)('%s', (_name, change, expected) => {
    expect(presentPrices({ ...base, ...change } as PriceInput)).toMatchObject(expected);
  });
});

describe('pricesAtQuantity', () => {
  const steps = [
    { fromAmount: 3, unitWithTax: 22000 },
    { fromAmount: 6, unitWithTax: 20000 },
  ];
  it.each([
    ['a plain price', {}],
    ['volume steps', { quantityPrices: steps }],
    ['a discount with its 30-day low', { originalWithTax: 30000, lowest30DaysWithTax: 26000 }],
    ['a recommended price and steps', { recommendedWithTax: 35000, quantityPrices: steps }],
    [
      'euros',
      {
        currency: 'EUR' as const,
        unitWithTax: 1090,
        originalWithTax: 1290,
        quantityPrices: steps.map((q) => ({ ...q, unitWithTax: q.unitWithTax / 20 })),
      },
    ],
    ['reduced VAT', { vatRate: 12, unitWithTax: 11200 }],
  ] as const)('turns one piece of %s into the prices of any amount', (_name, change) => {
    const input = { ...base, ...change } as PriceInput;
    const one = presentPrices(input);
    for (const quantity of [1, 2, 3, 5, 6, 7, 40]) {
      expect(pricesAtQuantity(one, quantity, input.decimalPlaces)).toEqual(
        presentPrices({ ...input, quantity }),
      );
    }
  });
});

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('priceContextFromRequest', () => {
  const secret = 'test-secret-0123456789';

  it('defaults to CZK, b2c and no groups', () => {
    expect(priceContextFromRequest(request({}), secret)).toEqual({
      currency: 'CZK',
      variant: 'b2c',
      groups: [],
    });
    expect(priceContextFromRequest(request({ 'x-currency': 'eur' }), secret).currency).toBe('EUR');
  });

  it('rejects an unknown currency with 400 naming the header', () => {
    expect(() => priceContextFromRequest(request({ 'x-currency': 'USD' }), secret)).toThrow(HttpError);
    try {
      priceContextFromRequest(request({ 'x-currency': 'USD' }), secret);
    } catch (e) {
      expect(e).toMatchObject({ statusCode: 400, field: 'x-currency' });
    }
  });

  it('honours groups only with a hash over variant and sorted groups', () => {
    const hash = variantHash(secret, 'b2b', ['vip', 'b2b'], { accountId: 1, sessionToken: PRICE_SESSION });
    const headers = {
      'x-user-variant': 'b2b',
      'x-user-groups': 'b2b,vip',
      ...priceSession,
      'x-variant-hash': hash,
    };
    expect(priceContextFromRequest(request(headers), secret)).toEqual({
      currency: 'CZK',
      variant: 'b2b',
      groups: ['b2b', 'vip'],
    });
  });

  it.each([
    ['no hash', { 'x-user-groups': 'b2b' }],
    ['forged hash', { 'x-user-groups': 'b2b', ...priceSession, 'x-variant-hash': 'ab'.repeat(32) }],
    ['garbage hash', { 'x-user-groups': 'b2b', ...priceSession, 'x-variant-hash': 'nonsense' }],
    [
      'hash of other groups',
      {
        'x-user-groups': 'b2b,vip',
        ...priceSession,
        'x-variant-hash': variantHash(secret, 'b2c', ['vip'], { accountId: 1, sessionToken: PRICE_SESSION }),
      },
    ],
    [
      'an expired hash',
      {
        'x-user-groups': 'b2b',
        ...priceSession,
        'x-variant-hash': variantHash(secret, 'b2c', ['b2b'], {
          accountId: 1,
          sessionToken: PRICE_SESSION,
          expiresAt: new Date(Date.now() - 1000),
        }),
      },
    ],
    [
      'a hash whose account was changed',
      {
        'x-user-groups': 'b2b',
        ...priceSession,
        'x-variant-hash': variantHash(secret, 'b2c', ['b2b'], {
          accountId: 1,
          sessionToken: PRICE_SESSION,
        }).replace(/^1\./, '2.'),
      },
    ],
    [
      'a hash made with the order-token key',
      {
        'x-user-groups': 'b2b',
        ...priceSession,
        'x-variant-hash': (() => {
          const expires = Math.floor(Date.now() / 1000) + 3600;
          const mac = createHmac('sha256', keyFor(secret, 'order-token'))
            .update(`b2c|b2b|1|${expires}`)
            .digest('hex');
          return `1.${expires}.${mac}`;
        })(),
      },
    ],
    [
      'a hash of another session (shared from another browser)',
      {
        ...priceSession,
        'x-user-groups': 'b2b',
        'x-variant-hash': variantHash(secret, 'b2c', ['b2b'], {
          accountId: 1,
          sessionToken: 'another-browser',
        }),
      },
    ],
    [
      'no session beside the hash',
      {
        'x-user-groups': 'b2b',
        'x-variant-hash': variantHash(secret, 'b2c', ['b2b'], { accountId: 1, sessionToken: PRICE_SESSION }),
      },
    ],
    [
      'hash with another key',
      {
        'x-user-groups': 'b2b',
        ...priceSession,
        'x-variant-hash': variantHash('other-secret-0123456', 'b2c', ['b2b'], {
          accountId: 1,
          sessionToken: PRICE_SESSION,
        }),
      },
    ],
  ])('ignores the claimed groups with %s', (_name, headers) => {
    expect(priceContextFromRequest(request(headers), secret)).toEqual({
      currency: 'CZK',
      variant: 'b2c',
      groups: [],
    });
  });
});
