import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import {
  EMPTY_CART_SEGMENT,
  internalPagePath,
  LISTING_SEGMENT_PREFIX,
  listingQueryFromSegment,
  searchPageQuery,
  sharedPageKey,
} from './page-rewrite';

describe('the search page query in the path', () => {
  it.each([
    ['q=gel', 'q=gel'],
    ['q=%20%20gel%20%20kr%C3%A9m%20', 'q=gel+kr%C3%A9m'],
    ['q=', ''],
    ['', ''],
    ['strana=2', ''],
    ['q=gel&utm_source=news&fbclid=1', 'q=gel'],
    ['q=ge', 'q=ge'],
    ['strana=2&q=gel', 'q=gel&strana=2'],
    [`q=${'a'.repeat(300)}`, `q=${'a'.repeat(200)}`],
  ])('?%s → %s', (search, expected) => {
    expect(searchPageQuery(new URLSearchParams(search))).toBe(expected);
  });

  it('reads back what it wrote, as the page sees it', () => {
    const query = searchPageQuery(new URLSearchParams('q=masážní olej&strana=3'));
    const segment = encodeURIComponent(LISTING_SEGMENT_PREFIX + query);
    expect(listingQueryFromSegment(segment)).toEqual({ q: 'masážní olej', strana: '3' });
    expect(listingQueryFromSegment(undefined)).toEqual({});
    expect(listingQueryFromSegment('%E0%A4%A')).toEqual({});
  });
});

describe('the cart page of a visitor without a cart', () => {
  // The locale and the page's segments after the price display.
  const path = (url: string, cookie?: string) => {
    const { pathname } = internalPagePath(
      new NextRequest(`http://shop.test${url}`, cookie ? { headers: { cookie } } : {}),
    );
    const [locale, , ...rest] = pathname.split('/').filter(Boolean);
    return `${locale}: ${rest.join('/')}`;
  };

  it.each([
    ['/kosik', undefined, `cs: kosik/${EMPTY_CART_SEGMENT}`],
    ['/sk/kosik', undefined, `sk: kosik/${EMPTY_CART_SEGMENT}`],
    ['/kosik', 'currency=EUR', `cs: kosik/${EMPTY_CART_SEGMENT}`],
    ['/kosik', 'cart_token=abc', 'cs: kosik'],
    ['/kosik', 'currency=EUR; auth_token=abc', 'cs: kosik'],
    ['/kosik?zprava=chyba', undefined, 'cs: kosik'],
    ['/kosik/dodaci-udaje', undefined, 'cs: kosik/dodaci-udaje'],
  ])('%s with cookies %s → %s', (url, cookie, expected) => {
    expect(path(url, cookie)).toBe(expected);
  });
});

describe('the branches page filtered by a region', () => {
  const path = (url: string) => {
    const [locale, , ...rest] = internalPagePath(new NextRequest(`http://shop.test${url}`))
      .pathname.split('/')
      .filter(Boolean);
    return `${locale}: ${rest.join('/')}`;
  };

  it.each([
    ['/pobocky', 'cs: pobocky'],
    ['/pobocky?kraj=jihomoravsky-kraj', 'cs: pobocky/kraj/jihomoravsky-kraj'],
    ['/sk/pobocky?kraj=bratislavsky-kraj&utm_source=x', 'sk: pobocky/kraj/bratislavsky-kraj'],
    ['/pobocky?kraj=', 'cs: pobocky'],
    ['/pobocky?kraj=..%2F..%2Fkosik', 'cs: pobocky'],
    ['/pobocky?kraj=Jihomoravsk%C3%BD%20kraj', 'cs: pobocky'],
    ['/pobocky/praha-vodickova?kraj=jihomoravsky-kraj', 'cs: pobocky/praha-vodickova'],
  ])('%s → %s', (url, expected) => {
    expect(path(url)).toBe(expected);
  });

  it('keys the shared page by the region only', () => {
    expect(sharedPageKey('http://shop.test/pobocky?kraj=kraj-vysocina&x=1')).toBe(
      sharedPageKey('http://shop.test/pobocky?kraj=kraj-vysocina'),
    );
    expect(sharedPageKey('http://shop.test/pobocky?x=1')).toBe('/pobocky');
  });
});

describe('the price display of a page', () => {
  const display = (cookie?: string, shopDefault?: { vat: 'with' | 'without'; both: boolean }) => {
    const { pathname } = internalPagePath(
      new NextRequest('http://shop.test/kondomy', cookie ? { headers: { cookie } } : {}),
      undefined,
      shopDefault,
    );
    return pathname.split('/')[2];
  };
  const withoutVat = { vat: 'without', both: false } as const;

  it('is the shop default for a shopper who chose none', () => {
    expect(display()).toBe('czk-both');
    expect(display(undefined, withoutVat)).toBe('czk-without');
    expect(display(undefined, { vat: 'with', both: false })).toBe('czk-with');
    expect(display('currency=EUR', withoutVat)).toBe('eur-without');
    expect(display('display_vat=nonsense; display_both_prices=maybe', withoutVat)).toBe('czk-without');
  });

  it("is the shopper's own choice, whatever the shop default", () => {
    expect(display('display_vat=with; display_both_prices=1', withoutVat)).toBe('czk-both');
    expect(display('display_vat=with; display_both_prices=0', withoutVat)).toBe('czk-with');
    expect(display('display_vat=without; display_both_prices=0')).toBe('czk-without');
  });
});
