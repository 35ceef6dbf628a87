import { NextResponse, type NextRequest } from 'next/server';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { customerPrices, hasOwnPrices, parsePriceRequest } from '@/lib/catalog/customer-prices';
import { requestLocale, routeError, failedCall } from '@/lib/route-errors';
import { getUser } from '@/lib/user/server';
import { PRIVATE } from '@/lib/private-answers';

/**
 * GET /api/catalog/customer-prices?ids=&currency=&locale=: the logged-in customer's own unit prices
 * of the variants of these products, for shared pages that were rendered with a guest's prices.
 * `own: false` (and no prices) for a guest or a customer who pays what a guest pays.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const wanted = parsePriceRequest(params);
  const locale = requestLocale(request);
  if (!wanted) {
    return NextResponse.json(
      { errors: [{ field: 'ids', title: await routeError(locale, 'invalidProducts') }] },
      { status: 400, headers: PRIVATE },
    );
  }
  try {
    const token = request.cookies.get(AUTH_COOKIE)?.value ?? null;
    const user = await getUser(locale, token);
    if (!user || !token || !hasOwnPrices(user))
      return NextResponse.json({ own: false, prices: {} }, { headers: PRIVATE });
    const prices = await customerPrices(locale, wanted.currency, user, wanted.productIds, token);
    return NextResponse.json({ own: true, prices }, { headers: PRIVATE });
  } catch (e) {
    return failedCall('customer prices', e, locale, PRIVATE);
  }
}
