import { NextResponse, type NextRequest } from 'next/server';
import { errorCodes, recommendationPlacements, type RecommendationPlacement } from '@shop/contract';
import { shopperOf } from '@/lib/cart/server';
import { getRecommendations } from '@/lib/catalog/recommendations';
import { BackendError } from '@/lib/http';
import { parseCurrency } from '@/lib/currency';
import { requestLocale, routeError, failedCall } from '@/lib/route-errors';
import { PRIVATE } from '@/lib/private-answers';

/** A guest's recommendations for a product are everyone's: kept briefly by browsers and caches. */
const SHARED = { 'cache-control': 'public, max-age=60, stale-while-revalidate=300' };

/**
 * GET /api/recommendations?placement=product&productId=&locale=&currency= (or placement=cart): the
 * lazy recommendation widget's boxes, display-ready. The cart's, and anything for a logged-in
 * customer (their own prices), are private; a guest's for a product may be cached.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = requestLocale(request);
  const currency = parseCurrency(params.get('currency')) ?? 'CZK';
  const placement = params.get('placement');
  const productId = Number(params.get('productId'));
  const valid =
    (recommendationPlacements as readonly string[]).includes(placement ?? '') &&
    (placement === 'cart' || (Number.isSafeInteger(productId) && productId > 0));
  if (!valid) {
    return NextResponse.json(
      {
        errors: [
          { code: errorCodes.invalid, field: 'placement', title: await routeError(locale, 'invalidValue') },
        ],
      },
      { status: 422, headers: PRIVATE },
    );
  }
  const shopper = shopperOf(request.cookies);
  const shared = placement === 'product' && !shopper.authToken;
  try {
    const answer = await getRecommendations(
      locale,
      currency,
      {
        placement: placement as RecommendationPlacement,
        productId: placement === 'product' ? productId : null,
      },
      shared ? null : shopper,
    );
    return NextResponse.json(answer, { headers: shared ? SHARED : PRIVATE });
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) {
      return NextResponse.json({ products: [] }, { headers: PRIVATE });
    }
    return failedCall('recommendations', e, locale, PRIVATE);
  }
}
