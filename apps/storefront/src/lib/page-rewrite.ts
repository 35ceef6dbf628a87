import type { NextRequest } from 'next/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { listingSearch, parseListingQuery, type RawSearchParams } from './catalog/listing-query';
import { MAX_QUERY_LENGTH } from './catalog/search-query';
import { CURRENCY_COOKIE, DISPLAY_BOTH_COOKIE, DISPLAY_VAT_COOKIE, currencyQueryParam } from './currency';
import { TRACKING_PARAMS } from './canonical-url';
import { ADD_TO_CART_PARAM } from './cart/add-to-cart-name';
import { displayCode, displayFromCookies, type DefaultVatDisplay } from './currency/display-code';
import { SHOPPER_COOKIES } from './cart/shopper-cookies';
import { ownRouteSegments } from './own-routes';
import { aidsRouteSegments } from './aids/aids-path';

/**
 * Where the proxy sends a page request inside the app: `/{locale}/{display}/{path}`, plus, for a
 * listing (a one-segment catch-all path such as `/kondomy`), its canonical query as a last path
 * segment `~razeni=…&strana=2`, and for a product its `?variant_id` as a last segment. Pages then read nothing per request (no cookies, no query): every
 * price display, category page and filter combination is a prerendered page, rendered once and
 * served from the cache until its data changes. Edge-safe: no zod here.
 */

/** Marks the listing-query segment of the catch-all route. */
export const LISTING_SEGMENT_PREFIX = '~';

function rawParams(search: URLSearchParams): RawSearchParams {
  const raw: RawSearchParams = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    raw[key] = all.length > 1 ? all : all[0];
  }
  return raw;
}

/**
 * `publicPath`: the requested path with its locale's prefix (see i18n/domains `prefixedPath`);
 * `shopDefault`: the price display of a shopper who chose none (the shop's setting).
 */
export function internalPagePath(
  request: NextRequest,
  publicPath = request.nextUrl.pathname,
  shopDefault?: DefaultVatDisplay,
): { locale: AppLocale; pathname: string } {
  const { locale, rest } = localeOfPath(publicPath);
  const display = displayCode(
    displayFromCookies(
      locale,
      {
        currency: request.cookies.get(CURRENCY_COOKIE)?.value,
        vat: request.cookies.get(DISPLAY_VAT_COOKIE)?.value,
        both: request.cookies.get(DISPLAY_BOTH_COOKIE)?.value,
      },
      shopDefault,
    ),
  );
  const path = [locale, display, ...(aidsRouteSegments(rest) ?? rest)];
  if (rest.length === 1 && rest[0] === 'kosik' && isNobodysCart(request)) {
    // Without a cart, a log-in or a notice, the cart page is the same for everyone: a shared page.
    path.push(EMPTY_CART_SEGMENT);
  } else {
    const segment = querySegment(rest, request.nextUrl.searchParams);
    if (segment) path.push(segment);
  }
  return { locale, pathname: `/${path.join('/')}` };
}

/** The locale of a public path (none means the default) and the path's segments after it. */
export function localeOfPath(pathname: string): { locale: AppLocale; rest: string[] } {
  const segments = pathname.split('/').filter(Boolean);
  const locale: AppLocale =
    isAppLocale(segments[0]) && segments[0] !== routing.defaultLocale ? segments[0] : routing.defaultLocale;
  return { locale, rest: locale === routing.defaultLocale ? segments : segments.slice(1) };
}

/**
 * The last path segment a page's query becomes, or '' when the page reads no query: a product's
 * variant, a search and its listing options, a listing's canonical options. Every other parameter
 * (tracking, junk) changes nothing on the page.
 */
function querySegment(rest: string[], search: URLSearchParams): string {
  if (rest[0] === 'produkt' && rest.length === 2) {
    // A product page per variant: `?variant_id=5` opens that variant, also without JavaScript.
    const variant = search.get('variant_id');
    return variant && /^[1-9]\d{0,9}$/.test(variant) ? variant : '';
  }
  if (rest.length !== 1) return '';
  if (rest[0] === 'pobocky') return branchRegionSegments(search);
  const query =
    rest[0] === 'hledat'
      ? // A search is shareable like a listing: the query and its listing options are the page's path.
        searchPageQuery(search)
      : ownRouteSegments.has(rest[0]!)
        ? ''
        : listingSearch(parseListingQuery(rawParams(search)));
  return query ? encodeURIComponent(LISTING_SEGMENT_PREFIX + query) : '';
}

/**
 * What a shared page's answer depends on in its URL: the path and the part of the query the page
 * reads, in one canonical form. Two URLs with the same key are the same page, whatever else their
 * query carries, so junk parameters cannot fill a cache keyed by it.
 */
export function sharedPageKey(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  const { rest } = localeOfPath(parsed.pathname);
  // The proxy answers a forced currency, a tracking parameter or ?addToCart with a redirect, never
  // the page: such a request must not be answered from the page's entry.
  if ([currencyQueryParam, ...TRACKING_PARAMS, ADD_TO_CART_PARAM].some((p) => parsed.searchParams.has(p)))
    return parsed.pathname + parsed.search;
  // The shop's own pages that read their query per request (a cart notice, a log-in failure)
  // keep all of it: their shared form is only the one without a query.
  if (rest[0] && ownRouteSegments.has(rest[0]) && !QUERY_PAGES.has(rest[0]))
    return parsed.pathname + parsed.search;
  const segment = querySegment(rest, parsed.searchParams);
  return segment ? `${parsed.pathname}/${segment}` : parsed.pathname;
}

/** Own routes whose query becomes a path segment, like a listing's. */
const QUERY_PAGES = new Set(['produkt', 'hledat', 'pobocky']);

/** The query parameter of the branches page's region filter (a region's URL word). */
export const BRANCH_REGION_PARAM = 'kraj';

/**
 * The branches page filtered by a region, `/pobocky?kraj=jihomoravsky-kraj`, is the page
 * `pobocky/kraj/jihomoravsky-kraj` (the page answers a word that names no region with a 404).
 */
function branchRegionSegments(search: URLSearchParams): string {
  const word = search.get(BRANCH_REGION_PARAM) ?? '';
  return /^[a-z]+(?:-[a-z]+)*$/.test(word) && word.length <= 40 ? `${BRANCH_REGION_PARAM}/${word}` : '';
}

/** The cart page's segment for a visitor without a cart (a prerendered, shared page). */
export const EMPTY_CART_SEGMENT = 'prazdny';

const isNobodysCart = (request: NextRequest) =>
  request.nextUrl.search === '' && SHOPPER_COOKIES.every((name) => !request.cookies.has(name));

/**
 * The search page's query in one canonical form: the typed text single-spaced and capped (the page
 * tells a too-short query apart from none), then the listing's filters, sorting and page.
 */
export function searchPageQuery(search: URLSearchParams): string {
  const typed = (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  if (!typed) return '';
  const listing = listingSearch(parseListingQuery(rawParams(search)));
  return `${new URLSearchParams({ q: typed })}${listing ? `&${listing}` : ''}`;
}

/** The listing query of a catch-all route's segments (after the slug), as search params. */
export function listingQueryFromSegments(segments: string[]): RawSearchParams {
  return listingQueryFromSegment(segments[1]);
}

/** The listing (or search) query a `~…` path segment carries, as search params. */
export function listingQueryFromSegment(last: string | undefined): RawSearchParams {
  if (!last) return {};
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    return {};
  }
  if (!text.startsWith(LISTING_SEGMENT_PREFIX)) return {};
  return rawParams(new URLSearchParams(text.slice(LISTING_SEGMENT_PREFIX.length)));
}
