import { NextResponse, type NextRequest } from 'next/server';
import { localeContext } from '@/i18n/routing';
import { dropdownResults } from '@/lib/catalog/dropdown';
import { getSearch, normaliseQuery, DROPDOWN_PRODUCTS } from '@/lib/catalog/search';
import { requestLocale, failedCall } from '@/lib/route-errors';

/**
 * GET /api/search?q=&locale=: the header dropdown's results (products and up to 5 categories),
 * already shaped for display so that the combobox stays a small client component. Terms shorter
 * than 3 characters are never sent to the backend.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = requestLocale(request);
  const q = normaliseQuery(params.get('q'));
  if (!q) return NextResponse.json({ q: '', products: [], productTotal: 0, categories: [] });
  try {
    const res = await getSearch(locale, localeContext[locale].currency, q, DROPDOWN_PRODUCTS);
    return NextResponse.json(dropdownResults(res, locale), {
      headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' },
    });
  } catch (e) {
    return failedCall('search dropdown', e, locale);
  }
}
