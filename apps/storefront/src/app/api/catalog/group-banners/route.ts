import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { NO_GROUP_BANNERS, groupBanners, parseStoreId } from '@/lib/catalog/group-banners';
import { getUser } from '@/lib/user/server';
import { failedCall } from '@/lib/route-errors';
import { PRIVATE } from '@/lib/private-answers';

/**
 * GET /api/catalog/group-banners?storeId=&locale=: the category's banners for the logged-in
 * customer's groups, which the shared (cached) category page leaves out. Empty lists for a guest or
 * a customer in no group.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const storeId = parseStoreId(params.get('storeId'));
  if (storeId === null) {
    return NextResponse.json(
      { errors: [{ field: 'storeId', title: 'Neplatná kategorie' }] },
      { status: 400, headers: PRIVATE },
    );
  }
  const raw = params.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  try {
    const token = request.cookies.get(AUTH_COOKIE)?.value ?? null;
    const user = await getUser(locale, token);
    const banners = user && token ? await groupBanners(locale, user, storeId, token) : NO_GROUP_BANNERS;
    return NextResponse.json(banners, { headers: PRIVATE });
  } catch (e) {
    return failedCall('group banners', e, locale, PRIVATE);
  }
}
