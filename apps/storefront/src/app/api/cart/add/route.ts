import { cartApi } from '@shop/contract';
import { NextResponse, type NextRequest } from 'next/server';
import { BackendError } from '@/lib/http';
import type { ApiError } from '@shop/contract';
import type { AddRefusal, AddedToCart } from '@/lib/cart/added';
import { cartFormAction, cartFormContext, formInt, withCartCookies } from '@/lib/cart/form-action';
import { formAmount } from '@/lib/cart/form-amount';
import { changeCart } from '@/lib/cart/server';
import { formatPrice } from '@/lib/catalog/price';
import { addToCartEvent, cartLineItem } from '@/lib/analytics/ecommerce';
import { logError } from '@/lib/log';
import { privateJson } from '@/lib/private-answers';

/** A refusal for a script: the backend's errors, or none when there are no details to show. */
const refusal = (status: number, errors: ApiError[] = []) => {
  return privateJson({ errors } satisfies AddRefusal, status);
};

/** One piece when no quantity is posted; null for a typed quantity that is not one (1,55 m by 0,1 m). */
const requestedAmount = (form: FormData): number | null => {
  const amount = formAmount(form, 'quantity');
  if (amount === null) return form.has('quantityShown') ? null : 1;
  return Math.min(amount, 9999);
};

const toAdd = (form: FormData) => {
  const id = formInt(form, 'variantId');
  const amount = requestedAmount(form);
  // 'Koupit za kredity': the line is bought with the customer's loyalty credits.
  const credits = form.get('forCredits') === '1';
  return id && amount ? { endpoint: cartApi.addItem, body: { id, amount, credits } } : null;
};

/**
 * POST /api/cart/add (the "Do košíku" forms): variant and amount. A plain form post lands on
 * /kosik; a script asking for JSON gets what the item-added dialog shows.
 */
export async function POST(request: NextRequest) {
  if (!request.headers.get('accept')?.includes('application/json')) return cartFormAction(request, toAdd);
  const form = await request.formData().catch(() => null);
  const change = form ? toAdd(form) : null;
  if (!change) return refusal(400);
  const { locale, currency, shopper } = cartFormContext(request, form);
  try {
    const res = await changeCart(locale, currency, shopper, change);
    const cart = res.data.cart;
    const item = res.data.item;
    const gifts = res.data.orderGifts ?? [];
    const added = (requestedAmount(form!) ?? 0) - res.data.changedAmount;
    const body: AddedToCart = {
      name: item?.product.name ?? '',
      unit: item?.variant.unit ?? '',
      amount: item?.amount ?? 0,
      decimals: item?.availability.quantityDecimals ?? 0,
      changedAmount: res.data.changedAmount,
      count: cart.itemCount,
      gifts: gifts
        .filter((g) => g.available && !g.selected)
        .map((g) => ({ id: g.id, name: g.name, priceFrom: formatPrice(g.priceFrom, currency) })),
      event: item && added > 0 ? addToCartEvent(cartLineItem(item, added), currency) : null,
    };
    return withCartCookies(NextResponse.json(body), request, res.meta.guestCartToken, cart.itemCount);
  } catch (e) {
    const known = e instanceof BackendError && e.status < 500 ? e.errors : [];
    if (known.length === 0) logError('add to cart', e);
    return refusal(e instanceof BackendError ? e.status : 500, known);
  }
}
