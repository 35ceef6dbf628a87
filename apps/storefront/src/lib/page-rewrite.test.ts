import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import {
  EMPTY_CART_SEGMENT,
  internalPagePath,
  LISTING_SEGMENT_PREFIX,
  listingQueryFromSegment,
  searchPageQuery,
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
