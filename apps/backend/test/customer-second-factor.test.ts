import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponse,
  loginChallengeResponse,
  loginResponse,
  secondFactorResponse,
  type SecondFactor,
} from '@shop/contract';
import { hashPassword } from '../src/modules/customer/registration.ts';
import { CHALLENGE_ATTEMPTS } from '../src/modules/customer/second-factor.ts';
import {
  accounts,
  customerRecoveryCodes,
  loginChallenges,
  secondFactors,
  securityEvents,
} from '../src/modules/customer/tables.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const PASSWORD = 'Dvakrat-overeny-zakaznik-7';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

async function account(email: string): Promise<number> {
  const [row] = await t.database.db
    .insert(accounts)
    .values({ email, passwordHash: await hashPassword(PASSWORD), firstName: 'Dana', lastName: 'Dvořáková' })
    .returning({ id: accounts.id });
  return row!.id;
}

// Each call from an address of its own: the per-address limits are other tests' concern.
let lastAddress = 0;
const remoteAddress = () => `10.7.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const login = (email: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/login',
    payload: { email, password },
    remoteAddress: remoteAddress(),
  });
const answer = (challenge: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/login/second-factor',
    payload: { challenge, code },
    remoteAddress: remoteAddress(),
  });
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/v1/user/second-factor',
    headers,
    remoteAddress: remoteAddress(),
    ...(payload ? { payload } : {}),
  });
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/v1/user', headers });

async function tokenOf(email: string): Promise<string> {
  const res = await login(email);
  expect(res.statusCode).toBe(200);
  return loginResponse.parse(res.json()).data.access_token;
}
async function challengeOf(email: string): Promise<string> {
  const res = await login(email);
  expect(res.statusCode).toBe(202);
  return loginChallengeResponse.parse(res.json()).data.challenge;
}
const codeAt = (secret: string, stepsAhead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function stateOf(headers: Headers): Promise<SecondFactor> {
  const res = await call(headers, 'GET');
  expect(res.statusCode).toBe(200);
  return secondFactorResponse.parse(res.json()).data;
}

/** Sets the second factor up for a new account; its secret, recovery codes and the session that did. */
async function enrolled(email: string) {
  await account(email);
  const session = bearer(await tokenOf(email));
  expect((await call(session, 'POST', { password: PASSWORD })).statusCode).toBe(204);
  const { setup } = await stateOf(session);
  const confirmed = await call(session, 'PUT', { code: await generate({ secret: setup!.secret }) });
  expect(confirmed.statusCode).toBe(204);
  return { secret: setup!.secret, recoveryCodes: setup!.recoveryCodes, session };
}

describe('setting the second factor up', () => {
  it('needs the password, shows the secret and recovery codes until a code confirms it', async () => {
    const id = await account('nastaveni@example.cz');
    const other = bearer(await tokenOf('nastaveni@example.cz'));
    const session = bearer(await tokenOf('nastaveni@example.cz'));
    expect(await stateOf(session)).toEqual({ enabled: false, recoveryCodesLeft: 0, setup: null });

    const wrongPassword = await call(session, 'POST', { password: 'jine-heslo' });
    expect(wrongPassword.statusCode).toBe(422);
    expect(errorResponse.parse(wrongPassword.json()).errors[0]).toMatchObject({
      code: 'account.password',
      field: 'password',
    });
    expect((await call(session, 'PUT', { code: '123456' })).json().errors[0].code).toBe(
      'account.secondFactorNoSetup',
    );

    expect((await call(session, 'POST', { password: PASSWORD })).statusCode).toBe(204);
    const { setup, enabled } = await stateOf(session);
    expect(enabled).toBe(false);
    expect(setup!.uri).toMatch(/^otpauth:\/\/totp\/Obchod:nastaveni%40example\.cz\?/);
    expect(setup!.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup!.recoveryCodes).toHaveLength(10);
    // Not asked at log-in before it is confirmed.
    expect((await login('nastaveni@example.cz')).statusCode).toBe(200);

    const wrong = await call(session, 'PUT', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'account.secondFactorCode',
      field: 'code',
      title: 'Kód neplatí. Opište kód, který aplikace ukazuje právě teď.',
    });
    expect((await call(session, 'PUT', { code: await generate({ secret: setup!.secret }) })).statusCode).toBe(
      204,
    );
    expect(await stateOf(session)).toEqual({ enabled: true, recoveryCodesLeft: 10, setup: null });
    // Only hashes of the recovery codes are kept, and no code in plain text.
    const [row] = await t.database.db.select().from(secondFactors).where(eq(secondFactors.accountId, id));
    expect(row!.pendingRecoveryCodes).toBeNull();
    const hashes = await t.database.db
      .select()
      .from(customerRecoveryCodes)
      .where(eq(customerRecoveryCodes.accountId, id));
    expect(hashes.map((h) => h.codeHash)).not.toContain(setup!.recoveryCodes[0]);
    // Every other session ends; this one stays.
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(session)).statusCode).toBe(200);
    expect((await call(session, 'POST', { password: PASSWORD })).statusCode).toBe(409);
    const events = await t.database.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.accountId, id));
    expect(events.map((e) => e.kind)).toContain('two_factor_enabled');
  });
});

describe('a log-in with the second factor', () => {
  it('answers a challenge for the right password, and a session only for a code of the app, once', async () => {
    const { secret } = await enrolled('prihlaseni@example.cz');
    // A wrong password answers as ever: nothing says the account has a second factor.
    expect((await login('prihlaseni@example.cz', 'spatne-heslo')).statusCode).toBe(401);
    const challenge = await challengeOf('prihlaseni@example.cz');

    const wrong = await answer(challenge, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'login.codeInvalid', field: 'code' });
    // The code that confirmed the set-up is spent: the next step's code is taken.
    const code = await codeAt(secret, 1);
    const ok = await answer(challenge, code);
    expect(ok.statusCode).toBe(200);
    const token = loginResponse.parse(ok.json()).data.access_token;
    expect((await me(bearer(token))).statusCode).toBe(200);
    // The challenge is gone with its use, and the code with it.
    expect((await answer(challenge, code)).json().errors[0].code).toBe('login.challengeExpired');
    const again = await answer(await challengeOf('prihlaseni@example.cz'), code);
    expect(again.json().errors[0].code).toBe('login.codeInvalid');
  });

  it('takes each recovery code once, whatever its case and dashes', async () => {
    const { recoveryCodes, session } = await enrolled('zachranny@example.cz');
    const code = recoveryCodes[0]!;
    const typed = code.toUpperCase().replace('-', ' ');
    expect((await answer(await challengeOf('zachranny@example.cz'), typed)).statusCode).toBe(200);
    expect((await answer(await challengeOf('zachranny@example.cz'), code)).statusCode).toBe(401);
    expect((await stateOf(session)).recoveryCodesLeft).toBe(9);
    // Another account's code is not this one's.
    const other = await enrolled('jiny-zachranny@example.cz');
    expect(
      (await answer(await challengeOf('zachranny@example.cz'), other.recoveryCodes[0]!)).statusCode,
    ).toBe(401);
  });

  it(`ends the challenge after ${CHALLENGE_ATTEMPTS} wrong codes, even sent at once`, async () => {
    const { secret } = await enrolled('hadani@example.cz');
    const challenge = await challengeOf('hadani@example.cz');
    const guesses = await Promise.all(
      Array.from({ length: CHALLENGE_ATTEMPTS + 3 }, (_, i) => answer(challenge, String(100000 + i))),
    );
    const codes = guesses.map((g) => g.json().errors[0].code);
    expect(codes.filter((c) => c === 'login.codeInvalid')).toHaveLength(CHALLENGE_ATTEMPTS);
    expect(codes.filter((c) => c === 'login.challengeExpired')).toHaveLength(3);
    // Even the right code is refused now: the log-in starts again from the password.
    expect((await answer(challenge, await codeAt(secret, 1))).json().errors[0].code).toBe(
      'login.challengeExpired',
    );
  });

  it('refuses a challenge past its time', async () => {
    const { secret } = await enrolled('pozde@example.cz');
    const challenge = await challengeOf('pozde@example.cz');
    await t.database.db.update(loginChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await answer(challenge, await codeAt(secret, 1))).json().errors[0].code).toBe(
      'login.challengeExpired',
    );
  });
});

describe('turning it off', () => {
  it('needs the password, then the log-in asks for no code', async () => {
    const { session } = await enrolled('vypnuti@example.cz');
    expect((await call(session, 'DELETE', { password: 'jine-heslo' })).statusCode).toBe(422);
    expect((await login('vypnuti@example.cz')).statusCode).toBe(202);
    expect((await call(session, 'DELETE', { password: PASSWORD })).statusCode).toBe(204);
    expect(await stateOf(session)).toEqual({ enabled: false, recoveryCodesLeft: 0, setup: null });
    expect((await login('vypnuti@example.cz')).statusCode).toBe(200);
    const [id] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'vypnuti@example.cz'));
    const left = await t.database.db
      .select()
      .from(customerRecoveryCodes)
      .where(and(eq(customerRecoveryCodes.accountId, id!.id)));
    expect(left).toHaveLength(0);
  });

  it('is for logged-in customers only', async () => {
    expect((await call({}, 'GET')).statusCode).toBe(401);
    expect((await call({}, 'POST', { password: PASSWORD })).statusCode).toBe(401);
  });
});
