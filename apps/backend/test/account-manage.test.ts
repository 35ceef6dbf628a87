import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountExport,
  adminOrderResponse,
  endSessionsResponse,
  errorResponse,
  loginLinkResponse,
  loginResponse,
  userResponse,
  userSessionsResponse,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { hashPassword } from '../src/modules/customer/registration.ts';
import { accounts } from '../src/modules/customer/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder } from './support/customer-fixture.ts';
import { registerThroughMail } from './support/registration.ts';
import { operatorApiKey } from './support/operator-access.ts';

// The account's management over HTTP on a fresh database: the operator's log-in-as-customer link,
// a customer logged out when their group becomes restricted, the data export, deleting the
// account, and paying an order again from the account. Fixture: variant 101 'Aloe gel 100 ml',
// product 1 with reviews; group 'b2b' is restricted; shipper 2 pickup points; payment 1 card,
// 2 cash on delivery.
const STOREFRONT = 'https://obchod.example.cz';
const PASSWORD = 'Heslo-pro-test-1';
type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
let t: CatalogTestApp;
/** An operator's API key with every permission. */
let admin: Headers;
beforeAll(async () => {
  t = await createCatalogTestApp({ env: { STOREFRONT_PUBLIC_URL: STOREFRONT } });
  admin = bearer(await operatorApiKey(t.database.db));
});
afterAll(() => t.cleanup());
let n = 0;

/** A registered customer: their id, e-mail and session. */
async function customer(): Promise<{ id: number; email: string; headers: Headers }> {
  const email = `sprava-${++n}@example.cz`;
  const token = await registerThroughMail(
    t,
    {
      firstName: 'Jana',
      lastName: `Nováková ${n}`,
      email,
      phone: '+420 777 123 456',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    },
    { 'x-forwarded-for': `198.51.100.${n}` },
  );
  const headers = bearer(token);
  const me = userResponse.parse((await t.app.inject({ url: '/api/v1/user', headers })).json()).data;
  return { id: me.id, email, headers };
}

const order = (who: Headers, paymentId = 1, note = 'Zazvonit dvakrát') =>
  placeCustomerOrder(t.app, who, [[101, 1]], {
    paymentId,
    note,
    email: 'jana.objednavka@example.cz',
    billingAddress: { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
  });

const linkFor = (id: number, headers: Headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/v1/customers/${id}/login-link`, headers });
const redeem = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/oauth/operator-login', payload: { token } });
const tokenOfLink = (url: string) => new URL(url).searchParams.get('token')!;
const titleOf = (res: { json(): unknown }) => errorResponse.parse(res.json()).errors[0]!.title;

describe('the operator logs in as a customer', () => {
  it('needs an operator key; an unknown customer is not found', async () => {
    const jana = await customer();
    expect((await linkFor(jana.id, {})).statusCode).toBe(401);
    expect((await linkFor(jana.id, bearer('x'.repeat(43)))).statusCode).toBe(401);
    expect((await linkFor(jana.id, jana.headers)).statusCode).toBe(401);
    // A key without the customers permission is refused.
    const ordersOnly = bearer(await operatorApiKey(t.database.db, ['orders']));
    expect((await linkFor(jana.id, ordersOnly)).statusCode).toBe(403);
    expect((await linkFor(999_999)).statusCode).toBe(404);
    expect((await linkFor(0)).statusCode).toBe(400);
  });

  it('a link to the storefront opens a session of the customer, once', async () => {
    const jana = await customer();
    const res = await linkFor(jana.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const link = loginLinkResponse.parse(res.json()).data;
    expect(link.url).toMatch(new RegExp(`^${STOREFRONT}/prihlasit-jako\\?token=[A-Za-z0-9_-]{43}$`));
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(3);
    expect(minutes).toBeLessThanOrEqual(5);
    // Only its hash is kept.
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from customer.operator_logins where account_id = ${jana.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(tokenOfLink(link.url));

    const first = await redeem(tokenOfLink(link.url));
    expect(first.statusCode, first.body).toBe(200);
    const session = bearer(loginResponse.parse(first.json()).data.access_token);
    const me = await t.app.inject({ url: '/api/v1/user', headers: session });
    expect(userResponse.parse(me.json()).data.email).toBe(jana.email);

    const again = await redeem(tokenOfLink(link.url));
    expect(again.statusCode).toBe(401);
    expect(titleOf(again)).toBe('Přihlášení se na zákazníka se nezdařilo');
  });

  it('of two uses at once, one gets the session', async () => {
    const jana = await customer();
    const token = tokenOfLink(loginLinkResponse.parse((await linkFor(jana.id)).json()).data.url);
    const both = await Promise.all([redeem(token), redeem(token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses an expired, unknown or malformed token', async () => {
    const jana = await customer();
    const token = tokenOfLink(loginLinkResponse.parse((await linkFor(jana.id)).json()).data.url);
    await t.database.db.execute(
      sql`update customer.operator_logins set expires_at = now() - interval '1 second' where account_id = ${jana.id}`,
    );
    expect((await redeem(token)).statusCode).toBe(401);
    expect((await redeem('A'.repeat(43))).statusCode).toBe(401);
    expect((await redeem('kratky')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/oauth/operator-login', payload: {} })).statusCode,
    ).toBe(400);
  });

  it('refuses a customer of a restricted group, as log-in does', async () => {
    const [row] = await t.database.db
      .insert(accounts)
      .values({
        email: 'omezeny@example.cz',
        passwordHash: await hashPassword(PASSWORD),
        firstName: 'Omezený',
        lastName: 'Zákazník',
        variant: 'b2b',
        groups: ['b2b'],
      })
      .returning({ id: accounts.id });
    const token = tokenOfLink(loginLinkResponse.parse((await linkFor(row!.id)).json()).data.url);
    const res = await redeem(token);
    expect(res.statusCode).toBe(403);
    expect(titleOf(res)).toBe('Tento účet se teď nemůže přihlásit. Kontaktujte nás prosím.');
  });
});

describe('a customer whose group becomes restricted while logged in', () => {
  it('is logged out: 403 once saying why, then 401', async () => {
    const jana = await customer();
    await t.database.db.execute(sql`update customer.accounts set groups = '{b2b}' where id = ${jana.id}`);
    const first = await t.app.inject({ url: '/api/v1/user', headers: jana.headers });
    expect(first.statusCode).toBe(403);
    expect(errorResponse.parse(first.json()).errors[0]!.code).toBe('login.restricted');
    expect((await t.app.inject({ url: '/api/v1/user', headers: jana.headers })).statusCode).toBe(401);
    const sessions = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from customer.sessions where account_id = ${jana.id}`,
    );
    expect(sessions[0]!.n).toBe(0);
  });
});

describe("the customer's data export", () => {
  it("holds the customer's data and nothing of another customer's", async () => {
    const jana = await customer();
    const petr = await customer();
    const address = {
      type: 'delivery',
      name: 'Jana Doma',
      street: 'Krátká 3',
      city: 'Brno',
      postcode: '602 00',
      country_code: 'CZE',
    };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/addresses',
          headers: jana.headers,
          payload: address,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/addresses',
      headers: petr.headers,
      payload: { ...address, name: 'Petr Jinde' },
    });
    const mine = await order(jana.headers);
    const his = await order(petr.headers, 1, 'Petrova poznámka');
    await t.database.db.execute(
      sql`insert into customer.credit_movements (account_id, amount, note) values (${jana.id}, 15000, 'Věrnostní odměna')`,
    );
    await t.database.db.execute(
      sql`insert into customer.shopping_lists (account_id, code, name) values (${jana.id}, 'wishlist', 'Oblíbené')`,
    );
    await t.database.db.execute(
      sql`insert into customer.shopping_list_items (list_id, variant_id, amount)
          select id, 101, 2 from customer.shopping_lists where account_id = ${jana.id}`,
    );
    await t.database.db.execute(
      sql`insert into catalog.reviews (product_id, rating, text, author_first_name, author_city, account_id)
          values (1, 80, 'Janina recenze', 'Jana', 'Brno', ${jana.id}),
                 (1, 20, 'Petrova recenze', 'Petr', 'Ostrava', ${petr.id})`,
    );

    const res = await t.app.inject({ url: '/api/v1/user/export', headers: jana.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = accountExport.parse(res.json());
    expect(data.account).toMatchObject({ id: jana.id, email: jana.email, firstName: 'Jana' });
    expect(data.addresses.map((a) => a.name)).toEqual(['Jana Doma']);
    expect(data.credits).toEqual([expect.objectContaining({ amount: 150, note: 'Věrnostní odměna' })]);
    expect(data.shoppingLists).toEqual([
      expect.objectContaining({
        code: 'wishlist',
        items: [expect.objectContaining({ variantId: 101, amount: 2 })],
      }),
    ]);
    expect(data.orders.map((o) => o.code)).toEqual([mine.code]);
    expect(data.orders[0]).toMatchObject({
      note: 'Zazvonit dvakrát',
      billingAddress: { street: 'Dlouhá 12', city: 'Praha' },
      items: [expect.objectContaining({ catalogCode: expect.any(String), amount: 1 })],
    });
    expect(data.reviews).toEqual([expect.objectContaining({ text: 'Janina recenze', rating: 80 })]);
    const text = res.body;
    for (const foreign of [petr.email, 'Petr Jinde', his.code, 'Petrova poznámka', 'Petrova recenze'])
      expect(text).not.toContain(foreign);
  });

  it('401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/user/export' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/v1/user/export', headers: bearer('x'.repeat(43)) })).statusCode,
    ).toBe(401);
  });
});

describe("the customer's sessions", () => {
  it('lists where the customer is logged in, this session first, and logs out everywhere else', async () => {
    const jana = await customer();
    const other = await customer();
    const laptop = bearer(
      loginResponse.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/oauth/login',
            payload: { email: jana.email, password: PASSWORD },
          })
        ).json(),
      ).data.access_token,
    );
    const list = async (headers: Headers) => {
      const res = await t.app.inject({ url: '/api/v1/user/sessions', headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return userSessionsResponse.parse(res.json()).data;
    };
    const seen = await list(jana.headers);
    expect(seen.map((s) => s.current)).toEqual([true, false]);
    expect(seen.every((s) => s.actingOperator === null)).toBe(true);
    expect((await list(laptop)).map((s) => s.current)).toEqual([true, false]);

    const end = (payload?: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user/sessions',
        headers: jana.headers,
        ...(payload ? { payload } : {}),
      });
    // Only with the password again; a wrong one or none ends nothing.
    const wrong = await end({ password: 'spatne-heslo' });
    expect(wrong.statusCode).toBe(422);
    expect(errorResponse.parse(wrong.json()).errors[0]).toMatchObject({
      field: 'password',
      title: 'Heslo nesouhlasí.',
    });
    expect((await end()).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/user', headers: laptop })).statusCode).toBe(200);
    const ended = await end({ password: PASSWORD });
    expect(endSessionsResponse.parse(ended.json()).data).toEqual({ ended: 1 });
    expect((await t.app.inject({ url: '/api/v1/user', headers: laptop })).statusCode).toBe(401);
    expect((await list(jana.headers)).map((s) => s.current)).toEqual([true]);
    // Another customer's session is neither listed nor ended.
    expect((await t.app.inject({ url: '/api/v1/user', headers: other.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/user/sessions' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/v1/user/sessions',
          payload: { password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('deleting the account', () => {
  const remove = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'DELETE', url: '/api/v1/user', headers, payload: payload as object });

  it('needs the right password and the confirmation; nothing goes on a refusal', async () => {
    const jana = await customer();
    const wrong = await remove(jana.headers, { password: 'spatne-heslo', confirm: true });
    expect(wrong.statusCode).toBe(422);
    expect(errorResponse.parse(wrong.json()).errors[0]).toMatchObject({
      field: 'password',
      title: 'Heslo nesouhlasí.',
    });
    expect((await remove(jana.headers, { password: PASSWORD, confirm: false })).statusCode).toBe(400);
    expect((await remove(jana.headers, { password: PASSWORD })).statusCode).toBe(400);
    expect((await remove({}, { password: PASSWORD, confirm: true })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/user', headers: jana.headers })).statusCode).toBe(200);
  });

  it('removes the account and its sessions; orders stay without personal data; reviews stay without the account', async () => {
    const jana = await customer();
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      payload: { email: jana.email, password: PASSWORD },
    });
    const otherSession = bearer(loginResponse.parse(other.json()).data.access_token);
    const placed = await order(jana.headers);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/addresses',
      headers: jana.headers,
      payload: {
        type: 'billing',
        name: 'Jana',
        street: 'Dlouhá 12',
        city: 'Praha',
        postcode: '110 00',
        country_code: 'CZE',
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: jana.headers,
      payload: { id: 101, amount: 1 },
    });
    await t.database.db.execute(
      sql`insert into catalog.reviews (product_id, rating, text, author_first_name, author_city, account_id)
          values (1, 100, 'Výborné', 'Jana', 'Brno', ${jana.id})`,
    );

    const res = await remove(jana.headers, { password: PASSWORD, confirm: true });
    expect(res.statusCode, res.body).toBe(204);

    for (const session of [jana.headers, otherSession])
      expect((await t.app.inject({ url: '/api/v1/user', headers: session })).statusCode).toBe(401);
    expect((await remove(jana.headers, { password: PASSWORD, confirm: true })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      payload: { email: jana.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const left = await queryRows<{ accounts: number; sessions: number; addresses: number; carts: number }>(
      t.database.db,
      sql`select (select count(*)::int from customer.accounts where id = ${jana.id}) as accounts,
                 (select count(*)::int from customer.sessions where account_id = ${jana.id}) as sessions,
                 (select count(*)::int from customer.addresses where account_id = ${jana.id}) as addresses,
                 (select count(*)::int from cart.carts where customer_id = ${jana.id}) as carts`,
    );
    expect(left[0]).toEqual({ accounts: 0, sessions: 0, addresses: 0, carts: 0 });

    // The operator still reads the order, without the buyer's personal data.
    const kept = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/orders/${placed.id}/transitions`,
      headers: admin,
      payload: { to: 'cancelled' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const view = adminOrderResponse.parse(kept.json()).data;
    expect(view.code).toBe(placed.code);
    expect(JSON.stringify(view)).not.toMatch(/Nováková|jana\.objednavka|777 123 456|Dlouhá|Zazvonit/);
    const [row] = await queryRows<{ customer_id: number | null; anonymised_at: Date | null; email: string }>(
      t.database.db,
      sql`select customer_id, anonymised_at, email from orders.orders where id = ${placed.id}`,
    );
    expect(row).toMatchObject({ customer_id: null, email: '' });
    expect(row!.anonymised_at).not.toBeNull();
    const review = await queryRows<{ rating: number; account_id: number | null; author_city: string | null }>(
      t.database.db,
      sql`select rating, account_id, author_city from catalog.reviews where text = 'Výborné'`,
    );
    expect(review).toEqual([{ rating: 100, account_id: null, author_city: null }]);
  });
});

describe('deleting the account twice at once', () => {
  it('deletes it once; the other request finds no account', async () => {
    const jana = await customer();
    await order(jana.headers);
    const both = await Promise.all([
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user',
        headers: jana.headers,
        payload: { password: PASSWORD, confirm: true },
      }),
      t.app.inject({
        method: 'DELETE',
        url: '/api/v1/user',
        headers: jana.headers,
        payload: { password: PASSWORD, confirm: true },
      }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([204, 401]);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders.orders where customer_id = ${jana.id}`,
    );
    expect(left[0]!.n).toBe(0);
  });
});

describe('paying an order again from the account', () => {
  const payAgain = (id: number, headers: Headers) =>
    t.app.inject({ method: 'POST', url: `/api/v1/user/orders/${id}/payment`, headers });

  it("401 without a session; 404 for another customer's order", async () => {
    const jana = await customer();
    const petr = await customer();
    const hers = await order(jana.headers);
    expect((await payAgain(hers.id, {})).statusCode).toBe(401);
    expect((await payAgain(hers.id, petr.headers)).statusCode).toBe(404);
    expect((await payAgain(999_999, jana.headers)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/user/orders/${hers.id}/payment/refresh`,
          headers: petr.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('409 for a cancelled, a paid or a cash-on-delivery order', async () => {
    const jana = await customer();
    const cancelled = await order(jana.headers);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/orders/${cancelled.id}/transitions`,
      headers: admin,
      payload: { to: 'cancelled' },
    });
    expect((await payAgain(cancelled.id, jana.headers)).statusCode).toBe(409);
    const paid = await order(jana.headers);
    await t.database.db.execute(
      sql`update orders.orders set status = 'paid', payment_status = 'paid', paid_at = now() where id = ${paid.id}`,
    );
    const res = await payAgain(paid.id, jana.headers);
    expect(res.statusCode).toBe(409);
    expect(titleOf(res)).toBe('Objednávka už je zaplacená');
    const cod = await order(jana.headers, 2);
    expect((await payAgain(cod.id, jana.headers)).statusCode).toBe(409);
  });
});
