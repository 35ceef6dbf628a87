import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { cartChangeResponse, placeOrderResponse, type Order } from '@shop/contract';
import { creditMovements } from '../../src/modules/customer/tables.ts';
import { invalidateSettings } from '../../src/modules/settings/index.ts';
import { shopSettings } from '../../src/modules/settings/tables.ts';
import { registerThroughMail, type RegisteringApp } from './registration.ts';

/** Request headers of a logged-in customer. */
export type CustomerHeaders = Record<string, string>;

let registered = 0;

/**
 * A new customer registered through the store API and the mailed link, from an address of their
 * own (so that no throttle counts the test's registrations together), logged in.
 */
export async function registerCustomer(
  t: RegisteringApp,
  { firstName = 'Jana', emailPrefix = 'zakaznik' }: { firstName?: string; emailPrefix?: string } = {},
): Promise<CustomerHeaders> {
  const n = ++registered;
  const token = await registerThroughMail(
    t,
    {
      firstName,
      lastName: 'Nováková',
      email: `${emailPrefix}-${n}-${Date.now().toString(36)}@example.cz`,
      phone: '+420 777 123 456',
      password: 'Heslo-pro-test-1',
      password_confirmation: 'Heslo-pro-test-1',
      terms: true,
    },
    { 'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}` },
  );
  return { authorization: `Bearer ${token}` };
}

/** What an order of the fixture may differ in. */
export interface OrderOptions {
  /** 1 card (default), 2 cash on delivery. */
  paymentId?: number;
  note?: string;
  email?: string;
  billingAddress?: { street: string; city: string; postcode: string; countryCode: string };
}

/** The customer's order of these variants and amounts to a pickup point of the catalogue fixture (shipper 2, branch CZ001). */
export async function placeCustomerOrder(
  app: FastifyInstance,
  who: CustomerHeaders,
  lines: [variantId: number, amount: number][],
  {
    paymentId = 1,
    note,
    email = 'jana@example.cz',
    billingAddress = { street: 'Dlouhá 12', city: 'Olomouc', postcode: '779 00', countryCode: 'CZE' },
  }: OrderOptions = {},
): Promise<Order> {
  for (const [id, amount] of lines) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: who,
      payload: { id, amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    cartChangeResponse.parse(res.json());
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: who,
    payload: {
      shipperId: 2,
      shipperBranchId: 'CZ001',
      paymentId,
      terms: true,
      ...(note === undefined ? {} : { note }),
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email,
        phone: '+420 777 123 456',
      },
      billingAddress,
      shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return placeOrderResponse.parse(res.json()).data;
}

/**
 * Switches loyalty credits on and registers a customer holding `minor` haléře of them: the
 * customer's headers and account id.
 */
export async function customerWithCredits(
  t: RegisteringApp,
  minor: number,
  emailPrefix: string,
): Promise<{ who: CustomerHeaders; accountId: number }> {
  const { app } = t;
  const db = t.database.db;
  await db.execute(sql`delete from settings.shop_settings where key = 'functions'`);
  await db
    .insert(shopSettings)
    .values({ key: 'functions', value: { loyalty_credits: true }, isPublic: true });
  invalidateSettings(db);
  const who = await registerCustomer(t, { emailPrefix });
  const accountId = (
    (await app.inject({ url: '/api/v1/user', headers: who })).json() as { data: { id: number } }
  ).data.id;
  await db.insert(creditMovements).values({ accountId, amount: minor, note: 'Věrnostní odměna' });
  return { who, accountId };
}
