import type { NextRequest } from 'next/server';
import { saveCheckoutDetails } from '@/lib/checkout/details-route';

/** PUT /api/checkout/details: the checkout details so far, kept with the cart (see `saveCheckoutDetails`). */
export function PUT(request: NextRequest) {
  return saveCheckoutDetails(request);
}
