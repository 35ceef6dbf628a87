import { cartApi } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { cartFormAction } from '@/lib/cart/form-action';

const removing = (form: FormData) => form.get('remove') === '1';

/** POST /api/cart/coupon: applies `couponCode`, or removes the coupon with `remove=1`. */
export function POST(request: NextRequest) {
  return cartFormAction(
    request,
    (form) => {
      if (removing(form)) return { endpoint: cartApi.removeCoupon };
      const code = form.get('couponCode');
      if (typeof code !== 'string' || !code.trim() || code.length > 50) return null;
      return { endpoint: cartApi.setCoupon, body: { couponCode: code.trim() } };
    },
    (form) => (removing(form) ? null : 'kupon'),
  );
}
