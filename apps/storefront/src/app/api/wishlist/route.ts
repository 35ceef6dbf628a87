import { WISHLIST_CODE } from '@shop/rules';
import { NextResponse, type NextRequest } from 'next/server';
import { localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { cartFormContext, formInt } from '@/lib/cart/form-action';
import { shopperOf } from '@/lib/cart/server';
import { localeContext } from '@/i18n/routing';
import { BackendError } from '@/lib/http';
import { addListItem, getShoppingList, removeListItem } from '@/lib/lists/lists-api';
import type { ListNotice } from '@/lib/lists/list-pages';
import { logError } from '@/lib/log';
import { keptPrivate } from '@/lib/private-answers';
import { loginPathBackTo } from '@/lib/user/login-path';

/**
 * GET /api/wishlist: the variants on the logged-in customer's wish list, for the hearts of a
 * shared page (asked once per page, only when the signed_in cookie says a customer is there).
 */
export async function GET(request: NextRequest) {
  const token = shopperOf(request.cookies).authToken;
  if (!token) return keptPrivate(NextResponse.json({ variantIds: [] }, { status: 401 }));
  const locale: AppLocale = routing.defaultLocale;
  try {
    const list = await getShoppingList(locale, localeContext[locale].currency, token, WISHLIST_CODE);
    return keptPrivate(NextResponse.json({ variantIds: list?.variantIds ?? [] }));
  } catch (e) {
    const status = e instanceof BackendError ? e.status : 500;
    if (status !== 401) logError('wish list read', e);
    return keptPrivate(NextResponse.json({ variantIds: [] }, { status }));
  }
}

/** The page a plain post came from, when it is this storefront's own. */
function refererPath(request: NextRequest): string | null {
  try {
    const url = new URL(request.headers.get('referer') ?? '');
    return url.host === request.nextUrl.host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/wishlist (the hearts): puts the variant on the wish list, or takes it off (`remove`).
 * A script asking for JSON gets `{ pressed }`, or 401 (log in first) or another failure; a plain
 * form post goes to the wish list page with the message, or to log-in and back.
 */
export async function POST(request: NextRequest) {
  const wantsJson = request.headers.get('accept')?.includes('application/json') ?? false;
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const variantId = form ? formInt(form, 'variantId') : null;
  const remove = form?.get('remove') === '1';
  const token = shopper.authToken;

  const answer = (status: number, pressed: boolean | null, notice: ListNotice) => {
    if (wantsJson) return keptPrivate(NextResponse.json({ pressed }, { status }));
    if (status === 401) {
      const back = refererPath(request) ?? localizedPath(locale, '/uzivatel/oblibene');
      return keptPrivate(
        new NextResponse(null, {
          status: 303,
          headers: {
            location: loginPathBackTo(locale, back),
          },
        }),
      );
    }
    const target = `${localizedPath(locale, '/uzivatel/oblibene')}?zprava=${notice}`;
    return keptPrivate(new NextResponse(null, { status: 303, headers: { location: target } }));
  };

  if (!token) return answer(401, null, 'chyba');
  // A product without a variant cannot be wished for: the generic failure.
  if (!variantId) return answer(400, null, 'chyba');
  try {
    if (remove) {
      const list = await getShoppingList(locale, currency, token, WISHLIST_CODE);
      const item = list?.items.find((i) => i.variantId === variantId);
      if (list && item) await removeListItem(locale, token, list.id, item.id);
      return answer(200, false, 'odebrano');
    }
    await addListItem(locale, currency, token, WISHLIST_CODE, { id: variantId });
    return answer(200, true, 'pridano');
  } catch (e) {
    const status = e instanceof BackendError ? e.status : 500;
    if (status >= 500) logError('wish list change', e);
    return answer(status === 401 ? 401 : status, null, 'chyba');
  }
}
