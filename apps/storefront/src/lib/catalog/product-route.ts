import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { routeError } from '../route-errors';

/**
 * `?id=&locale=` of the product box's lazy routes (colours, variant choice): the product id and the
 * locale, or the 400 answer for an id that is no product's.
 */
export async function productRequest(
  request: NextRequest,
): Promise<{ id: number; locale: AppLocale } | NextResponse> {
  const params = request.nextUrl.searchParams;
  const id = Number(params.get('id'));
  const raw = params.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    return NextResponse.json(
      { errors: [{ field: 'id', title: await routeError(locale, 'invalidProductId') }] },
      { status: 400 },
    );
  }
  return { id, locale };
}
