import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  cartResponse,
  creditsAmountResponse,
  errorResponse,
  loginResponse,
  placeOrderResponse,
  userResponse,
  type PlaceOrderBody,
} from '@shop/contract';
import { hashToken } from '../src/modules/customer/auth.ts';
import { hashPassword } from '../src/modules/customer/registration.ts';
import { LOGIN_LIMITS } from '../src/modules/customer/routes.ts';
import { accounts, creditMovements } from '../src/modules/customer/tables.ts';
import { shopSettings } from '../src/modules/settings/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';

/**
 * Fixture facts: variant 101 'Aloe gel 100 ml' 249 Kč (b2b group 80 %: 199,20 Kč), 102 'Silikonový
 * gel 50 ml' 329 Kč; group 'b2b' is restricted until a test lifts it; shipper 2 pickup points
 * (79 Kč), payment 1 card.
 */
let t: CatalogTestApp;
const PASSWORD = 'Heslo-pro-test-1';
const ALOE = 101;
const SILK = 102;

async function account(email: string, extra: Partial<typeof accounts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(accounts)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Jana',
      lastName: 'Nováková',
      ...extra,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

async function login(email: string, password = PASSWORD, headers: Headers = {}) {
  return t.app.inject({ method: 'POST', url: '/api/oauth/login', headers, payload: { email, password } });
}
async function tokenOf(email: string, headers: Headers = {}) {
  const res = await login(email, PASSWORD, headers);
  expect(res.statusCode).toBe(200);
  return loginResponse.parse(res.json()).data.access_token;
}
async function add(headers: Headers, id: number, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers,
    payload: { id, amount },
  });
  expect(res.statusCode).toBe(200);
  return cartChangeResponse.parse(res.json());
}
async function cart(headers: Headers) {
  const res = await t.app.inject({ url: '/api/v1/cart', headers });
  expect(res.statusCode).toBe(200);
  return cartResponse.parse(res.json()).data;
}
const titleOf = (res: { json: () => unknown }) => errorResponse.parse(res.json()).errors[0]!.title;

async function setLoyalty(on: boolean) {
  await t.database.db.execute(sql`delete from settings.shop_settings where key = 'functions'`);
  await t.database.db
    .insert(shopSettings)
    .values({ key: 'functions', value: { loyalty_credits: on }, isPublic: true });
  invalidateSettings(t.database.db);
}

const order: PlaceOrderBody = {
  shipperId: 2,
  shipperBranchId: 'CZ001',
  paymentId: 1,
  deliveryTimeSlot: null,
  terms: true,
  customer: {
    name: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana@example.cz',
    phone: '+420 777 123 456',
    isBusiness: false,
    newsletter: false,
  },
  billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
  shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
  hasCustomShippingAddress: false,
} as PlaceOrderBody;

describe('log-in', () => {
  it('opens a session for the right password and tells nothing about which part was wrong', async () => {
    await account('jana@example.cz');
    const wrong = await login('jana@example.cz', 'spatne-heslo');
    expect(wrong.statusCode).toBe(401);
    expect(titleOf(wrong)).toBe('Nesprávný e-mail nebo heslo.');
    const unknown = await login('nikdo@example.cz');
    expect(unknown.statusCode).toBe(401);
    expect(titleOf(unknown)).toBe('Nesprávný e-mail nebo heslo.');

    const token = await tokenOf('  JANA@example.cz ');
    const me = await t.app.inject({ url: '/api/v1/user', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toMatch(/private, no-store/);
    expect(userResponse.parse(me.json()).data).toMatchObject({
      email: 'jana@example.cz',
      firstName: 'Jana',
      variant: 'b2c',
      groups: [],
    });
  });

  it('ends the session at log-out; a forged or ended token is a guest', async () => {
    const token = await tokenOf('jana@example.cz');
    const out = await t.app.inject({ method: 'POST', url: '/api/oauth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/user', headers: bearer(token) })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/v1/user', headers: bearer('x'.repeat(43)) });
    expect(forged.statusCode).toBe(401);
    // For the cart, a dead token is simply a guest: an empty cart, no error.
    expect((await cart(bearer(token))).items).toHaveLength(0);
  });

  it('ends a session left unused for two days, and records the use of a live one', async () => {
    await account('necinna@example.cz');
    const idle = await tokenOf('necinna@example.cz');
    const used = await tokenOf('necinna@example.cz');
    const lastUse = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    const setLastUse = (token: string, hours: number) =>
      t.database.db.execute(
        sql`update customer.sessions set last_used_at = ${lastUse(hours)}
             where token_hash = ${hashToken(token)}`,
      );
    await setLastUse(idle, 49);
    await setLastUse(used, 47);
    expect((await t.app.inject({ url: '/api/v1/user', headers: bearer(idle) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/user', headers: bearer(used) })).statusCode).toBe(200);
    // The use was recorded: the session has two more days from now.
    const [row] = (
      (await t.database.db.execute(
        sql`select last_used_at > now() - interval '1 minute' as fresh from customer.sessions
             where token_hash = ${hashToken(used)}`,
      )) as unknown as { rows: { fresh: boolean }[] }
    ).rows;
    expect(row).toEqual({ fresh: true });
  });

  it('refuses a customer of a restricted group', async () => {
    await account('velkoobchod@example.cz', { variant: 'b2b', groups: ['b2b'] });
    const res = await login('velkoobchod@example.cz');
    expect(res.statusCode).toBe(403);
    expect(titleOf(res)).toBe('Tento účet se teď nemůže přihlásit. Kontaktujte nás prosím.');
  });

  it('stops guessing from one address: after 10 attempts for an e-mail there, even the right password waits', async () => {
    await account('hadani@example.cz');
    const guesser = { 'x-forwarded-for': '198.51.100.6' };
    for (let i = 0; i < 10; i++)
      expect((await login('hadani@example.cz', `spatne-${i}`, guesser)).statusCode).toBe(401);
    const blocked = await login('hadani@example.cz', PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(titleOf(blocked)).toMatch(
      /^Příliš mnoho pokusů o přihlášení\. Zkuste to prosím znovu za \d+ min\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const throttled = await t.database.db.execute(
      sql`select count(*)::int as n from customer.security_events
           where kind = 'login_throttled' and address = '198.51.100.6'
             and account_id = (select id from customer.accounts where email = 'hadani@example.cz')`,
    );
    expect((throttled as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    // The customer, from their own address, is not locked out by a stranger's guessing: they get in,
    // only held up for a while, as every further guess for the e-mail is.
    const started = Date.now();
    const own = await login('hadani@example.cz', PASSWORD, { 'x-forwarded-for': '198.51.100.7' });
    expect(own.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.slowMs - 50);
    // Another customer is not held up.
    await account('jina@example.cz');
    expect((await login('jina@example.cz', PASSWORD, guesser)).statusCode).toBe(200);
  });

  it('records log-ins, failures, refusals and log-outs as security events, apart from the request log', async () => {
    const id = await account('udalosti@example.cz');
    const at = { 'x-forwarded-for': '198.51.100.40' };
    expect((await login('udalosti@example.cz', 'spatne-heslo', at)).statusCode).toBe(401);
    expect((await login('nikdo-neni@example.cz', 'spatne-heslo', at)).statusCode).toBe(401);
    const token = loginResponse.parse((await login('udalosti@example.cz', PASSWORD, at)).json()).data
      .access_token;
    await t.app.inject({ method: 'POST', url: '/api/oauth/logout', headers: { ...bearer(token), ...at } });
    const events = await t.database.db.execute(
      sql`select kind, account_id, address from customer.security_events
           where address = '198.51.100.40' order by id`,
    );
    expect((events as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'login_failed', account_id: id, address: '198.51.100.40' },
      { kind: 'login_failed', account_id: null, address: '198.51.100.40' },
      { kind: 'login', account_id: id, address: '198.51.100.40' },
      { kind: 'logout', account_id: id, address: '198.51.100.40' },
    ]);
  });

  it('holds up guessing spread over many addresses, and locks no one out', async () => {
    await account('botnet@example.cz');
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      const res = await login('botnet@example.cz', `spatne-${i}`, { 'x-forwarded-for': `192.0.2.${i + 1}` });
      expect(res.statusCode).toBe(401);
    }
    const started = Date.now();
    const guess = await login('botnet@example.cz', 'spatne-x', { 'x-forwarded-for': '192.0.2.99' });
    expect(guess.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.slowMs - 50);
    expect(
      (await login('botnet@example.cz', PASSWORD, { 'x-forwarded-for': '192.0.2.100' })).statusCode,
    ).toBe(200);
  });

  it('counts attempts by the shopper’s address that the storefront forwards', async () => {
    // 50 from one address in all, whatever the e-mail; another address is not held up.
    const from = (ip: string, i: number) => login(`adresa-${i}@example.cz`, 'x', { 'x-forwarded-for': ip });
    for (let i = 0; i < 50; i++) expect((await from('203.0.113.9', i)).statusCode).toBe(401);
    expect((await from('203.0.113.9', 50)).statusCode).toBe(429);
    expect((await from('203.0.113.10', 51)).statusCode).toBe(401);
  });
});

describe("a customer's cart", () => {
  it('is the same wherever the customer logs in, and a guest token does not reach it', async () => {
    await account('kosik@example.cz');
    const phone = await tokenOf('kosik@example.cz');
    const added = await add(bearer(phone), ALOE, 2);
    expect(added.meta.guestCartToken).toBeNull();
    const laptop = await tokenOf('kosik@example.cz');
    const seen = await cart(bearer(laptop));
    expect(seen.items.map((i) => [i.variantId, i.amount])).toEqual([[ALOE, 2]]);
    expect((await cart({})).items).toHaveLength(0);
  });

  it('takes in the guest cart at log-in, adding up the same variant', async () => {
    await account('spojeni@example.cz');
    const before = await tokenOf('spojeni@example.cz');
    await add(bearer(before), ALOE, 1);
    const guest = await add({}, ALOE, 2);
    const guestToken = guest.meta.guestCartToken!;
    await add({ 'x-cart-token': guestToken }, SILK, 1);

    const token = await tokenOf('spojeni@example.cz', { 'x-cart-token': guestToken });
    const merged = await cart(bearer(token));
    expect(merged.items.map((i) => [i.variantId, i.amount]).sort()).toEqual([
      [ALOE, 3],
      [SILK, 1],
    ]);
    // The guest cart is gone: its token finds nothing any more.
    expect((await cart({ 'x-cart-token': guestToken })).items).toHaveLength(0);
  });

  it('survives two log-ins racing with the same guest cart', async () => {
    await account('dvakrat@example.cz');
    const guest = await add({}, SILK, 2);
    const headers = { 'x-cart-token': guest.meta.guestCartToken! };
    const [a, b] = await Promise.all([
      login('dvakrat@example.cz', PASSWORD, headers),
      login('dvakrat@example.cz', PASSWORD, headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const token = loginResponse.parse(a.json()).data.access_token;
    expect((await cart(bearer(token))).items.map((i) => [i.variantId, i.amount])).toEqual([[SILK, 2]]);
  });

  it("is priced by the account's groups, not by what the headers claim", async () => {
    await t.database.db.execute(
      sql`update customer.customer_groups set restricted = false where code = 'b2b'`,
    );
    await account('firma@example.cz', { variant: 'b2b', groups: ['b2b'] });
    const token = await tokenOf('firma@example.cz');
    const b2b = await add(bearer(token), ALOE, 1);
    expect(b2b.data.cart.items[0]!.prices.unitWithTax).toBe(199.2);
    // A guest claiming the group without its signature pays the list price.
    const guest = await add({ 'x-user-variant': 'b2b', 'x-user-groups': 'b2b' }, ALOE, 1);
    expect(guest.data.cart.items[0]!.prices.unitWithTax).toBe(249);
    await t.database.db.execute(
      sql`update customer.customer_groups set restricted = true where code = 'b2b'`,
    );
    // Restricted while logged in: from the next request on, the token no longer counts.
    const after = await t.app.inject({ url: '/api/v1/cart', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
    expect(cartResponse.parse(after.json()).data.items).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/v1/user/credits/amount', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});

describe('loyalty credits', () => {
  it('are for logged-in customers only, when the shop has them on, in crowns', async () => {
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      payload: { credits: 10 },
    });
    expect(guest.statusCode).toBe(401);
    expect(titleOf(guest)).toBe('Musíte se nejdříve přihlásit');

    await account('kredity-vypnuto@example.cz');
    const token = await tokenOf('kredity-vypnuto@example.cz');
    await setLoyalty(false);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: bearer(token),
      payload: { credits: 10 },
    });
    expect(off.statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: '/api/v1/user/credits/amount', headers: bearer(token) })).statusCode,
    ).toBe(409);

    await setLoyalty(true);
    const eur = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: { ...bearer(token), 'x-currency': 'EUR' },
      payload: { credits: 10 },
    });
    expect(eur.statusCode).toBe(422);
    expect(titleOf(eur)).toBe('Kredity lze uplatnit jen při nákupu v korunách.');
  });

  it('are kept within the balance, come off the total, and the order spends them once', async () => {
    await setLoyalty(true);
    const id = await account('kredity@example.cz');
    await t.database.db
      .insert(creditMovements)
      .values({ accountId: id, amount: 5_000, note: 'Věrnostní program' });
    const token = await tokenOf('kredity@example.cz');
    const balance = await t.app.inject({ url: '/api/v1/user/credits/amount', headers: bearer(token) });
    expect(creditsAmountResponse.parse(balance.json()).data.amount).toBe(50);

    await add(bearer(token), ALOE, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: bearer(token),
      payload: { credits: 100 },
    });
    expect(res.statusCode).toBe(200);
    const changed = cartChangeResponse.parse(res.json());
    expect(changed.data.changedAmount).toBe(1); // asked 100, had 50
    expect(changed.data.cart.prices.creditsWithTax).toBe(50);
    expect(changed.data.cart.prices.totalWithTax).toBe(199);

    // Ten racing placements: one order, the credits spent once.
    const placed = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/cart/place', headers: bearer(token), payload: order }),
      ),
    );
    expect(placed.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const codes = new Set(placed.map((r) => placeOrderResponse.parse(r.json()).data.code));
    expect(codes.size).toBe(1);
    const tokens = new Set(placed.map((r) => placeOrderResponse.parse(r.json()).meta.orderToken));
    expect(tokens.size).toBe(1);
    const first = placeOrderResponse.parse(placed[0]!.json()).data;
    expect(first.prices.creditsUsed).toBe(50);
    expect(first.prices.totalWithTax).toBe(199 + 79);
    const ledger = await t.database.db.execute(
      sql`select amount from customer.credit_movements where account_id = ${id} order by id`,
    );
    expect((ledger as unknown as { rows: { amount: number }[] }).rows.map((r) => r.amount)).toEqual([
      5_000, -5_000,
    ]);
    const after = await t.app.inject({ url: '/api/v1/user/credits/amount', headers: bearer(token) });
    expect(creditsAmountResponse.parse(after.json()).data.amount).toBe(0);
    // The order is the customer's, readable by its token.
    const read = await t.app.inject({ url: `/api/v1/orders/token/${[...tokens][0]}` });
    expect(read.statusCode).toBe(200);
    // And the next add starts a new, empty cart.
    expect((await cart(bearer(token))).items).toHaveLength(0);
  });

  it('are not spent while the shop has them switched off, and can always be set to 0', async () => {
    await setLoyalty(true);
    const id = await account('vypnuto-pozdeji@example.cz');
    await t.database.db
      .insert(creditMovements)
      .values({ accountId: id, amount: 10_000, note: 'Věrnostní program' });
    const token = await tokenOf('vypnuto-pozdeji@example.cz');
    await add(bearer(token), SILK, 1);
    const credits = (value: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/credits',
        headers: bearer(token),
        payload: { credits: value },
      });
    expect((await credits(30)).statusCode).toBe(200);
    await setLoyalty(false);
    const now = await cart(bearer(token));
    expect(now.prices.creditsWithTax).toBe(0);
    expect(now.prices.totalWithTax).toBe(329);
    expect((await credits(30)).statusCode).toBe(409);
    expect((await credits(0)).statusCode).toBe(200);
    await setLoyalty(true);
    expect((await cart(bearer(token))).prices.creditsWithTax).toBe(0);
  });

  it('go back to 0 when the cart is emptied', async () => {
    await setLoyalty(true);
    const id = await account('prazdny@example.cz');
    await t.database.db
      .insert(creditMovements)
      .values({ accountId: id, amount: 10_000, note: 'Věrnostní program' });
    const token = await tokenOf('prazdny@example.cz');
    await add(bearer(token), SILK, 1);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: bearer(token),
      payload: { credits: 30 },
    });
    await t.app.inject({ method: 'DELETE', url: '/api/v1/cart/items', headers: bearer(token) });
    await add(bearer(token), SILK, 1);
    const again = await cart(bearer(token));
    expect(again.prices.creditsWithTax).toBe(0);
    expect(again.prices.totalWithTax).toBe(329);
  });
});
