import { WISHLIST_CODE } from '@shop/rules';
import type { NextRequest } from 'next/server';
import { cartFormContext, formInt } from '@/lib/cart/form-action';
import { shopperOf } from '@/lib/cart/server';
import { BackendError } from '@/lib/http';
import { addListItem, listShoppingLists } from '@/lib/lists/lists-api';
import { requestLocale, routeError } from '@/lib/route-errors';
import { logError } from '@/lib/log';
import { privateJson } from '@/lib/private-answers';

/**
 * GET /api/shopping-lists: the logged-in customer's shopping lists (the wish list has its heart),
 * for the product page's "add to a shopping list"; 401 for a guest.
 */
export async function GET(request: NextRequest) {
  const token = shopperOf(request.cookies).authToken;
  if (!token) return privateJson({ lists: [] }, 401);
  const locale = requestLocale(request);
  try {
    const lists = await listShoppingLists(locale, token);
    return privateJson({
      lists: lists.filter((l) => l.code !== WISHLIST_CODE).map((l) => ({ id: l.id, name: l.name })),
    });
  } catch (e) {
    const status = e instanceof BackendError ? e.status : 500;
    if (status !== 401) logError('shopping lists read', e);
    return privateJson({ lists: [] }, status);
  }
}

/**
 * POST /api/shopping-lists (form: variantId, listId, amount): puts the variant on one of the
 * customer's lists and answers `{ ok: true }`, or the store API's reason.
 */
export async function POST(request: NextRequest) {
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const variantId = form ? formInt(form, 'variantId') : null;
  const listId = form ? formInt(form, 'listId') : null;
  const amount = (form ? formInt(form, 'amount') : null) ?? 1;
  if (!shopper.authToken) return privateJson({ error: await routeError(locale, 'failed') }, 401);
  if (!variantId || !listId) return privateJson({ error: await routeError(locale, 'failed') }, 400);
  try {
    await addListItem(locale, currency, shopper.authToken, listId, { id: variantId, amount });
    return privateJson({ ok: true });
  } catch (e) {
    const known = e instanceof BackendError && e.status < 500 ? e.errors[0]?.title : undefined;
    if (!known) logError('shopping list add', e);
    return privateJson(
      { error: known ?? (await routeError(locale, 'failed')) },
      e instanceof BackendError ? e.status : 500,
    );
  }
}
