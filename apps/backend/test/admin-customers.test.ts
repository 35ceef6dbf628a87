import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountExport,
  adminCustomerGroupsResponse,
  adminCustomerList,
  adminCustomerResponse,
  adminList,
  auditEntry,
  customerDeskErrors,
  errorResponse,
  loginLinkResponse,
  loginResponse,
  userResponse,
  type AdminCustomer,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { insertOperator } from '../src/modules/operator/index.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { registerThroughMail } from './support/registration.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The customers desk: finding customers, their groups, credits granted and deducted by hand,
 * blocking, and the operator's log-in as the customer, marked and shown to the customer.
 */
const ORIGIN = 'http://localhost:4000';
const PASSWORD = 'Heslo-pro-test-1';
const operator = { email: 'obsluha@example.cz', password: 'Obsluha-heslo-1', name: 'Olga Obsluhová' };
let t: TestApp;
let key: string;
let address = 0;
const nextAddress = () => `198.19.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' });
  key = await operatorApiKey(t.database.db);
  await insertOperator(t.database.db, { ...operator, role: 'orders' });
});
afterAll(async () => t.cleanup());

interface Customer {
  id: number;
  email: string;
  token: string;
}

async function register(
  email: string,
  details: { firstName?: string; lastName?: string; phone?: string; business?: object | null } = {},
): Promise<Customer> {
  const token = await registerThroughMail(
    t,
    {
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+420 777 123 456',
      business: null,
      ...details,
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    },
    { 'x-forwarded-for': nextAddress() },
  );
  const me = await t.app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
  return { id: userResponse.parse(me.json()).data.id, email, token };
}

const logIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    remoteAddress: nextAddress(),
    payload: { email, password: PASSWORD },
  });

const admin = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = bearer(key),
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const errorsOf = (res: { statusCode: number; body: string; json(): unknown }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(res.json()).errors;
};

async function detail(id: number): Promise<AdminCustomer> {
  const res = await admin('GET', `/api/admin/v1/customers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminCustomerResponse.parse(res.json()).data;
}

async function auditOf(id: number) {
  const res = await admin('GET', `/api/admin/v1/audit?objectType=customer&objectId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminList(auditEntry).parse(res.json()).data.reverse();
}

const userOf = async (token: string) =>
  t.app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });

describe('the list of customers', () => {
  it('finds customers by e-mail, name, phone, company and IČO, by group and blocked, a page at a time', async () => {
    const petra = await register('petra.svobodova@example.cz', {
      firstName: 'Petra',
      lastName: 'Svobodová',
      phone: '+420 602 555 111',
    });
    const firma = await register('nakup@firma-hledani.cz', {
      firstName: 'Karel',
      lastName: 'Dvořák',
      phone: '+420 603 000 222',
      business: { businessName: 'Zdravé Tělo s.r.o.', tin: '27082440', vatin: 'CZ27082440' },
    });
    const list = async (query: string) => {
      const res = await admin('GET', `/api/admin/v1/customers${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return adminCustomerList.parse(res.json());
    };
    const ids = async (query: string) => (await list(query)).data.map((c) => c.id);

    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(2);
    // Newest first.
    expect(all.data[0]).toMatchObject({
      id: firma.id,
      email: 'nakup@firma-hledani.cz',
      firstName: 'Karel',
      businessName: 'Zdravé Tělo s.r.o.',
      tin: '27082440',
      variant: 'b2b',
      blockedAt: null,
    });
    expect(await ids('?q=PETRA.svobodova@')).toEqual([petra.id]);
    // Name without accents and in another case.
    expect(await ids('?q=svobodova')).toEqual([petra.id]);
    expect(await ids('?q=karel dvorak')).toEqual([firma.id]);
    expect(await ids('?q=602555111')).toEqual([petra.id]);
    expect(await ids('?q=602 555')).toEqual([petra.id]);
    expect(await ids('?q=zdrave telo')).toEqual([firma.id]);
    expect(await ids('?q=27082440')).toEqual([firma.id]);
    expect(await ids('?q=nikdo-takovy')).toEqual([]);
    expect(await ids('?q=100%25')).toEqual([]);

    const page = await list('?q=@&perPage=1&page=2');
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(all.total);

    await admin('PUT', `/api/admin/v1/customers/${petra.id}/groups`, { groups: ['retail'] });
    expect(await ids('?group=retail')).toEqual([petra.id]);
    expect(await ids('?group=b2b')).toEqual([]);

    await admin('POST', `/api/admin/v1/customers/${firma.id}/block`);
    expect(await ids('?blocked=true')).toEqual([firma.id]);
    expect(await ids('?blocked=false')).not.toContain(firma.id);
    expect(await ids('?blocked=false&q=svobodova')).toEqual([petra.id]);
    expect((await admin('GET', '/api/admin/v1/customers?blocked=maybe')).statusCode).toBe(400);
  });
});

describe('a customer', () => {
  it('shows the profile, addresses, groups, credits with their history, and 404 for nobody', async () => {
    const jana = await register('profil@example.cz');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/addresses',
      headers: { authorization: `Bearer ${jana.token}` },
      payload: {
        type: 'billing',
        name: 'Jana Nováková',
        street: 'Dlouhá 12',
        city: 'Olomouc',
        postcode: '779 00',
        country_code: 'CZE',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const c = await detail(jana.id);
    expect(c).toMatchObject({
      id: jana.id,
      email: 'profil@example.cz',
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+420 777 123 456',
      variant: 'b2c',
      groups: [],
      blockedAt: null,
      newsletter: false,
      credits: { balance: 0, movements: [] },
      assistedVisits: [],
    });
    expect(c.termsAcceptedAt).not.toBeNull();
    expect(c.addresses).toEqual([
      expect.objectContaining({ type: 'billing', street: 'Dlouhá 12', city: 'Olomouc' }),
    ]);
    expect((await admin('GET', '/api/admin/v1/customers/999999')).statusCode).toBe(404);
  });
});

describe('groups', () => {
  it('puts the customer in existing groups only, audited; a restricted group ends their session', async () => {
    const groups = await admin('GET', '/api/admin/v1/customer-groups');
    expect(groups.statusCode).toBe(200);
    expect(adminCustomerGroupsResponse.parse(groups.json()).data.map((g) => [g.code, g.restricted])).toEqual([
      ['b2b', true],
      ['retail', false],
    ]);

    const jana = await register('skupiny@example.cz');
    const unknown = await admin('PUT', `/api/admin/v1/customers/${jana.id}/groups`, {
      groups: ['retail', 'vip'],
    });
    expect(errorsOf(unknown, 422)).toEqual([
      { code: 'customer.unknownGroup', field: 'groups', title: 'Skupina „vip“ neexistuje.' },
    ]);
    expect((await detail(jana.id)).groups).toEqual([]);

    const retail = await admin('PUT', `/api/admin/v1/customers/${jana.id}/groups`, {
      groups: ['retail', 'retail'],
    });
    expect(retail.statusCode, retail.body).toBe(200);
    expect(adminCustomerResponse.parse(retail.json()).data.groups).toEqual(['retail']);
    expect(userResponse.parse((await userOf(jana.token)).json()).data.groups).toEqual(['retail']);

    expect(
      (await admin('PUT', `/api/admin/v1/customers/${jana.id}/groups`, { groups: ['b2b'] })).statusCode,
    ).toBe(200);
    expect(errorsOf(await userOf(jana.token), 403)[0]!.code).toBe('login.restricted');

    expect((await admin('PUT', '/api/admin/v1/customers/999999/groups', { groups: [] })).statusCode).toBe(
      404,
    );
    const audit = await auditOf(jana.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['customer.groups', { groups: [] }, { groups: ['retail'] }],
      ['customer.groups', { groups: ['retail'] }, { groups: ['b2b'] }],
    ]);
  });
});

describe('loyalty credits', () => {
  it('grants and deducts whole crowns with a note and the operator, never below zero', async () => {
    const jana = await register('kredity@example.cz');
    const change = (amount: number, note: string) =>
      admin('POST', `/api/admin/v1/customers/${jana.id}/credits`, { amount, note });

    const granted = await change(150, 'Omluva za zpoždění zásilky');
    expect(granted.statusCode, granted.body).toBe(200);
    expect(adminCustomerResponse.parse(granted.json()).data.credits.balance).toBe(150);
    const deducted = await change(-40, 'Oprava chybně připsaných kreditů');
    expect(deducted.statusCode, deducted.body).toBe(200);
    const credits = adminCustomerResponse.parse(deducted.json()).data.credits;
    expect(credits.balance).toBe(110);
    expect(credits.movements.map((m) => [m.amount, m.note, m.operator, m.orderId])).toEqual([
      [-40, 'Oprava chybně připsaných kreditů', 'API klíč tests', null],
      [150, 'Omluva za zpoždění zásilky', 'API klíč tests', null],
    ]);

    const tooMuch = await change(-111, 'Víc, než má');
    expect(errorsOf(tooMuch, 422)).toEqual([
      {
        code: 'customer.creditsBelowZero',
        field: 'amount',
        title: 'Zákazník má jen 110\u00a0Kč kreditů: víc odebrat nelze.',
      },
    ]);
    expect(errorsOf(await change(0, ''), 422)).toEqual([
      { code: 'invalid', field: 'amount', title: customerDeskErrors.creditsZero },
      { code: 'invalid', field: 'note', title: customerDeskErrors.noteRequired },
    ]);
    expect((await change(10.5, 'Půl koruny')).statusCode).toBe(400);
    expect((await change(-110, 'Vše pryč')).statusCode).toBe(200);
    expect((await detail(jana.id)).credits.balance).toBe(0);

    const [row] = await queryRows<{ amount: number; operator: string }>(
      t.database.db,
      sql`select amount, operator from customer.credit_movements where account_id = ${jana.id} order by id limit 1`,
    );
    expect(row).toEqual({ amount: 15000, operator: 'API klíč tests' });
    const audit = await auditOf(jana.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'customer.credits',
        { balance: 0 },
        { balance: 15000, amount: 15000, note: 'Omluva za zpoždění zásilky' },
      ],
      [
        'customer.credits',
        { balance: 15000 },
        { balance: 11000, amount: -4000, note: 'Oprava chybně připsaných kreditů' },
      ],
      ['customer.credits', { balance: 11000 }, { balance: 0, amount: -11000, note: 'Vše pryč' }],
    ]);
    expect(
      (await admin('POST', '/api/admin/v1/customers/999999/credits', { amount: 5, note: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('blocking', () => {
  it('ends the sessions and refuses log-in with a Czech message until unblocked', async () => {
    const jana = await register('blokace@example.cz');
    expect((await userOf(jana.token)).statusCode).toBe(200);

    const blocked = await admin('POST', `/api/admin/v1/customers/${jana.id}/block`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(adminCustomerResponse.parse(blocked.json()).data.blockedAt).not.toBeNull();
    expect((await userOf(jana.token)).statusCode).toBe(401);
    expect(errorsOf(await logIn(jana.email), 403)).toEqual([
      { code: 'login.blocked', field: 'email', title: 'Váš účet je zablokovaný. Kontaktujte nás prosím.' },
    ]);
    // A wrong password still says only that.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/login',
      remoteAddress: nextAddress(),
      payload: { email: jana.email, password: 'Spatne-heslo-1' },
    });
    expect(errorsOf(wrong, 401)[0]!.code).toBe('login.credentials');
    expect(errorsOf(await admin('POST', `/api/admin/v1/customers/${jana.id}/login-link`), 409)).toEqual([
      { code: 'customer.blocked', field: 'id', title: customerDeskErrors.blocked },
    ]);
    // Blocking again changes nothing and records nothing.
    expect((await admin('POST', `/api/admin/v1/customers/${jana.id}/block`)).statusCode).toBe(200);

    const unblocked = await admin('POST', `/api/admin/v1/customers/${jana.id}/unblock`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(adminCustomerResponse.parse(unblocked.json()).data.blockedAt).toBeNull();
    expect((await logIn(jana.email)).statusCode).toBe(200);

    const audit = await auditOf(jana.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['customer.block', { blockedAt: null }, { blockedAt: expect.any(String), sessionsEnded: 1 }],
      ['customer.unblock', { blockedAt: expect.any(String) }, { blockedAt: null, sessionsEnded: 0 }],
    ]);
    expect((await admin('POST', '/api/admin/v1/customers/999999/block')).statusCode).toBe(404);
  });

  it('refuses a log-in link issued before the customer was blocked', async () => {
    const jana = await register('blokace-odkaz@example.cz');
    const link = loginLinkResponse.parse(
      (await admin('POST', `/api/admin/v1/customers/${jana.id}/login-link`)).json(),
    ).data.url;
    await admin('POST', `/api/admin/v1/customers/${jana.id}/block`);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/operator-login',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(redeemed.statusCode).toBe(401);
  });
});

describe('logging in as the customer', () => {
  it("marks the session with the operator and shows the visit in the customer's account data", async () => {
    const jana = await register('navsteva@example.cz');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/session',
      remoteAddress: nextAddress(),
      payload: { email: operator.email, password: operator.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'shop_operator')!;
    const linkRes = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/customers/${jana.id}/login-link`,
      headers: { cookie: `shop_operator=${cookie.value}`, origin: ORIGIN },
    });
    expect(linkRes.statusCode, linkRes.body).toBe(200);
    const token = new URL(loginLinkResponse.parse(linkRes.json()).data.url).searchParams.get('token')!;
    const [link] = await queryRows<{ operator: string }>(
      t.database.db,
      sql`select operator from customer.operator_logins where account_id = ${jana.id}`,
    );
    expect(link!.operator).toBe('Olga Obsluhová <obsluha@example.cz>');

    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/operator-login',
      payload: { token },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const assisted = loginResponse.parse(redeemed.json()).data.access_token;
    const [session] = await queryRows<{ acting_operator: string }>(
      t.database.db,
      sql`select acting_operator from customer.sessions where account_id = ${jana.id} and acting_operator is not null`,
    );
    expect(session!.acting_operator).toBe('Olga Obsluhová <obsluha@example.cz>');

    const asOperator = userResponse.parse((await userOf(assisted)).json()).data;
    expect(asOperator.actingOperator).toBe('Olga Obsluhová');
    expect(asOperator.assistedVisits).toEqual([
      { operator: 'Olga Obsluhová', startedAt: expect.any(String) },
    ]);

    // The customer's own session is not an assisted one, but lists the visit.
    const own = userResponse.parse((await userOf(jana.token)).json()).data;
    expect(own.actingOperator).toBeNull();
    expect(own.assistedVisits).toEqual(asOperator.assistedVisits);
    const exported = accountExport.parse(
      (
        await t.app.inject({ url: '/api/v1/user/export', headers: { authorization: `Bearer ${jana.token}` } })
      ).json(),
    );
    expect(exported.assistedVisits).toEqual(asOperator.assistedVisits);

    // A second visit, by an API key, comes first.
    const second = loginLinkResponse.parse(
      (await admin('POST', `/api/admin/v1/customers/${jana.id}/login-link`)).json(),
    ).data.url;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/operator-login',
      payload: { token: new URL(second).searchParams.get('token') },
    });
    expect(again.statusCode).toBe(200);
    const visits = userResponse.parse((await userOf(jana.token)).json()).data.assistedVisits;
    expect(visits.map((v) => v.operator)).toEqual(['API klíč tests', 'Olga Obsluhová']);

    // The desk shows the visits with the operators' full labels.
    expect((await detail(jana.id)).assistedVisits.map((v) => v.operator)).toEqual([
      'API klíč tests',
      'Olga Obsluhová <obsluha@example.cz>',
    ]);
    const audit = await auditOf(jana.id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([
      ['customer.impersonate', 'Olga Obsluhová <obsluha@example.cz>'],
      ['customer.impersonate', 'API klíč tests'],
    ]);
  });
});

describe('access', () => {
  it('answers 401 without a key and 403 to a key for the web content only', async () => {
    const jana = await register('pristup-zakaznici@example.cz');
    const content = bearer(await operatorApiKey(t.database.db, ['content']));
    const calls: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/v1/customers'],
      ['GET', '/api/admin/v1/customer-groups'],
      ['GET', `/api/admin/v1/customers/${jana.id}`],
      ['PUT', `/api/admin/v1/customers/${jana.id}/groups`, { groups: ['retail'] }],
      ['POST', `/api/admin/v1/customers/${jana.id}/credits`, { amount: 100, note: 'Dárek' }],
      ['POST', `/api/admin/v1/customers/${jana.id}/block`],
      ['POST', `/api/admin/v1/customers/${jana.id}/unblock`],
      ['POST', `/api/admin/v1/customers/${jana.id}/login-link`],
    ];
    for (const [method, url, payload] of calls) {
      expect(errorsOf(await admin(method, url, payload, {}), 401)[0]!.code).toBe('admin.unauthenticated');
      expect(errorsOf(await admin(method, url, payload, content), 403)[0]!.code).toBe('admin.forbidden');
    }
    const c = await detail(jana.id);
    expect(c).toMatchObject({ groups: [], blockedAt: null, credits: { balance: 0 } });
    expect(await auditOf(jana.id)).toEqual([]);
  });
});
