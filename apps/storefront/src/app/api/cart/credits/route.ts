import { cartApi } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { cartFormAction } from '@/lib/cart/form-action';

/** POST /api/cart/credits: spends `credits` whole crowns of the customer's loyalty credits (0 stops). */
export function POST(request: NextRequest) {
  return cartFormAction(
    request,
    (form) => {
      const raw = form.get('credits');
      if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw.trim())) return null;
      return { endpoint: cartApi.credits, body: { credits: Number(raw.trim()) } };
    },
    () => 'kredity',
    'kredity-zustatek',
  );
}
