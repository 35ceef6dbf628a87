import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  loginResponse,
  placeOrderResponse,
  userOrdersResponse,
  userResponse,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { guestPickupOrder } from './support/guest-order.ts';
import {
  mailsTo,
  registerThroughMail,
  registrationTokenOf,
  sendRegistrationMails,
  subjectOf,
} from './support/registration.ts';

// Registration at checkout: the order is always placed as a guest's and the registration waits for
// its e-mail, so that checkout tells nobody whether an e-mail has an account. The mailed link
// creates the account and gives it the order; an e-mail with an account gets a new-password link
// instead. Over HTTP on a fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL). Fixture:
// variant 101 'Aloe gel 100 ml', shipper 2 pickup points, payment 1 card.
const statements: string[] = [];
let counting = false;
let t: CatalogTestApp;
beforeAll(async () => {
  // Transaction control (begin, commit) is not a read or a write of its own; some drivers log it.
  const control = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
  t = await createCatalogTestApp({ onQuery: (s) => counting && !control.test(s) && statements.push(s) });
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
const PASSWORD = 'Heslo-pro-test-1';
const CHECKOUT_PASSWORD = 'Tajne-heslo-z-pokladny-42';
const registration = { password: CHECKOUT_PASSWORD, passwordConfirmation: CHECKOUT_PASSWORD };
let client = 0;
/** A client address of its own per call, so that no throttle counts the file's calls together. */
const from = (): Headers => ({ 'x-forwarded-for': `203.0.113.${++client}` });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** A cart holding one Aloe gel: the guest's cart token, or the customer's own cart. */
async function cart(who: Headers = {}): Promise<Headers> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: { ...from(), ...who },
    payload: { id: 101, amount: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = cartChangeResponse.parse(res.json()).meta.guestCartToken;
  return who.authorization ? who : { 'x-cart-token': token! };
}

function place(
  who: Headers,
  customer: Partial<(typeof guestPickupOrder)['customer']> & { newsletter?: boolean },
  over: Record<string, unknown> = { registration },
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { ...from(), ...who },
    payload: { ...guestPickupOrder, customer: { ...guestPickupOrder.customer, ...customer }, ...over },
  });
}
async function placed(who: Headers, customer: Parameters<typeof place>[1], over?: Record<string, unknown>) {
  const res = await place(who, customer, over);
  expect(res.statusCode, res.body).toBe(200);
  return placeOrderResponse.parse(res.json()).data;
}

const customerOf = async (orderId: number) =>
  (
    await queryRows<{ customer_id: number | null }>(
      t.database.db,
      sql`select customer_id from orders.orders where id = ${orderId}`,
    )
  )[0]!.customer_id;
const pendingOf = (email: string) =>
  queryRows<{ order_id: number | null; password_hash: string }>(
    t.database.db,
    sql`select order_id, password_hash from customer.pending_registrations where email = ${email}`,
  );
const accountsOf = (email: string) =>
  queryRows<{ id: number }>(t.database.db, sql`select id from customer.accounts where email = ${email}`);
const registrationJobCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs.jobs where kind = 'registration'`,
    )
  )[0]!.n;
const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/oauth/login', headers: from(), payload: { email, password } });
const ordersOf = async (who: Headers) => {
  const res = await t.app.inject({ url: '/api/v1/user/orders', headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return userOrdersResponse.parse(res.json()).data.map((o) => o.code);
};

describe('registration at checkout', () => {
  it('for a new e-mail: a guest’s order, and the mailed link makes the account and gives it the order', async () => {
    const email = 'eva.nova@example.cz';
    const order = await placed(await cart(), {
      email: 'Eva.Nova@Example.cz',
      name: 'Eva Nová',
      firstName: '',
      lastName: '',
      newsletter: true,
    });
    expect(await customerOf(order.id)).toBeNull();
    expect(await accountsOf(email)).toEqual([]);
    const [pending] = await pendingOf(email);
    expect(pending!.order_id).toBe(order.id);
    expect(pending!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(pending!.password_hash).not.toContain(CHECKOUT_PASSWORD);

    await sendRegistrationMails(t);
    const mails = await mailsTo(t.dataDir, email);
    expect(mails.map(subjectOf)).toEqual(['Dokončení registrace']);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register/confirm',
      headers: from(),
      payload: { token: await registrationTokenOf(t.dataDir, email) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const session = bearer(loginResponse.parse(confirmed.json()).data.access_token);

    const me = userResponse.parse(
      (await t.app.inject({ url: '/api/v1/user', headers: session })).json(),
    ).data;
    // The names come from the checkout's full name when its first and last name are blank.
    expect(me).toMatchObject({ email, firstName: 'Eva', lastName: 'Nová', newsletter: true, variant: 'b2c' });
    expect(await ordersOf(session)).toEqual([order.code]);
    expect(await customerOf(order.id)).toBe(me.id);
    expect(await pendingOf(email)).toEqual([]);
    // The account's password is the one typed at checkout.
    expect((await logIn(email, CHECKOUT_PASSWORD)).statusCode).toBe(200);
  });

  it('for a taken e-mail: the order is placed too, the holder is told by mail, and the order stays out of their account', async () => {
    const email = 'drzitelka@example.cz';
    const holder = bearer(
      await registerThroughMail(
        t,
        {
          firstName: 'Dana',
          lastName: 'Držitelová',
          email,
          phone: '+420 777 123 456',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          terms: true,
        },
        from(),
      ),
    );
    const mailsBefore = (await mailsTo(t.dataDir, email)).length;

    const order = await placed(await cart(), { email: 'DRZITELKA@example.cz' });
    expect(await customerOf(order.id)).toBeNull();

    await sendRegistrationMails(t);
    const mails = (await mailsTo(t.dataDir, email)).slice(mailsBefore);
    expect(mails.map(subjectOf)).toEqual(['Účet už máte']);
    expect(mails[0]).toMatch(/\/resetovat-heslo\?token=[\w-]{43}/);
    expect(mails[0]).not.toMatch(/registrovat\?token=/);
    expect(await pendingOf(email)).toEqual([]);
    expect(await accountsOf(email)).toHaveLength(1);

    // Neither the order nor the checkout's password reached the account.
    expect(await ordersOf(holder)).toEqual([]);
    expect(await customerOf(order.id)).toBeNull();
    expect((await logIn(email, CHECKOUT_PASSWORD)).statusCode).toBe(401);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('a logged-in customer’s checkout with a password asks for no account', async () => {
    const jana = bearer(
      await registerThroughMail(
        t,
        {
          firstName: 'Jana',
          lastName: 'Přihlášená',
          email: 'prihlasena@example.cz',
          phone: '+420 777 123 456',
          password: PASSWORD,
          password_confirmation: PASSWORD,
          terms: true,
        },
        from(),
      ),
    );
    const jobs = await registrationJobCount();
    const order = await placed(await cart(jana), { email: 'jina.adresa@example.cz' });
    const me = userResponse.parse((await t.app.inject({ url: '/api/v1/user', headers: jana })).json()).data;
    expect(await customerOf(order.id)).toBe(me.id);
    expect(await pendingOf('jina.adresa@example.cz')).toEqual([]);
    expect(await pendingOf('prihlasena@example.cz')).toEqual([]);
    expect(await registrationJobCount()).toBe(jobs);
  });

  it('a refused order keeps no registration', async () => {
    const jobs = await registrationJobCount();
    const res = await place(await cart(), { email: 'odmitnuta@example.cz' }, { registration, terms: false });
    expect(res.statusCode, res.body).toBe(422);
    expect(await pendingOf('odmitnuta@example.cz')).toEqual([]);
    expect(await registrationJobCount()).toBe(jobs);
  });

  it('runs the order’s transaction once: the password is hashed before it', async () => {
    // A first order fills the caches of reference data (the payment methods).
    await placed(await cart(), { email: 'zahrati@example.cz' }, {});
    const guest = await cart();
    statements.length = 0;
    counting = true;
    const res = await place(guest, { email: 'jednou.transakce@example.cz' });
    counting = false;
    expect(res.statusCode, res.body).toBe(200);
    const all = statements.join('\n');
    // The cart is locked, the order written and the registration kept once each.
    expect(
      statements.filter((s) => /for update of c\b/.test(s)),
      all,
    ).toHaveLength(1);
    expect(
      statements.filter((s) => /insert into "orders"."orders"/.test(s)),
      all,
    ).toHaveLength(1);
    expect(
      statements.filter((s) => /insert into "customer"."pending_registrations"/.test(s)),
      all,
    ).toHaveLength(1);
    expect(new Set(statements).size, all).toBe(statements.length);
  });

  it('sends one e-mail at most 5 registrations an hour, in any case', async () => {
    const email = 'pet.registraci@example.cz';
    for (let n = 0; n < 5; n++) await placed(await cart(), { email: n % 2 ? email.toUpperCase() : email });
    // The sixth is refused before anything is placed; without a password the order goes through.
    const guest = await cart();
    const refused = await place(guest, { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    await placed(guest, { email }, {});
    // Another e-mail is still taken.
    await placed(await cart(), { email: 'jina.adresa@example.cz' });
  });
});
