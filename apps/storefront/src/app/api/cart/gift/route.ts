import { cartApi } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { cartFormAction, formInt } from '@/lib/cart/form-action';

const removing = (form: FormData) => form.get('remove') === '1';

/** POST /api/cart/gift: chooses the order gift `giftId`, or gives it back with `remove=1`. */
export function POST(request: NextRequest) {
  return cartFormAction(
    request,
    (form) => {
      const id = formInt(form, 'giftId');
      if (!id) return null;
      return removing(form)
        ? { endpoint: cartApi.removeGift, params: { id } }
        : { endpoint: cartApi.addItem, body: { id, type: 'gift' as const } };
    },
    (form) => (removing(form) ? null : 'darek'),
  );
}
