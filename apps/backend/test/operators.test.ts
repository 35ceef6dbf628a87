import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminList, auditEntry, errorResponse, operatorMeResponse } from '@shop/contract';
import { RULE_TEXTS } from '@shop/rules';
import { queryRows } from '../src/db/query.ts';
import { insertOperator } from '../src/modules/operator/index.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Operators log in with a password and a second factor, act within their role, and leave a trace. */
const ORIGIN = 'http://localhost:4000';
const owner = { email: 'majitel@example.cz', password: 'Majitel-heslo-1', name: 'Marie Majitelová' };
const editor = { email: 'redakce@example.cz', password: 'Redakce-heslo-1', name: 'Radek Redaktor' };
let t: TestApp;
// Each test's log-ins come from an address of their own, so the log-in limit of one never meets another's.
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

beforeAll(async () => {
  // Load shedding off: argon2 and a second app's start would otherwise read as an overloaded process.
  t = await createTestApp({
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: '127.0.0.1',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  await insertOperator(t.database.db, { ...owner, role: 'owner' });
  await insertOperator(t.database.db, { ...editor, role: 'content' });
});
afterAll(async () => t.cleanup());

interface Session {
  cookie: string;
  ip: string;
}

async function logIn(who: { email: string; password: string }, code?: string, ip = nextAddress()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/session',
    headers: { 'x-forwarded-for': ip },
    payload: { email: who.email, password: who.password, ...(code ? { code } : {}) },
  });
  const cookie = res.cookies.find((c) => c.name === 'shop_operator');
  return {
    res,
    session: cookie ? ({ cookie: `shop_operator=${cookie.value}`, ip } as Session) : null,
    cookie,
  };
}

const call = (
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  origin: string | null = ORIGIN,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: session.cookie, 'x-forwarded-for': session.ip, ...(origin ? { origin } : {}) },
    ...(payload ? { payload } : {}),
  });

async function auditActions(operatorEmail: string): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    t.database.db,
    sql`select action from operators.audit_log where actor like ${`%<${operatorEmail}>`} order by id`,
  );
  return rows.map((r) => r.action);
}

describe('log-in', () => {
  it('refuses a wrong password with one message for every miss, and records the attempt', async () => {
    const wrong = await logIn({ email: owner.email, password: 'nespravne-heslo' });
    const unknown = await logIn({ email: 'nikdo@example.cz', password: 'nespravne-heslo' });
    for (const { res } of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorResponse.parse(res.json()).errors[0]).toMatchObject({
        code: 'admin.credentials',
        title: 'Nesprávný e-mail nebo heslo.',
      });
    }
    expect(await auditActions(owner.email)).toContain('operator.loginFailed');
  });

  it('opens a session in an HttpOnly, SameSite=Strict cookie for the admin API only', async () => {
    const { res, cookie, session } = await logIn(owner);
    expect(res.statusCode).toBe(200);
    const me = operatorMeResponse.parse(res.json()).data;
    expect(me).toMatchObject({ email: owner.email, role: 'owner', totpEnabled: false, totpRequired: false });
    expect(me.permissions).toContain('orders');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect((await call(session!, 'GET', '/api/admin/v1/me')).statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('limits attempts per operator and address, answering 429 with the minutes to wait', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await logIn({ email: editor.email, password: `spatne-${i}` }, undefined, ip)).res.statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The real operator, elsewhere, is not locked out.
    expect((await logIn(editor)).res.statusCode).toBe(200);
  });

  it('ends a session after 30 minutes without a request', async () => {
    const { session } = await logIn(owner);
    expect((await call(session!, 'GET', '/api/admin/v1/me')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update operators.sessions set last_seen_at = now() - interval '31 minutes'`,
    );
    const res = await call(session!, 'GET', '/api/admin/v1/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('admin.unauthenticated');
  });
});

describe('requests with the session cookie', () => {
  it('refuses a change that does not come from the back office itself (Origin)', async () => {
    const { session } = await logIn(owner);
    const body = { name: 'Skript', permissions: ['audit'] };
    const without = await call(session!, 'POST', '/api/admin/v1/api-keys', body, null);
    const foreign = await call(session!, 'POST', '/api/admin/v1/api-keys', body, 'https://evil.example');
    for (const res of [without, foreign]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].code).toBe('admin.origin');
    }
    expect((await call(session!, 'POST', '/api/admin/v1/api-keys', body)).statusCode).toBe(201);
  });

  it('lets a content operator edit content but refuses them the order desk (403)', async () => {
    const { session } = await logIn(editor);
    const res = await call(session!, 'POST', '/api/admin/v1/orders/1/transitions', { to: 'accepted' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({
      code: 'admin.forbidden',
      title: 'K této akci nemáte oprávnění.',
    });
    const content = await call(session!, 'PUT', '/api/admin/v1/faq-entries/999999', { locale: 'cs' });
    expect(content.statusCode).not.toBe(403);
    expect(content.statusCode).not.toBe(401);
  });
});

describe('the second factor', () => {
  const who = { email: 'dvoufazova@example.cz', password: 'Dvoufazove-heslo-1', name: 'Dana Dvoufázová' };
  let secret = '';
  let recoveryCodes: string[] = [];

  it('is set up from a QR code and confirmed with a code; recovery codes are shown once', async () => {
    await insertOperator(t.database.db, { ...who, role: 'orders' });
    const { session: elsewhere } = await logIn(who);
    const { session } = await logIn(who);
    const started = await call(session!, 'POST', '/api/admin/v1/me/totp');
    expect(started.statusCode).toBe(200);
    const enrolment = started.json().data as { secret: string; uri: string; qrCode: string };
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    secret = enrolment.secret;
    const wrong = await call(session!, 'PUT', '/api/admin/v1/me/totp', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    const confirmed = await call(session!, 'PUT', '/api/admin/v1/me/totp', {
      code: await generate({ secret }),
    });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().data.recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    // A session opened with the password alone ends; the one that set the factor up stays.
    expect((await call(elsewhere!, 'GET', '/api/admin/v1/me')).statusCode).toBe(401);
    expect((await call(session!, 'GET', '/api/admin/v1/me')).statusCode).toBe(200);
  });

  it('is then asked at every log-in, and a code is good once', async () => {
    const noCode = await logIn(who);
    expect(noCode.res.statusCode).toBe(401);
    expect(noCode.res.json().errors[0]).toMatchObject({ code: 'admin.codeRequired', field: 'code' });
    // The next time step's code: the one that confirmed the set-up is spent.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await logIn(who, code)).res.statusCode).toBe(200);
    const again = await logIn(who, code);
    expect(again.res.statusCode).toBe(401);
    expect(again.res.json().errors[0].code).toBe('admin.codeInvalid');
  });

  it('takes a recovery code once instead of the app', async () => {
    const code = recoveryCodes[0]!;
    expect((await logIn(who, code.toUpperCase())).res.statusCode).toBe(200);
    expect((await logIn(who, code)).res.statusCode).toBe(401);
  });
});

describe('production', () => {
  it('serves an operator without a second factor only the set-up of one', async () => {
    const secretValue = 'x'.repeat(32);
    const prod = await createTestApp({
      SHOP_ENV: 'production',
      COMPANY_REGISTRY: 'ares',
      PACKETA: 'live',
      PACKETA_API_KEY: 'packeta-key',
      PACKETA_API_PASSWORD: 'packeta-password',
      PACKETA_SENDER: 'shop',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PAYMENT_GATEWAY: 'comgate',
      COMGATE_MERCHANT: 'merchant',
      COMGATE_SECRET: 'secret',
      VARIANT_HASH_SECRET: secretValue,
      REVALIDATE_SECRET: secretValue,
      PUBLIC_URL: 'https://api.shop.example.cz',
      STOREFRONT_PUBLIC_URL: 'https://shop.example.cz',
      SMTP_URL: 'smtps://shop:secret@mail.example.cz',
    });
    try {
      await insertOperator(prod.database.db, { ...owner, role: 'owner' });
      const login = await prod.app.inject({ method: 'POST', url: '/api/admin/v1/session', payload: owner });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.totpRequired).toBe(true);
      const cookie = login.cookies.find((c) => c.name === 'shop_operator')!;
      expect(cookie.secure).toBe(true);
      const headers = { cookie: `shop_operator=${cookie.value}`, origin: 'https://api.shop.example.cz' };
      const audit = await prod.app.inject({ url: '/api/admin/v1/audit', headers });
      expect(audit.statusCode).toBe(403);
      expect(audit.json().errors[0].code).toBe('admin.totpRequired');
      expect(
        (await prod.app.inject({ method: 'POST', url: '/api/admin/v1/me/totp', headers })).statusCode,
      ).toBe(200);
    } finally {
      await prod.cleanup();
    }
  });
});

describe('operators and roles', () => {
  it('an owner creates an operator, who may then log in; the audit log has both', async () => {
    const { session } = await logIn(owner);
    const weak = await call(session!, 'POST', '/api/admin/v1/operators', {
      email: 'novy@example.cz',
      name: 'Nový',
      role: 'orders',
      password: 'kratke',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0].field).toBe('password');
    // Long enough, but among the first passwords a guesser tries, or the operator's own name.
    for (const password of ['heslo12345', 'Novy2026']) {
      const guessable = await call(session!, 'POST', '/api/admin/v1/operators', {
        email: 'novy@example.cz',
        name: 'Nový Operátor',
        role: 'orders',
        password,
      });
      expect(guessable.statusCode).toBe(422);
      expect(guessable.json().errors[0]).toMatchObject({
        field: 'password',
        title: RULE_TEXTS.accountMessages.passwordGuessable.cs,
      });
    }
    const created = await call(session!, 'POST', '/api/admin/v1/operators', {
      email: 'Novy@Example.cz',
      name: 'Nový Operátor',
      role: 'orders',
      password: 'Nove-heslo-2026',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      email: 'novy@example.cz',
      role: 'orders',
      totpEnabled: false,
    });
    const taken = await call(session!, 'POST', '/api/admin/v1/operators', {
      email: 'novy@example.cz',
      name: 'Znovu',
      role: 'orders',
      password: 'Nove-heslo-2026',
    });
    expect(taken.statusCode).toBe(422);
    expect((await logIn({ email: 'novy@example.cz', password: 'Nove-heslo-2026' })).res.statusCode).toBe(200);
    expect(await auditActions(owner.email)).toContain('operator.create');
  });

  it('blocking an operator ends their sessions; the last owner cannot be blocked', async () => {
    const { session: ownerSession } = await logIn(owner);
    const victim = { email: 'blok@example.cz', password: 'Blokovane-heslo-1', name: 'Blanka' };
    const row = (await insertOperator(t.database.db, { ...victim, role: 'orders' }))!;
    const { session } = await logIn(victim);
    const blocked = await call(ownerSession!, 'PUT', `/api/admin/v1/operators/${row.id}`, { blocked: true });
    expect(blocked.statusCode).toBe(200);
    expect((await call(session!, 'GET', '/api/admin/v1/me')).statusCode).toBe(401);
    const again = await logIn(victim);
    expect(again.res.statusCode).toBe(403);
    expect(again.res.json().errors[0].code).toBe('admin.blocked');

    const [me] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from operators.operators where email = ${owner.email}`,
    );
    const lastOwner = await call(ownerSession!, 'PUT', `/api/admin/v1/operators/${me!.id}`, {
      role: 'orders',
    });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().errors[0].code).toBe('admin.lastOwner');
  });

  it('an owner makes a role; the owner role itself cannot change', async () => {
    const { session } = await logIn(owner);
    const created = await call(session!, 'POST', '/api/admin/v1/roles', {
      code: 'sklad',
      name: 'Sklad',
      permissions: ['catalogue', 'orders'],
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await call(session!, 'PUT', '/api/admin/v1/roles/owner', { name: 'x', permissions: [] })).statusCode,
    ).toBe(409);
    const roles = (await call(session!, 'GET', '/api/admin/v1/roles')).json().data as { code: string }[];
    expect(roles.map((r) => r.code)).toEqual(['catalogue', 'content', 'orders', 'owner', 'sklad']);
  });

  it('a changed password ends every other session of the operator', async () => {
    const who = { email: 'heslo@example.cz', password: 'Puvodni-heslo-1', name: 'Hana' };
    await insertOperator(t.database.db, { ...who, role: 'content' });
    const { session: first } = await logIn(who);
    const { session: second } = await logIn(who);
    const changed = await call(first!, 'PUT', '/api/admin/v1/me/password', {
      currentPassword: who.password,
      password: 'Nove-heslo-2027',
      passwordConfirmation: 'Nove-heslo-2027',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(first!, 'GET', '/api/admin/v1/me')).statusCode).toBe(200);
    expect((await call(second!, 'GET', '/api/admin/v1/me')).statusCode).toBe(401);
  });
});

describe('API keys', () => {
  it('are shown once, stored hashed, noted when used, and refused once revoked', async () => {
    const { session } = await logIn(owner);
    const created = await call(session!, 'POST', '/api/admin/v1/api-keys', {
      name: 'Účetnictví',
      permissions: ['audit'],
    });
    expect(created.statusCode).toBe(201);
    const { key, id } = created.json().data as { key: string; id: number };
    expect(key).toMatch(/^shopk_/);
    const stored = await queryRows<{ key_hash: string }>(
      t.database.db,
      sql`select key_hash from operators.api_keys where id = ${id}`,
    );
    expect(stored[0]!.key_hash).not.toContain(key.slice(6));

    const used = await t.app.inject({
      url: '/api/admin/v1/audit?action=apiKey.create',
      headers: bearer(key),
    });
    expect(used.statusCode).toBe(200);
    const forbidden = await t.app.inject({ url: '/api/admin/v1/operators', headers: bearer(key) });
    expect(forbidden.statusCode).toBe(403);
    const listed = (await call(session!, 'GET', '/api/admin/v1/api-keys')).json().data as Record<
      string,
      unknown
    >[];
    const mine = listed.find((k) => k.id === id)!;
    expect(mine).not.toHaveProperty('key');
    expect(mine.lastUsedAt).not.toBeNull();
    expect(mine.createdBy).toBe(owner.name);

    expect((await call(session!, 'DELETE', `/api/admin/v1/api-keys/${id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/v1/audit', headers: bearer(key) })).statusCode).toBe(401);
  });

  it('cannot be given more than its creator may do', async () => {
    const { session } = await logIn(editor);
    const res = await call(session!, 'POST', '/api/admin/v1/api-keys', {
      name: 'x',
      permissions: ['orders'],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('records changes with who, from where, before and after, and is searchable', async () => {
    const key = await operatorApiKey(t.database.db, ['settings', 'audit']);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/v1/maintenance',
      headers: { ...bearer(key), 'x-forwarded-for': '198.51.100.7' },
      payload: { enabled: true, retryAfterSeconds: 600 },
    });
    expect(on.statusCode).toBe(200);
    const found = await t.app.inject({
      url: '/api/admin/v1/audit?action=maintenance.set',
      headers: bearer(key),
    });
    const page = adminList(auditEntry).parse(found.json());
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      actor: 'API klíč tests',
      actorType: 'api_key',
      ip: '198.51.100.7',
      objectType: 'setting',
      objectId: 'maintenance',
      before: { enabled: false },
      after: { enabled: true, retryAfterSeconds: 600 },
    });
    const byText = await t.app.inject({ url: '/api/admin/v1/audit?q=198.51.100', headers: bearer(key) });
    expect(adminList(auditEntry).parse(byText.json()).total).toBeGreaterThanOrEqual(1);
  });

  it('refuses to change or delete a row, also through SQL', async () => {
    await expect(
      t.database.db.execute(sql`update operators.audit_log set actor = 'nikdo'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from operators.audit_log`)).rejects.toThrow();
  });
});
