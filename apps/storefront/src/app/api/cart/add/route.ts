import type { NextRequest } from 'next/server';
import { cartFormAction, formInt } from '@/lib/cart/form-action';

/** POST /api/cart/add (the product's "Do košíku" form): variant and amount. */
export function POST(request: NextRequest) {
  return cartFormAction(request, (form) => {
    const id = formInt(form, 'variantId');
    const amount = formInt(form, 'quantity') ?? 1;
    return id ? { method: 'POST', path: '/api/v1/cart/items', body: { id, amount } } : null;
  });
}
