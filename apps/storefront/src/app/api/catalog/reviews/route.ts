import { NextResponse, type NextRequest } from 'next/server';
import { catalogueApi } from '@shop/contract';
import { callBackend } from '@/lib/backend';
import { productRequest } from '@/lib/catalog/product-route';
import { REVIEWS_INITIAL_COUNT } from '@/lib/product/server';
import { isReviewOrder, reviewsQuery } from '@/lib/product/review-query';
import { routeError, failedCall } from '@/lib/route-errors';

/**
 * GET /api/catalog/reviews?id=&locale=&order=&text=&page=: a page of a product's reviews for the
 * product page's list when the shopper pages or reorders it (the first page is in the page's HTML).
 * Not cached, so a review just written shows in every order at once.
 */
export async function GET(request: NextRequest) {
  const wanted = await productRequest(request);
  if (wanted instanceof NextResponse) return wanted;
  const params = request.nextUrl.searchParams;
  const order = params.get('order') ?? 'newest';
  const page = Number(params.get('page') ?? '1');
  if (!isReviewOrder(order) || !Number.isInteger(page) || page < 1 || page > 100_000) {
    return NextResponse.json(
      { errors: [{ field: 'order', title: await routeError(wanted.locale, 'invalidReviewPage') }] },
      { status: 400 },
    );
  }
  const query = reviewsQuery(order, params.get('text') === '1', page, REVIEWS_INITIAL_COUNT);
  try {
    const reviews = await callBackend(catalogueApi.reviews, {
      locale: wanted.locale,
      params: { id: wanted.id },
      query,
    });
    return NextResponse.json(reviews, { headers: { 'cache-control': 'no-store' } });
  } catch (e) {
    return failedCall('product reviews', e, wanted.locale);
  }
}
