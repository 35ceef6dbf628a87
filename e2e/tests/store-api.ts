// The store API as the tests' setup uses it: log-ins and orders made without the browser (the
// checkout and the account pages have journeys of their own).
import { expect } from '@playwright/test';
import { loginResponse, paymentsResponse, placeOrderResponse, shippersResponse } from '@shop/contract';
import { apiUrl } from './backend.ts';

/**
 * One call; anything but a success fails the test. Attempts are counted per client address, so
 * each call comes from a documentation address of its own.
 */
export async function storeApi(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
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
 * The customer's order of these variants by courier to a Czech address, paid by `payment` (the
 * payment method's code: bank transfer, card …).
 */
export async function placeOrderAs(
  token: string,
  email: string,
  lines: { id: number; amount: number }[],
  payment = 'bank_transfer',
): Promise<{ id: number; code: string }> {
  for (const line of lines) await storeApi('POST', '/api/v1/cart/items', token, line);
  const shipper = shippersResponse
    .parse(await storeApi('GET', '/api/v1/cart/shippers', token))
    .data.find((s) => s.requiredAddress && s.availableCountriesCodes.includes('CZE'))!;
  const method = paymentsResponse
    .parse(await storeApi('GET', '/api/v1/cart/payments', token))
    .data.find((p) => p.code === payment && !shipper.blockedPayments.includes(p.id))!;
  const address = { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };
  const placed = await storeApi('POST', '/api/v1/cart/place', token, {
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
  });
  return placeOrderResponse.parse(placed).data;
}
