import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressesResponse,
  addressResponse,
  cartChangeResponse,
  cartResponse,
  errorResponse,
  loginResponse,
  messageResponse,
  userResponse,
} from '@shop/contract';
import { accountMessages, messages } from '@shop/rules';
import { PASSWORD_CONFIRMATIONS } from '../src/modules/customer/account-routes.ts';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { queryRows } from '../src/db/query.ts';
import { createMailer } from '../src/integrations/mail/mailer.ts';
import { createCustomerJobHandlers } from '../src/modules/customer/index.ts';
import { JobRunner } from '../src/modules/jobs/index.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { freePort } from './support/free-port.ts';
import {
  mailsTo,
  registerThroughMail,
  registrationTokenOf,
  sendRegistrationMails,
  subjectOf,
} from './support/registration.ts';

// Registration, personal details, password change and reset, saved addresses: over HTTP on a
// fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL).
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
let addressCounter = 0;
/** A client address of its own per test, so that throttles of one test leave the others alone. */
const shopper = (): Headers => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` });

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Headers = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...shopper(), ...headers },
    ...(payload ? { payload } : {}),
  });
}
const errorsOf = (res: { json: () => unknown }) =>
  Object.fromEntries(errorResponse.parse(res.json()).errors.map((e) => [e.field, e.title]));

const PASSWORD = 'Heslo-pro-test-1';
const registration = (email: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Jana',
  lastName: 'Nováková',
  email,
  phone: '+420 777 123 456',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  newsletter: false,
  terms: true,
  ...over,
});

/** A customer registered through the form, the mail and its link: their session's token. */
function register(email: string, headers: Headers = {}) {
  return registerThroughMail(t, registration(email), { ...shopper(), ...headers });
}
async function logIn(email: string, password: string) {
  return call('POST', '/api/oauth/login', { email, password });
}
async function me(token: string) {
  return call('GET', '/api/v1/user', undefined, bearer(token));
}

async function jobs() {
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  return createJobRunner(config, t.database.db, { info: () => {}, warn: () => {}, error: () => {} });
}
/** Runs the queued jobs and gives the new mails of the outbox. */
async function newMails(): Promise<string[]> {
  const outbox = path.join(t.dataDir, 'outbox');
  const seen = new Set(await readdir(outbox).catch(() => []));
  const runner = await jobs();
  try {
    await runner.runner.runDue();
  } finally {
    await runner.stop();
  }
  const files = (await readdir(outbox).catch(() => [])).filter((f) => !seen.has(f));
  return Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
}
/** The reset link of a mail (quoted-printable soft breaks joined). */
function resetLinkOf(mail: string): URL {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const href =
    /Nastavit nové heslo: (\S+)/.exec(text)?.[1] ?? /(https?:\/\/\S+resetovat-heslo\?\S+)/.exec(text)?.[1];
  expect(href, text.slice(0, 1500)).toBeDefined();
  return new URL(href!);
}

describe('registration', () => {
  const storefront = () => new URL(loadConfig({ DATA_DIR: t.dataDir }).storefrontPublicUrl).origin;
  const ask = (email: string, over: Record<string, unknown> = {}, headers: Headers = {}) =>
    call('POST', '/api/v1/register', registration(email, over), headers);
  const confirm = (token: string, headers: Headers = {}) =>
    call('POST', '/api/v1/register/confirm', { token }, headers);
  const pendingOf = (email: string) =>
    queryRows<{ token_hash: string | null; password_hash: string; order_id: number | null }>(
      t.database.db,
      sql`select token_hash, password_hash, order_id from customer.pending_registrations
           where email = ${email} order by id`,
    );
  const accountCount = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from customer.accounts where email = ${email}`,
      )
    )[0]!.n;
  const registrationJobs = () =>
    queryRows<{ id: number; payload: Record<string, unknown> }>(
      t.database.db,
      sql`select id, payload from jobs.jobs where kind = 'registration' order by id`,
    );
  /** The links of the registration mails sent to the e-mail, oldest first. */
  const linksTo = async (email: string) =>
    (await mailsTo(t.dataDir, email))
      .map((m) => /(https?:\/\/\S+\?token=[\w-]+)/.exec(m)?.[1])
      .filter((l): l is string => !!l)
      .map((l) => new URL(l));
  /** A refusal of the link: 422 on its field, with its own code. */
  const expectLinkRefused = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      {
        field: 'token',
        code: 'account.registrationLinkInvalid',
        title: accountMessages.registrationLinkInvalid,
      },
    ]);
  };

  it('answers a taken e-mail, in any case, as a new one, and queues work that names neither', async () => {
    await register('obsazeny@example.cz');
    const jobsBefore = (await registrationJobs()).length;
    const fresh = await ask('dosud.volny@example.cz');
    const taken = await ask('OBSAZENY@example.cz', {
      password: 'Jine-heslo-123',
      password_confirmation: 'Jine-heslo-123',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual(fresh.json());
    expect(messageResponse.parse(fresh.json()).data.message).toBe(accountMessages.registrationLinkSent);
    // No session either way.
    for (const res of [fresh, taken]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).not.toMatch(/access_token/);
    }
    // Each request kept its registration and queued one job; only the job looks the e-mail up, so
    // neither the answer nor the work tells who has an account.
    const queued = (await registrationJobs()).slice(jobsBefore);
    expect(queued).toHaveLength(2);
    for (const job of queued) expect(JSON.stringify(job.payload)).not.toMatch(/dosud|obsazeny|@/i);
    expect(await pendingOf('dosud.volny@example.cz')).toHaveLength(1);
    expect(await pendingOf('obsazeny@example.cz')).toHaveLength(1);
    // The password is kept only as an argon2id hash.
    const [pending] = await pendingOf('obsazeny@example.cz');
    expect(pending!.password_hash).toMatch(/^\$argon2id\$/);
    expect(pending!.password_hash).not.toContain('Jine-heslo-123');
    expect(pending!.token_hash).toBeNull();
  });

  it('mails a new e-mail one link, with only a token; no account exists until it is used', async () => {
    const email = 'nova.zakaznice@example.cz';
    expect((await ask('Nova.Zakaznice@example.cz')).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(0);
    await sendRegistrationMails(t);
    const mails = await mailsTo(t.dataDir, email);
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0]!)).toBe('Dokončení registrace');
    const [link] = await linksTo(email);
    expect(`${link!.origin}${link!.pathname}`).toBe(`${storefront()}/registrovat`);
    expect([...link!.searchParams.keys()]).toEqual(['token']);
    const token = link!.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(link!.href).not.toMatch(/nova|zakaznice|%40/i);
    // Only the token's hash is kept, and still no account.
    const [pending] = await pendingOf(email);
    expect(pending!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pending!.token_hash).not.toContain(token);
    expect(await accountCount(email)).toBe(0);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await accountCount(email)).toBe(1);
  });

  it('a mail that did not go is sent again, with a link that works, and a taken e-mail’s too', async () => {
    await register('uz-ma-ucet@example.cz');
    await ask('server-nejede@example.cz');
    await ask('uz-ma-ucet@example.cz', {
      password: 'Jine-heslo-456',
      password_confirmation: 'Jine-heslo-456',
    });
    // The mail server is down: nothing listens on its port.
    const down = createMailer({
      from: 'Obchod <obchod@example.cz>',
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
      dataDir: t.dataDir,
    });
    const quiet = { info() {}, warn() {}, error() {} };
    try {
      const failing = new JobRunner({
        db: t.database.db,
        handlers: createCustomerJobHandlers({
          db: t.database.db,
          mailer: down,
          shopName: 'Obchod',
          log: quiet,
        }),
        kinds: ['registration'],
        log: quiet,
      });
      expect(await failing.runDue()).toBe(2);
    } finally {
      down.close();
    }
    const failed = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs.jobs
           where kind = 'registration' and done_at is null and last_error is not null`,
    );
    expect(failed[0]!.n).toBe(2);
    expect(await mailsTo(t.dataDir, 'server-nejede@example.cz')).toEqual([]);
    // The taken e-mail's registration waits for its mail too.
    expect(await pendingOf('uz-ma-ucet@example.cz')).toHaveLength(1);

    // The retry, once the server is back.
    await t.database.db.execute(
      sql`update jobs.jobs set run_at = now() where kind = 'registration' and done_at is null`,
    );
    await sendRegistrationMails(t);
    const token = await registrationTokenOf(t.dataDir, 'server-nejede@example.cz');
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await accountCount('server-nejede@example.cz')).toBe(1);
    const taken = (await mailsTo(t.dataDir, 'uz-ma-ucet@example.cz')).at(-1)!;
    expect(subjectOf(taken)).toBe('Účet už máte');
    expect(await pendingOf('uz-ma-ucet@example.cz')).toEqual([]);
  });

  it('a registration mailed again voids its earlier link', async () => {
    await ask('znovu-odeslana@example.cz');
    await sendRegistrationMails(t);
    // The job run again (its lease ran out before it was marked done, say).
    await t.database.db.execute(
      sql`update jobs.jobs set done_at = null, run_at = now()
           where kind = 'registration' and (payload->>'pendingId')::int in
             (select id from customer.pending_registrations where email = 'znovu-odeslana@example.cz')`,
    );
    await sendRegistrationMails(t);
    const [first, second] = (await linksTo('znovu-odeslana@example.cz')).map((l) =>
      l.searchParams.get('token')!,
    );
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expectLinkRefused(await confirm(first!));
    expect((await confirm(second!)).statusCode).toBe(200);
  });

  it('leads the link to the shopper’s language’s page, or to the own storefront’s page asked for', async () => {
    await ask('slovenska@example.cz', {}, { 'x-locale': 'sk' });
    await ask('vlastni-stranka@example.cz', { callbackUrl: `${storefront()}/ucet/registrace?x=1` });
    await ask('cizi-stranka@example.cz', { callbackUrl: 'https://evil.example/registrovat' });
    await sendRegistrationMails(t);
    const pageOf = async (email: string) => {
      const [link] = await linksTo(email);
      return `${link!.origin}${link!.pathname}`;
    };
    expect(await pageOf('slovenska@example.cz')).toBe(`${storefront()}/sk/registrovat`);
    expect(await pageOf('vlastni-stranka@example.cz')).toBe(`${storefront()}/ucet/registrace`);
    expect(await pageOf('cizi-stranka@example.cz')).toBe(`${storefront()}/registrovat`);
  });

  it('mails a taken e-mail a new-password link instead, which works, and keeps nothing of the request', async () => {
    const email = 'ma.ucet@example.cz';
    await register(email);
    const other = { password: 'Jine-heslo-456', password_confirmation: 'Jine-heslo-456' };
    expect((await ask('Ma.Ucet@Example.cz', other)).statusCode).toBe(200);
    await sendRegistrationMails(t);
    const mail = (await mailsTo(t.dataDir, email)).at(-1)!;
    expect(subjectOf(mail)).toBe('Účet už máte');
    expect(mail).not.toMatch(/registrovat\?token=/);
    expect(await pendingOf(email)).toEqual([]);
    expect(await accountCount(email)).toBe(1);
    // The registration's password opened nothing; the account's own still works.
    expect((await logIn(email, other.password)).statusCode).toBe(401);
    expect((await logIn(email, PASSWORD)).statusCode).toBe(200);
    const link = resetLinkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${storefront()}/resetovat-heslo`);
    const reset = await call('POST', '/api/v1/reset-password', {
      token: link.searchParams.get('token'),
      password: 'Nove-heslo-po-registraci-7',
      password_confirmation: 'Nove-heslo-po-registraci-7',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await logIn(email, 'Nove-heslo-po-registraci-7')).statusCode).toBe(200);
  });

  it('the link creates the account with the typed details, logs in and takes the guest cart along', async () => {
    const guest = cartChangeResponse.parse(
      (await call('POST', '/api/v1/cart/items', { id: 101, amount: 2 })).json(),
    ).meta.guestCartToken!;
    expect(
      (
        await ask('Nova.Firma@example.cz', {
          firstName: 'Petra',
          lastName: 'Malá',
          phone: '+420 603 111 222',
          newsletter: true,
          business: { businessName: 'Firma s.r.o.', tin: '27082440', vatin: 'CZ27082440' },
        })
      ).statusCode,
    ).toBe(200);
    await sendRegistrationMails(t);
    const confirmed = await confirm(await registrationTokenOf(t.dataDir, 'nova.firma@example.cz'), {
      'x-cart-token': guest,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    const session = loginResponse.parse(confirmed.json()).data;
    expect(session).toMatchObject({ token_type: 'Bearer' });
    expect(session.expires_in).toBeGreaterThan(0);
    const user = userResponse.parse((await me(session.access_token)).json()).data;
    expect(user).toMatchObject({
      email: 'nova.firma@example.cz',
      firstName: 'Petra',
      lastName: 'Malá',
      phone: '+420 603 111 222',
      newsletter: true,
      variant: 'b2b',
      business: { businessName: 'Firma s.r.o.', tin: '27082440', vatin: 'CZ27082440' },
    });
    const [account] = await queryRows<{ terms: boolean; password_hash: string }>(
      t.database.db,
      sql`select terms_accepted_at is not null as terms, password_hash from customer.accounts
           where email = 'nova.firma@example.cz'`,
    );
    expect(account).toMatchObject({ terms: true, password_hash: expect.stringMatching(/^\$argon2id\$/) });
    // The account's creation is a security event, as a log-in's.
    expect(
      await queryRows<{ kind: string }>(
        t.database.db,
        sql`select kind from customer.security_events where account_id = ${user.id} order by id`,
      ),
    ).toContainEqual({ kind: 'account_created' });
    const cart = cartResponse.parse(
      (await call('GET', '/api/v1/cart', undefined, bearer(session.access_token))).json(),
    );
    expect(cart.data.items.map((i) => [i.variantId, i.amount])).toEqual([[101, 2]]);
    expect((await logIn('nova.firma@example.cz', PASSWORD)).statusCode).toBe(200);
    expect(await pendingOf('nova.firma@example.cz')).toEqual([]);
  });

  it('a link works once; an unknown, a malformed and an expired one are refused', async () => {
    await ask('jednou@example.cz');
    await ask('pozde@example.cz');
    await sendRegistrationMails(t);
    const token = await registrationTokenOf(t.dataDir, 'jednou@example.cz');
    expect((await confirm(token)).statusCode).toBe(200);
    expectLinkRefused(await confirm(token));
    expectLinkRefused(await confirm('a'.repeat(43)));
    for (const malformed of ['kratky', `${token.slice(0, 42)}!`, `${token}a`, ''])
      expectLinkRefused(await confirm(malformed));

    const late = await registrationTokenOf(t.dataDir, 'pozde@example.cz');
    await t.database.db.execute(
      sql`update customer.pending_registrations set expires_at = now() - interval '1 second'
           where email = 'pozde@example.cz'`,
    );
    expectLinkRefused(await confirm(late));
    expect(await accountCount('pozde@example.cz')).toBe(0);
    expect(await accountCount('jednou@example.cz')).toBe(1);
  });

  it('two uses of one link at once make one account', async () => {
    await ask('soubezne@example.cz');
    await sendRegistrationMails(t);
    const token = await registrationTokenOf(t.dataDir, 'soubezne@example.cz');
    const both = await Promise.all([confirm(token), confirm(token)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expectLinkRefused(both.find((r) => r.statusCode === 422)!);
    expect(await accountCount('soubezne@example.cz')).toBe(1);
  });

  it('of two registrations of one e-mail, the first link used makes the account and the other is refused', async () => {
    const second = { password: 'Druhe-heslo-789', password_confirmation: 'Druhe-heslo-789' };
    for (const email of ['dve-registrace@example.cz', 'dve-registrace-naraz@example.cz']) {
      await ask(email);
      await ask(email, second);
    }
    await sendRegistrationMails(t);
    /** The links' tokens in the order their registrations were asked for (mails may go out in any). */
    const tokensOf = async (email: string) => {
      const tokens = (await linksTo(email)).map((l) => l.searchParams.get('token')!);
      const rows = await pendingOf(email);
      expect(rows).toHaveLength(2);
      return rows.map((r) =>
        tokens.find((tk) => createHash('sha256').update(tk).digest('hex') === r.token_hash),
      );
    };
    const [first, later] = await tokensOf('dve-registrace@example.cz');
    expect([first, later].every(Boolean)).toBe(true);
    expect((await confirm(later!)).statusCode).toBe(200);
    expectLinkRefused(await confirm(first!));
    expect(await accountCount('dve-registrace@example.cz')).toBe(1);
    expect(await pendingOf('dve-registrace@example.cz')).toEqual([]);
    // The account has the password of the link used.
    expect((await logIn('dve-registrace@example.cz', second.password)).statusCode).toBe(200);
    expect((await logIn('dve-registrace@example.cz', PASSWORD)).statusCode).toBe(401);

    // Both at once: still one account.
    const both = await Promise.all(
      (await tokensOf('dve-registrace-naraz@example.cz')).map((tk) => confirm(tk!)),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await accountCount('dve-registrace-naraz@example.cz')).toBe(1);
    expect(await pendingOf('dve-registrace-naraz@example.cz')).toEqual([]);
  });

  it('names every wrong field with the form rules’ messages, and keeps and queues nothing', async () => {
    const jobsBefore = (await registrationJobs()).length;
    const res = await ask('spatne@', {
      firstName: ' ',
      phone: '777',
      password_confirmation: 'jine-heslo',
      terms: false,
      business: { businessName: 'Firma', tin: '12345678', vatin: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      email: messages.email,
      firstName: accountMessages.required,
      phone: messages.phone,
      'business.tin': messages.tin,
      password_confirmation: 'Nepodařilo se vám heslo napsat 2× správně.',
      terms: accountMessages.terms,
    });
    // A valid e-mail with a wrong field is refused the same way, before anything is kept.
    expect((await ask('bez-souhlasu@example.cz', { terms: false })).statusCode).toBe(422);
    expect(await pendingOf('spatne@')).toEqual([]);
    expect(await pendingOf('bez-souhlasu@example.cz')).toEqual([]);
    expect(await registrationJobs()).toHaveLength(jobsBefore);
  });

  it('refuses a password too easy to guess, saying why, in the shopper’s language', async () => {
    // Common and breached passwords (Czech ones too), a keyboard walk, the customer's own name and
    // e-mail. An e-mail each but the last: one e-mail may be asked for 5 times an hour.
    const jobsBefore = (await registrationJobs()).length;
    for (const [i, password] of [
      'password1',
      'heslo12345',
      '12345678',
      'qwertzuiop',
      'iloveyou1',
      'Novakova1',
    ].entries()) {
      const res = await ask(`snadne-${i}@example.cz`, { password, password_confirmation: password });
      expect(res.statusCode, password).toBe(422);
      expect(errorsOf(res), password).toEqual({ password: accountMessages.passwordGuessable });
    }
    const own = await ask('jana.tester@example.cz', {
      password: 'jana.tester1',
      password_confirmation: 'jana.tester1',
    });
    expect(errorsOf(own)).toEqual({ password: accountMessages.passwordGuessable });
    const slovak = await ask(
      'jana.tester@example.cz',
      { password: 'password1', password_confirmation: 'password1' },
      { 'x-locale': 'sk' },
    );
    expect(errorsOf(slovak).password).toMatch(/^Toto heslo sa dá príliš ľahko uhádnuť/);
    expect(await registrationJobs()).toHaveLength(jobsBefore);
    // A password of words that are not the customer's is fine.
    expect((await ask('jana.tester@example.cz')).statusCode).toBe(200);
  });

  it('at most 10 registrations an hour from one address', async () => {
    const from = { 'x-forwarded-for': '198.18.50.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: from,
        payload: registration(`mnoho-${i}@example.cz`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('at most 5 registrations an hour of one e-mail, in any case, from however many addresses', async () => {
    // call() plays a new address each time.
    const statuses: number[] = [];
    for (const email of [
      'zahlceny@example.cz',
      'Zahlceny@example.cz',
      'ZAHLCENY@example.cz',
      ' zahlceny@example.cz',
      'zahlceny@EXAMPLE.cz',
      'zahlceny@example.cz',
    ])
      statuses.push((await ask(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await pendingOf('zahlceny@example.cz')).toHaveLength(5);
    // Another e-mail is not held up.
    expect((await ask('jiny-nezahlceny@example.cz')).statusCode).toBe(200);
  });
});

describe('personal details', () => {
  it('401 without a live session', async () => {
    expect((await call('GET', '/api/v1/user')).statusCode).toBe(401);
    const patch = await call('PATCH', '/api/v1/user', {
      firstName: 'A',
      lastName: 'B',
      phone: '+420 777 123 456',
    });
    expect(patch.statusCode).toBe(401);
    expect((await call('GET', '/api/v1/user', undefined, bearer('x'.repeat(43)))).statusCode).toBe(401);
  });

  it('the customer changes their details; a company makes them a business customer and back', async () => {
    const token = await register('udaje@example.cz');
    const patch = (body: unknown) => call('PATCH', '/api/v1/user', body, bearer(token));
    const changed = await patch({
      firstName: 'Jana',
      lastName: 'Dvořáková',
      phone: '+420 603 000 111',
      newsletter: true,
      business: { businessName: 'Dvořáková s.r.o.', tin: '27082440', vatin: '' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(userResponse.parse(changed.json()).data).toMatchObject({
      lastName: 'Dvořáková',
      phone: '+420 603 000 111',
      newsletter: true,
      variant: 'b2b',
      business: { businessName: 'Dvořáková s.r.o.', tin: '27082440', vatin: '' },
    });
    const back = await patch({
      firstName: 'Jana',
      lastName: 'Dvořáková',
      phone: '+420 603 000 111',
      business: null,
    });
    expect(userResponse.parse(back.json()).data).toMatchObject({
      variant: 'b2c',
      business: null,
      newsletter: false,
    });

    const wrong = await patch({
      firstName: '',
      lastName: 'X',
      phone: '123',
      business: { businessName: '', tin: '1', vatin: '' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({
      firstName: accountMessages.required,
      phone: messages.phone,
      businessName: accountMessages.required,
      tin: messages.tin,
    });
    expect(userResponse.parse((await me(token)).json()).data.lastName).toBe('Dvořáková');
  });
});

describe('password change', () => {
  it('needs the current password, then ends every other session and keeps this one', async () => {
    const token = await register('zmena@example.cz');
    const other = loginResponse.parse((await logIn('zmena@example.cz', PASSWORD)).json()).data.access_token;
    const change = (body: unknown) => call('PATCH', '/api/v1/user/password', body, bearer(token));

    const wrongOld = await change({
      old_password: 'nehadam',
      password: 'Nove-heslo-2',
      password_confirmation: 'Nove-heslo-2',
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(errorsOf(wrongOld)).toEqual({ old_password: accountMessages.oldPassword });
    const short = await change({ old_password: PASSWORD, password: 'kratke', password_confirmation: 'jine' });
    expect(errorsOf(short)).toEqual({
      password: accountMessages.passwordTooShort,
      password_confirmation: 'Nepodařilo se vám heslo napsat 2× správně.',
    });

    const common = await change({
      old_password: PASSWORD,
      password: 'Zmena2024',
      password_confirmation: 'Zmena2024',
    });
    expect(errorsOf(common)).toEqual({ password: accountMessages.passwordGuessable });

    const ok = await change({
      old_password: PASSWORD,
      password: 'Nove-heslo-2',
      password_confirmation: 'Nove-heslo-2',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(messageResponse.parse(ok.json()).data.message).toBe(accountMessages.passwordChanged);
    expect(
      await queryRows<{ kind: string }>(
        t.database.db,
        sql`select e.kind from customer.security_events e join customer.accounts a on a.id = e.account_id
             where a.email = 'zmena@example.cz' and e.kind = 'password_changed'`,
      ),
    ).toHaveLength(1);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await logIn('zmena@example.cz', PASSWORD)).statusCode).toBe(401);
    expect((await logIn('zmena@example.cz', 'Nove-heslo-2')).statusCode).toBe(200);
    expect(
      (
        await call('PATCH', '/api/v1/user/password', {
          old_password: 'a',
          password: 'b',
          password_confirmation: 'b',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('confirming the password', () => {
  it('is limited per account, from however many addresses', async () => {
    const token = await register('hadac.uctu@example.cz');
    const change = (old_password: string) =>
      call(
        'PATCH',
        '/api/v1/user/password',
        { old_password, password: 'Nove-heslo-9', password_confirmation: 'Nove-heslo-9' },
        bearer(token),
      );
    // call() plays a new address each time.
    for (let i = 0; i < PASSWORD_CONFIRMATIONS.max; i++)
      expect((await change(`spatne-${i}`)).statusCode).toBe(422);
    const held = await change(PASSWORD);
    expect(held.statusCode).toBe(429);
    // Another customer is not held up.
    const other = await register('jiny.zakaznik@example.cz');
    const theirs = await call(
      'PATCH',
      '/api/v1/user/password',
      { old_password: 'spatne', password: 'Nove-heslo-9', password_confirmation: 'Nove-heslo-9' },
      bearer(other),
    );
    expect(theirs.statusCode).toBe(422);
  });
});

describe('forgotten password', () => {
  const forgot = (email: string, callbackUrl?: string) =>
    call('POST', '/api/v1/forgot-password', { email, ...(callbackUrl ? { callbackUrl } : {}) });
  const reset = (body: Record<string, string>) => call('POST', '/api/v1/reset-password', body);

  it('answers an unknown e-mail as a known one, and mails only the account', async () => {
    await register('zapomnela@example.cz');
    await newMails();
    const known = await forgot('Zapomnela@example.cz');
    const unknown = await forgot('nikdo-takovy@example.cz');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(messageResponse.parse(known.json()).data.message).toBe(accountMessages.resetLinkSent);
    const mails = await newMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: .*<zapomnela@example.cz>/m);
    // Both requests did the same work: each queued one job, which alone looks the e-mail up, so
    // neither the answer nor its time tells who has an account.
    const jobs = await queryRows<{ payload: Record<string, unknown>; done: boolean }>(
      t.database.db,
      sql`select payload, done_at is not null as done from jobs.jobs where kind = 'password-reset'`,
    );
    expect(jobs).toHaveLength(2);
    // The address is personal: a finished job keeps no copy of it, nor of the link.
    for (const row of jobs) {
      expect(row.done).toBe(true);
      expect(JSON.stringify(row.payload)).not.toMatch(/zapomnela|nikdo-takovy|token=/i);
    }
    // The link carries its token only, never the e-mail.
    expect([...resetLinkOf(mails[0]!).searchParams.keys()]).toEqual(['token']);
  });

  it('the link sets a new password once, ends every session, and only within the hour', async () => {
    const token = await register('obnova@example.cz');
    await newMails();
    await forgot('obnova@example.cz', 'https://evil.example/ukradni');
    const link = resetLinkOf((await newMails())[0]!);
    // A foreign callback address is not used: the link leads to the shop's own page.
    expect(link.origin).toBe(new URL(loadConfig({ DATA_DIR: t.dataDir }).storefrontPublicUrl).origin);
    expect(link.pathname).toBe('/resetovat-heslo');
    const linkToken = link.searchParams.get('token')!;
    const body = {
      email: 'obnova@example.cz',
      token: linkToken,
      password: 'Nove-heslo-3',
      password_confirmation: 'Nove-heslo-3',
    };

    const invalid = await reset({ ...body, token: 'a'.repeat(43) });
    expect(invalid.statusCode).toBe(422);
    expect(errorsOf(invalid)).toEqual({ token: accountMessages.resetLinkInvalid });
    expect((await reset({ ...body, email: 'jiny@example.cz' })).statusCode).toBe(422);
    expect(errorsOf(await reset({ ...body, password_confirmation: 'jine' }))).toEqual({
      password_confirmation: 'Nepodařilo se vám heslo napsat 2× správně.',
    });

    expect(
      errorsOf(await reset({ ...body, password: 'obnova123', password_confirmation: 'obnova123' })),
    ).toEqual({
      password: accountMessages.passwordGuessable,
    });
    // The link alone is enough: the page the link opens does not know the e-mail.
    const { email: _email, ...withoutEmail } = body;
    const ok = await reset(withoutEmail);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      await queryRows<{ kind: string }>(
        t.database.db,
        sql`select e.kind from customer.security_events e join customer.accounts a on a.id = e.account_id
             where a.email = 'obnova@example.cz' and e.kind = 'password_reset'`,
      ),
    ).toHaveLength(1);
    expect((await me(token)).statusCode).toBe(401);
    expect((await logIn('obnova@example.cz', 'Nove-heslo-3')).statusCode).toBe(200);
    // Spent.
    expect(
      (await reset({ ...body, password: 'Treti-heslo-4', password_confirmation: 'Treti-heslo-4' }))
        .statusCode,
    ).toBe(422);
    expect((await logIn('obnova@example.cz', 'Nove-heslo-3')).statusCode).toBe(200);

    // A link an hour old is refused.
    await forgot('obnova@example.cz');
    const late = resetLinkOf((await newMails())[0]!).searchParams.get('token')!;
    await t.database.db.execute(
      sql`update customer.password_resets set expires_at = now() - interval '1 second'`,
    );
    expect((await reset({ ...body, token: late })).statusCode).toBe(422);
  });

  it('a new link voids the earlier one; two uses of one link at once set the password once', async () => {
    await register('dvakrat@example.cz');
    await newMails();
    await forgot('dvakrat@example.cz');
    const first = resetLinkOf((await newMails())[0]!).searchParams.get('token')!;
    await forgot('dvakrat@example.cz');
    const second = resetLinkOf((await newMails())[0]!).searchParams.get('token')!;
    const body = (token: string, password: string) => ({
      email: 'dvakrat@example.cz',
      token,
      password,
      password_confirmation: password,
    });
    expect((await reset(body(first, 'Prvni-heslo-1'))).statusCode).toBe(422);
    const both = await Promise.all([
      reset(body(second, 'Heslo-A-1234')),
      reset(body(second, 'Heslo-B-1234')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const okA = (await logIn('dvakrat@example.cz', 'Heslo-A-1234')).statusCode === 200;
    const okB = (await logIn('dvakrat@example.cz', 'Heslo-B-1234')).statusCode === 200;
    expect(okA !== okB).toBe(true);
  });

  it('at most 3 links an hour for one e-mail', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot('omezeni@example.cz')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('saved addresses', () => {
  const address = {
    type: 'delivery',
    name: 'Jana Nováková',
    street: 'Dlouhá 5',
    city: 'Praha',
    postcode: '110 00',
    country_code: 'cze',
    phone: '',
  };

  it('401 for a guest on every call', async () => {
    expect((await call('GET', '/api/v1/user/addresses')).statusCode).toBe(401);
    expect((await call('POST', '/api/v1/user/addresses', address)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/v1/user/addresses/1', address)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/v1/user/addresses/1')).statusCode).toBe(401);
  });

  it('the customer adds, changes, lists and deletes their own; another customer’s are not found', async () => {
    const jana = bearer(await register('adresy-jana@example.cz'));
    const petr = bearer(await register('adresy-petr@example.cz'));
    const added = await call('POST', '/api/v1/user/addresses', address, jana);
    expect(added.statusCode, added.body).toBe(200);
    const saved = addressResponse.parse(added.json()).data;
    expect(saved).toMatchObject({
      type: 'delivery',
      street: 'Dlouhá 5',
      country_code: 'CZE',
      phone: null,
      businessName: null,
    });
    const billing = addressResponse.parse(
      (
        await call(
          'POST',
          '/api/v1/user/addresses',
          { ...address, type: 'billing', businessName: 'Firma s.r.o.', street: 'Krátká 1' },
          jana,
        )
      ).json(),
    ).data;

    const changed = await call(
      'PATCH',
      `/api/v1/user/addresses/${saved.id}`,
      { ...address, city: 'Brno', postcode: '602 00' },
      jana,
    );
    expect(addressResponse.parse(changed.json()).data).toMatchObject({ id: saved.id, city: 'Brno' });
    const list = addressesResponse.parse(
      (await call('GET', '/api/v1/user/addresses', undefined, jana)).json(),
    ).data;
    expect(list.map((a) => [a.id, a.type, a.city])).toEqual([
      [saved.id, 'delivery', 'Brno'],
      [billing.id, 'billing', 'Praha'],
    ]);

    // Petr sees none of them and can change none.
    expect(
      addressesResponse.parse((await call('GET', '/api/v1/user/addresses', undefined, petr)).json()).data,
    ).toEqual([]);
    expect((await call('PATCH', `/api/v1/user/addresses/${saved.id}`, address, petr)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/user/addresses/${saved.id}`, undefined, petr)).statusCode).toBe(
      404,
    );

    expect((await call('DELETE', `/api/v1/user/addresses/${saved.id}`, undefined, jana)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/v1/user/addresses/${saved.id}`, undefined, jana)).statusCode).toBe(
      404,
    );
    const left = addressesResponse.parse(
      (await call('GET', '/api/v1/user/addresses', undefined, jana)).json(),
    ).data;
    expect(left.map((a) => a.id)).toEqual([billing.id]);
  });

  it('refuses an address the rules do not accept, naming each field', async () => {
    const jana = bearer(await register('adresy-chyby@example.cz'));
    const res = await call(
      'POST',
      '/api/v1/user/addresses',
      { ...address, street: 'Dlouhá', postcode: '1100', name: '', phone: '12' },
      jana,
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      name: accountMessages.required,
      street: messages.streetAndNumber,
      postcode: messages.postcode,
      phone: messages.phone,
    });
    const country = await call('POST', '/api/v1/user/addresses', { ...address, country_code: 'USA' }, jana);
    expect(errorsOf(country)).toEqual({ country_code: accountMessages.country });
    expect(
      (await call('POST', '/api/v1/user/addresses', { ...address, type: 'jina' }, jana)).statusCode,
    ).toBe(400);
    expect((await call('PATCH', '/api/v1/user/addresses/abc', address, jana)).statusCode).toBe(400);
  });
});
