// The store API as the tests' setup uses it: log-ins and orders made without the browser (the
// checkout and the account pages have journeys of their own).
import { expect, type Page } from '@playwright/test';
import {
  cartChangeResponse,
  loginResponse,
  orderResponse,
  paymentsResponse,
  placeOrderResponse,
  shippersResponse,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '@shop/contract';
import { apiUrl } from './backend.ts';

/** Who a call is for: a logged-in customer (a session token), a guest's cart, or nobody. */
export type Caller = string | { cart: string } | null;

/**
 * One call; anything but a success fails the test. Attempts are counted per client address, so
 * each call comes from a documentation address of its own.
 */
export async function storeApi(
  method: string,
  path: string,
  caller: Caller,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(typeof caller === 'string' ? { authorization: `Bearer ${caller}` } : {}),
      ...(caller && typeof caller === 'object' ? { 'x-cart-token': caller.cart } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}`,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.json();
}

/** A session token of the customer. */
export async function logInApi(email: string, password: string): Promise<string> {
  return loginResponse.parse(await storeApi('POST', '/api/oauth/login', null, { email, password })).data
    .access_token;
}

/**
 * The order of the caller's cart by courier to a Czech address, paid by `payment` (the payment
 * method's code: bank transfer, card, cash on delivery …).
 */
async function placeCart(caller: Exclude<Caller, null>, email: string, payment: string) {
  const shipper = shippersResponse
    .parse(await storeApi('GET', '/api/v1/cart/shippers', caller))
    .data.find((s) => s.code === 'courier')!;
  const method = paymentsResponse
    .parse(await storeApi('GET', '/api/v1/cart/payments', caller))
    .data.find((p) => p.code === payment && !shipper.blockedPayments.includes(p.id))!;
  const address = { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };
  const body: PlaceOrderBody = {
    shipperId: shipper.id,
    paymentId: method.id,
    terms: true,
    customer: {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email,
      phone: '+420 777 123 456',
    },
    billingAddress: address,
    shippingAddress: address,
  };
  return placeOrderResponse.parse(await storeApi('POST', '/api/v1/cart/place', caller, body));
}

/**
 * The customer's order of these variants (see placeCart), with the gateway's page of the card
 * payment placing it started (null for other methods).
 */
export async function placeOrderAs(
  token: string,
  email: string,
  lines: { id: number; amount: number }[],
  payment = 'bank_transfer',
): Promise<{ id: number; code: string; paymentRedirectUrl: string | null }> {
  for (const line of lines) await storeApi('POST', '/api/v1/cart/items', token, line);
  const placed = await placeCart(token, email, payment);
  return { ...placed.data, paymentRedirectUrl: placed.meta.paymentRedirectUrl };
}

/**
 * A guest's order of these variants (see placeCart): the order, and the token that opens it in
 * the browser (the `order_token` cookie).
 */
export async function placeGuestOrder(
  lines: { id: number; amount: number }[],
  { payment = 'bank_transfer', email = 'jana.novakova@example.cz' } = {},
): Promise<{ order: PlaceOrderResponse['data']; orderToken: string }> {
  let cart: string | null = null;
  for (const line of lines) {
    const added = cartChangeResponse.parse(
      await storeApi('POST', '/api/v1/cart/items', cart ? { cart } : null, line),
    );
    cart ??= added.meta.guestCartToken;
  }
  if (!cart) throw new Error('a guest order needs at least one line');
  const placed = await placeCart({ cart }, email, payment);
  return { order: placed.data, orderToken: placed.meta.orderToken };
}

/** The order the browser's order cookie names (the checkout sets it), read back from the store API. */
export async function placedOrder(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'order_token');
  expect(cookie, 'the order cookie is set').toBeTruthy();
  const res = await fetch(`${apiUrl}/api/v1/orders/token/${cookie!.value}`, {
    headers: { 'x-locale': 'cs' },
  });
  expect(res.status).toBe(200);
  return orderResponse.parse(await res.json()).data;
}
