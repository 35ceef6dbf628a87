import { expect } from 'vitest';
import { cartChangeResponse, placeOrderResponse } from '@shop/contract';

/** Calls of a backend listening at `base`, over real HTTP: status, headers and JSON body. */
export function storeHttp(base: () => string) {
  async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
  }

  /**
   * A guest's order of `amount` pieces of `variantId` to pickup point CZ001 (shipper 2), paid with
   * `paymentId`.
   */
  async function placeOrder(
    { variantId, paymentId, amount = 1 }: { variantId: number; paymentId: number; amount?: number },
    headers: Record<string, string> = {},
  ) {
    const added = await api('POST', '/api/v1/cart/items', { id: variantId, amount }, headers);
    expect(added.status).toBe(200);
    const cartToken = cartChangeResponse.parse(added.json).meta.guestCartToken!;
    const address = { street: '', city: '', postcode: '', countryCode: 'CZE' };
    const res = await api(
      'POST',
      '/api/v1/cart/place',
      {
        shipperId: 2,
        shipperBranchId: 'CZ001',
        paymentId,
        terms: true,
        customer: {
          name: 'Jana Nováková',
          firstName: 'Jana',
          lastName: 'Nováková',
          email: 'jana@example.cz',
          phone: '+420 777 123 456',
        },
        billingAddress: address,
        shippingAddress: address,
      },
      { 'x-cart-token': cartToken, ...headers },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const placed = placeOrderResponse.parse(res.json);
    return {
      order: placed.data,
      token: placed.meta.orderToken,
      paymentRedirectUrl: placed.meta.paymentRedirectUrl,
    };
  }

  return { api, placeOrder };
}
