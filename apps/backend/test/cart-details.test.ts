import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  cartResponse,
  errorResponse,
  loginResponse,
  type CartCustomerBody,
  type PlaceOrderBody,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { hashPassword } from '../src/modules/customer/registration.ts';
import { accounts } from '../src/modules/customer/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

/**
 * Fixture facts: variant 101 'Aloe gel 100 ml' has 12 pieces in warehouse 1 (Praha) and 3 in the
 * supplier's warehouse 2; shipper 2 pickup points, payment 1 card.
 */
let t: CatalogTestApp;
const PASSWORD = 'Heslo-pro-test-1';
const ALOE = 101;

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const cartOf = (token: string): Headers => ({ 'x-cart-token': token });

async function newGuestCart(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', payload: { id: ALOE } });
  expect(res.statusCode, res.body).toBe(200);
  return cartChangeResponse.parse(res.json()).meta.guestCartToken!;
}
async function cart(headers: Headers) {
  const res = await t.app.inject({ url: '/api/v1/cart', headers });
  expect(res.statusCode).toBe(200);
  return cartResponse.parse(res.json()).data;
}
const save = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/cart/customer', headers, payload: payload as object });

async function login(email: string): Promise<{ id: number; headers: Headers }> {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Jana', lastName: 'Nováková' })
    .returning({ id: accounts.id });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { id: row!.id, headers: bearer(loginResponse.parse(res.json()).data.access_token) };
}

const details = {
  customer: {
    name: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana.novakova@example.cz',
    phone: '+420 601 123 456',
    tin: '27074358',
    vatin: 'CZ27074358',
    businessName: 'Nováková s.r.o.',
    newsletter: true,
    shippingName: 'Petr Novák',
    shippingFirstName: 'Petr',
    shippingLastName: 'Novák',
    shippingBusinessName: '',
    shippingPhone: '+420 602 000 111',
  },
  billingAddress: { street: 'Korunní 12', city: 'Praha', postcode: '120 00', countryCode: 'CZE' },
  shippingAddress: { street: 'Dlouhá 5', city: 'Brno', postcode: '602 00', countryCode: 'cze' },
  hasCustomShippingAddress: true,
  comment: 'Zazvoňte prosím dvakrát.',
} satisfies CartCustomerBody;

const order = (email: string) =>
  ({
    shipperId: 2,
    shipperBranchId: 'CZ001',
    paymentId: 1,
    deliveryTimeSlot: null,
    terms: true,
    customer: {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email,
      phone: '+420 777 123 456',
      isBusiness: false,
      newsletter: false,
    },
    billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
    shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
    hasCustomShippingAddress: false,
  }) as PlaceOrderBody;

beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

describe('a cart line names the warehouses that hold its variant', () => {
  it('shoppable carries the variant with each warehouse and its free pieces', async () => {
    // Before any order here holds pieces of it.
    const token = await newGuestCart();
    const [line] = (await cart(cartOf(token))).items;
    expect(line!.shoppable).toEqual({
      id: ALOE,
      name: line!.variant.name,
      marketingCode: expect.any(String) as string,
      warehouses: [
        { id: 1, stock: 12 },
        { id: 2, stock: 3 },
      ],
    });
  });
});

describe('PUT /api/v1/cart/customer keeps the checkout details with the cart', () => {
  it('a new cart has no details; saved ones come back with every later answer of the cart', async () => {
    const token = await newGuestCart();
    expect(await cart(cartOf(token))).toMatchObject({
      customer: null,
      billingAddress: null,
      shippingAddress: null,
      hasCustomShippingAddress: false,
      comment: null,
    });
    const res = await save(cartOf(token), details);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      customer: { ...details.customer, vatinsvk: '' },
      billingAddress: details.billingAddress,
      shippingAddress: { ...details.shippingAddress, countryCode: 'CZE' },
      hasCustomShippingAddress: true,
      comment: 'Zazvoňte prosím dvakrát.',
    };
    expect(cartResponse.parse(res.json()).data).toMatchObject({ ...expected, itemCount: 1 });
    expect(await cart(cartOf(token))).toMatchObject(expected);
    // A change of the items leaves them be.
    const more = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: cartOf(token),
      payload: { id: ALOE },
    });
    expect(cartChangeResponse.parse(more.json()).data.cart).toMatchObject(expected);
  });

  it('a later save replaces the earlier one; a half-filled form is kept as it is', async () => {
    const token = await newGuestCart();
    expect((await save(cartOf(token), details)).statusCode).toBe(200);
    const partial = { customer: { email: 'petr@example.cz' }, billingAddress: {}, shippingAddress: {} };
    expect((await save(cartOf(token), partial)).statusCode).toBe(200);
    const shown = await cart(cartOf(token));
    expect(shown.customer).toMatchObject({
      email: 'petr@example.cz',
      name: '',
      phone: '',
      newsletter: false,
    });
    expect(shown.billingAddress).toEqual({ street: '', city: '', postcode: '', countryCode: '' });
    expect(shown).toMatchObject({ hasCustomShippingAddress: false, comment: '' });
  });

  it('only the owner reads and writes them: another guest, a caller without a cart, a customer', async () => {
    const token = await newGuestCart();
    expect((await save(cartOf(token), details)).statusCode).toBe(200);
    // Another guest's cart knows nothing of them, and its save does not reach the first cart.
    const other = await newGuestCart();
    expect((await cart(cartOf(other))).customer).toBeNull();
    expect((await save(cartOf(other), { ...details, comment: 'Cizí' })).statusCode).toBe(200);
    expect((await cart(cartOf(token))).comment).toBe('Zazvoňte prosím dvakrát.');
    // Without a cart (no token, an unknown token) there is nothing to keep them with.
    for (const headers of [{}, cartOf('neznamy-token-kosiku-0000000000')]) {
      const res = await save(headers, details);
      expect(res.statusCode).toBe(404);
      expect(errorResponse.parse(res.json()).errors[0]!.title).toBe('Nenalezeno');
    }
    // A logged-in customer has their own cart: the guest's details are not theirs.
    const jana = await login('jana.cizi@example.cz');
    expect((await cart(jana.headers)).customer).toBeNull();
    expect((await save(jana.headers, details)).statusCode).toBe(404);
  });

  it("a customer's details follow them to another device, join at log-in and go when the order is placed", async () => {
    const petr = await login('petr.details@example.cz');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: petr.headers,
      payload: { id: ALOE },
    });
    expect(add.statusCode).toBe(200);
    expect((await save(petr.headers, details)).statusCode).toBe(200);
    // Another session of the same customer (another device) finds them.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      payload: { email: 'petr.details@example.cz', password: PASSWORD },
    });
    const elsewhere = bearer(loginResponse.parse(again.json()).data.access_token);
    expect((await cart(elsewhere)).customer?.email).toBe('jana.novakova@example.cz');
    // What a guest entered just now wins over the older details when the carts join at log-in.
    const token = await newGuestCart();
    expect((await save(cartOf(token), { ...details, comment: 'Z telefonu' })).statusCode).toBe(200);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      headers: cartOf(token),
      payload: { email: 'petr.details@example.cz', password: PASSWORD },
    });
    expect(joined.statusCode).toBe(200);
    expect((await cart(elsewhere)).comment).toBe('Z telefonu');
    // The order keeps its own copy: the ordered cart keeps nothing personal.
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/place',
      headers: elsewhere,
      payload: order('petr.details@example.cz'),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const kept = await queryRows<{ details: unknown }>(
      t.database.db,
      sql`select details from cart.carts where customer_id = ${petr.id} and ordered_at is not null`,
    );
    expect(kept).toEqual([{ details: null }]);
    expect((await cart(elsewhere)).customer).toBeNull();
  });

  it('refuses filled fields the order would refuse, each with its Czech message, and keeps nothing', async () => {
    const token = await newGuestCart();
    const res = await save(cartOf(token), {
      ...details,
      customer: { ...details.customer, name: 'Jana', email: 'jana@', phone: '601123456', tin: '12345678' },
      billingAddress: { ...details.billingAddress, postcode: '1200' },
      shippingAddress: { ...details.shippingAddress, postcode: '60' },
    });
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors.map((e) => [e.field, e.title])).toEqual([
      ['customer.name', 'Nezadali jste celé jméno'],
      ['customer.email', 'E-mail není ve správném formátu'],
      ['customer.phone', 'Nezadali jste správně telefonní číslo'],
      ['customer.tin', 'Nesprávný formát IČ'],
      ['billingAddress.postcode', 'PSČ musí obsahovat 5 čísel'],
      ['shippingAddress.postcode', 'PSČ musí obsahovat 5 čísel'],
    ]);
    expect((await cart(cartOf(token))).customer).toBeNull();
  });

  it('refuses malformed input with 400: too long, a wrong type, an unknown country form', async () => {
    const token = await newGuestCart();
    for (const bad of [
      { ...details, comment: 'x'.repeat(1001) },
      { ...details, customer: { ...details.customer, email: 42 } },
      { ...details, billingAddress: { ...details.billingAddress, countryCode: 'CZ' } },
      { ...details, hasCustomShippingAddress: 'ano' },
      { customer: details.customer },
    ]) {
      const res = await save(cartOf(token), bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await cart(cartOf(token))).customer).toBeNull();
  });
});
