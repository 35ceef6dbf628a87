import { cartApi } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { cartFormAction, formInt } from '@/lib/cart/form-action';

/** POST /api/cart/remove: one line (`itemId`), or the whole cart with `all=1`. */
export function POST(request: NextRequest) {
  return cartFormAction(request, (form) => {
    if (form.get('all') === '1') return { endpoint: cartApi.empty };
    const line = formInt(form, 'itemId');
    return line ? { endpoint: cartApi.removeItem, params: { id: line } } : null;
  });
}
