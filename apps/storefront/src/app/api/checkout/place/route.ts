import type { NextRequest } from 'next/server';
import { placeCheckoutOrder } from '@/lib/checkout/place';

/** POST /api/checkout/place: the delivery-details form's order, see `placeCheckoutOrder`. */
export function POST(request: NextRequest) {
  return placeCheckoutOrder(request);
}
