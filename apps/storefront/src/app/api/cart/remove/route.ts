import type { NextRequest } from 'next/server';
import { cartFormAction, formInt } from '@/lib/cart/form-action';

/** POST /api/cart/remove: one line (`itemId`), or the whole cart with `all=1`. */
export function POST(request: NextRequest) {
  return cartFormAction(request, (form) => {
    if (form.get('all') === '1') return { method: 'DELETE', path: '/api/v1/cart/items' };
    const line = formInt(form, 'itemId');
    return line ? { method: 'DELETE', path: `/api/v1/cart/items/${line}` } : null;
  });
}
