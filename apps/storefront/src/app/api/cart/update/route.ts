import { cartApi } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { cartFormAction, formInt } from '@/lib/cart/form-action';
import { formAmount } from '@/lib/cart/form-amount';

/** POST /api/cart/update (the cart's amount form): line and its new amount. */
export function POST(request: NextRequest) {
  return cartFormAction(request, (form) => {
    const line = formInt(form, 'itemId');
    const amount = formAmount(form, 'amount');
    return line && amount
      ? { endpoint: cartApi.updateItem, params: { id: line }, body: { amount: Math.min(amount, 9999) } }
      : null;
  });
}
