import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponse,
  newsletterActivationResponse,
  newsletterSubscribeResponse,
  newsletterUnsubscribeResponse,
  type NewsletterSubscribeBody,
} from '@shop/contract';
import { messages, newsletterMessages } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { ACTIVATION_DAYS, NEWSLETTER_SIGN_UPS } from '../src/modules/marketing/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

// The test configuration's storefront.
const STOREFRONT = 'http://localhost:3000';
const callbackUrl = `${STOREFRONT}/aktivovat`;

// Each test signs up from its own client address and e-mails, so that limits never cross tests.
let address = 10;
const nextAddress = () => `203.0.113.${address++}`;
let mailbox = 0;
const nextEmail = () => `odberatel.${++mailbox}@example.cz`;

const body = (email: string, more: Partial<NewsletterSubscribeBody> = {}): NewsletterSubscribeBody => ({
  email,
  callbackUrl,
  source: 'footer',
  terms: true,
  ...more,
});

const post = (url: string, payload: unknown, from = nextAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress: from, headers, payload: payload as object });
const subscribe = (payload: unknown, from?: string, headers?: Record<string, string>) =>
  post('/api/v1/newsletter/subscribe', payload, from, headers);
const activate = (token: string) => post('/api/v1/newsletter/activate', { token });
const unsubscribe = (token: string) => post('/api/v1/newsletter/unsubscribe', { token });

const subscription = async (email: string) =>
  (
    await queryRows<{
      status: string;
      locale: string;
      source: string | null;
      activation_token_hash: string | null;
      activated_at: Date | null;
      unsubscribed_at: Date | null;
    }>(
      t.database.db,
      sql`select status, locale, source, activation_token_hash, activated_at, unsubscribed_at
          from marketing.newsletter_subscriptions where email = ${email}`,
    )
  )[0];
const rowCount = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from marketing.newsletter_subscriptions where email = ${email}`,
    )
  )[0]!.n;

const silent = { info() {}, warn() {}, error() {} };
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const seen = new Set<string>();

interface Mail {
  raw: string;
  text: string;
  /** The header block with folded lines joined. */
  head: string;
  activationUrl: URL;
  unsubscribeUrl: URL;
  oneClickUrl: URL;
}

/** Runs the due jobs with the process's own runner and reads the e-mails they wrote. */
async function newMail(): Promise<Mail[]> {
  const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const jobs = await createJobRunner(config, t.database.db, silent);
  await jobs.runner.runDue();
  await jobs.stop();
  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml') && !seen.has(f));
  return Promise.all(
    files.map(async (f) => {
      seen.add(f);
      const raw = await readFile(path.join(outbox, f), 'utf8');
      const text = decodeQuotedPrintable(raw);
      const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
      const link = (pattern: RegExp) => new URL(pattern.exec(text)?.[1] ?? 'about:blank');
      return {
        raw,
        text,
        head,
        activationUrl: link(/: (http:\/\/localhost:3000\/\S*aktivovat\?\S+)/),
        unsubscribeUrl: link(/: (http:\/\/localhost:3000\/\S*odhlaseni-novinek\?token=[\w-]+)/),
        oneClickUrl: new URL(/^List-Unsubscribe: <([^>]+)>/m.exec(head)?.[1] ?? 'about:blank'),
      };
    }),
  );
}

/** Signs up a fresh address and returns it with its activation e-mail. */
async function signedUp(more: Partial<NewsletterSubscribeBody> = {}, headers: Record<string, string> = {}) {
  const email = nextEmail();
  await newMail();
  const res = await subscribe(body(email, more), nextAddress(), headers);
  expect(res.statusCode).toBe(200);
  const mails = await newMail();
  expect(mails).toHaveLength(1);
  return { email, mail: mails[0]! };
}

describe('POST /api/v1/newsletter/subscribe', () => {
  it('answers the success text and e-mails a single-use activation link to the storefront', async () => {
    const email = nextEmail();
    const res = await subscribe(body(` ${email.toUpperCase()} `));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(newsletterSubscribeResponse.parse(res.json()).data.message).toBe('Přihlášení bylo úspěšné');
    const row = await subscription(email);
    expect(row).toMatchObject({ status: 'pending', locale: 'cs', source: 'footer', activated_at: null });
    const [mail, ...more] = await newMail();
    expect(more).toEqual([]);
    expect(mail!.raw).toMatch(new RegExp(`^To: ${email.replace('.', '\\.')}`, 'm'));
    expect(mail!.head).toMatch(/^Subject: /m);
    expect(mail!.text).toContain('Potvrďte prosím odběr novinek');
    expect(mail!.text).toContain(`Odkaz platí ${ACTIVATION_DAYS} dní`);
    expect(mail!.activationUrl.origin).toBe(STOREFRONT);
    expect(mail!.activationUrl.pathname).toBe('/aktivovat');
    // Only a hash of the token is stored, and the finished job keeps no copy of the link.
    const token = mail!.activationUrl.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(row!.activation_token_hash).not.toBe(token);
    const jobs = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from jobs.jobs where kind = 'newsletter-activation'`,
    );
    expect(JSON.stringify(jobs)).not.toContain(token);

    const activated = await activate(token);
    expect(activated.statusCode).toBe(200);
    expect(activated.headers['cache-control']).toBe('private, no-store');
    expect(newsletterActivationResponse.parse(activated.json()).data).toEqual({ email, activated: true });
    expect(await subscription(email)).toMatchObject({ status: 'active', activation_token_hash: null });
    expect((await subscription(email))!.activated_at).not.toBeNull();
  });

  it('passes a welcome-campaign sign-up on to the marketing-contact service, and no other', async () => {
    const contacts = async () =>
      (await readFile(path.join(t.dataDir, 'outbox', 'marketing-contacts.jsonl'), 'utf8').catch(() => ''))
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const before = (await contacts()).length;
    const { email } = await signedUp({ source: 'welcome' });
    await signedUp({ source: 'footer' });
    const written = (await contacts()).slice(before);
    // Without a configured service the body it would get is written to the outbox.
    expect(written).toEqual([
      {
        email: { email },
        origin: 'localhost:3000',
        isOptedIn: false,
        forceDoubleReOptIn: true,
        columns: { parent: 'welcome', date: new Date().toISOString().slice(0, 10) },
        writtenAt: expect.any(String),
      },
    ]);
  });

  it('writes the e-mail in the shopper’s language, with links in that language', async () => {
    const { mail } = await signedUp({ source: 'block' }, { 'x-locale': 'sk' });
    expect(mail.text).toContain('Potvrďte, prosím, odber noviniek');
    expect(mail.unsubscribeUrl.pathname).toBe('/sk/odhlaseni-novinek');
    const de = await signedUp({}, { 'x-locale': 'de' });
    expect(de.mail.text).toContain('Abonnement bestätigen');
    expect(de.mail.unsubscribeUrl.pathname).toBe('/de/odhlaseni-novinek');
  });

  it('answers an active address the same and sends it no second e-mail', async () => {
    const { email, mail } = await signedUp();
    expect((await activate(mail.activationUrl.searchParams.get('token')!)).statusCode).toBe(200);
    const again = await subscribe(body(email));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { message: newsletterMessages.subscribed } });
    expect(await newMail()).toEqual([]);
    expect(await subscription(email)).toMatchObject({ status: 'active', activation_token_hash: null });
  });

  it('sends a pending address a new link that replaces the old one', async () => {
    const { email, mail: first } = await signedUp();
    expect((await subscribe(body(email))).statusCode).toBe(200);
    const [second, ...more] = await newMail();
    expect(more).toEqual([]);
    const oldToken = first.activationUrl.searchParams.get('token')!;
    const newToken = second!.activationUrl.searchParams.get('token')!;
    expect(newToken).not.toBe(oldToken);
    expect((await activate(oldToken)).statusCode).toBe(422);
    expect((await activate(newToken)).statusCode).toBe(200);
    expect(await rowCount(email)).toBe(1);
  });

  it('sends nothing for a link a later sign-up replaced before the e-mail went out', async () => {
    const email = nextEmail();
    await newMail();
    expect((await subscribe(body(email))).statusCode).toBe(200);
    expect((await subscribe(body(email))).statusCode).toBe(200);
    expect(await newMail()).toHaveLength(1);
  });

  it('refuses an activation page that is not the storefront’s own', async () => {
    await newMail();
    const emails: string[] = [];
    for (const url of [
      'https://evil.example/aktivovat',
      'https://localhost:3000/aktivovat',
      'http://localhost:3001/aktivovat',
      'http://localhost:3000.evil.example/aktivovat',
      'http://user:pass@localhost:3000/aktivovat',
      'javascript:alert(1)',
      '/aktivovat',
      '',
    ]) {
      emails.push(nextEmail());
      const res = await subscribe(body(emails.at(-1)!, { callbackUrl: url }));
      expect(res.statusCode, url).toBe(422);
      expect(errorResponse.parse(res.json()).errors).toEqual([
        { code: 'invalid', field: 'callbackUrl', title: newsletterMessages.callbackUrl },
      ]);
    }
    for (const email of emails) expect(await rowCount(email)).toBe(0);
    expect(await newMail()).toEqual([]);
  });

  it('keeps the query of its own activation page but never a token put into it', async () => {
    const { mail } = await signedUp({ callbackUrl: `${STOREFRONT}/sk/aktivovat?token=podvrh&z=paticka#x` });
    expect(mail.activationUrl.pathname).toBe('/sk/aktivovat');
    expect(mail.activationUrl.searchParams.getAll('token')).toHaveLength(1);
    expect(mail.activationUrl.searchParams.get('token')).not.toBe('podvrh');
    expect(mail.activationUrl.searchParams.get('z')).toBe('paticka');
  });

  it('says exactly what to do about an empty e-mail', async () => {
    for (const email of ['', '   ']) {
      const res = await subscribe(body(email));
      expect(res.statusCode).toBe(422);
      expect(errorResponse.parse(res.json()).errors).toEqual([
        { code: 'invalid', field: 'email', title: 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.' },
      ]);
    }
  });

  it('refuses a malformed e-mail and a missing consent, storing and sending nothing', async () => {
    await newMail();
    const res = await subscribe(body('jana@', { terms: false }));
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      { code: 'invalid', field: 'email', title: messages.email },
      { code: 'invalid', field: 'terms', title: newsletterMessages.terms },
    ]);
    const email = nextEmail();
    const noTerms = await subscribe(body(email, { terms: false }));
    expect(noTerms.statusCode).toBe(422);
    expect(errorResponse.parse(noTerms.json()).errors).toEqual([
      { code: 'invalid', field: 'terms', title: newsletterMessages.terms },
    ]);
    const tooLong = await subscribe(body(`${'a'.repeat(250)}@example.cz`));
    expect(errorResponse.parse(tooLong.json()).errors[0]!.title).toBe(newsletterMessages.tooLong);
    expect(await rowCount(email)).toBe(0);
    expect(await newMail()).toEqual([]);
  });

  it('refuses a body of the wrong types in the error shape', async () => {
    const { terms: _terms, ...noTerms } = body(nextEmail());
    const missing = await subscribe(noTerms);
    expect(missing.statusCode).toBe(400);
    expect(errorResponse.parse(missing.json()).errors).toEqual([
      { code: 'invalid', field: 'terms', title: 'Neplatná hodnota' },
    ]);
    const wrong = await subscribe({ ...body(nextEmail()), email: 42, source: 'jinde' });
    expect(wrong.statusCode).toBe(400);
    expect(errorResponse.parse(wrong.json()).errors.map((e) => e.field)).toEqual(['email', 'source']);
  });

  it('throttles sign-ups of one e-mail and from one client address', async () => {
    const email = nextEmail();
    for (let i = 0; i < NEWSLETTER_SIGN_UPS.perEmail; i++) {
      expect((await subscribe(body(email))).statusCode).toBe(200);
    }
    const refused = await subscribe(body(email.toUpperCase()));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [error] = errorResponse.parse(refused.json()).errors;
    expect(error!.code).toBe('too_many_requests');
    expect(error!.title).toMatch(
      /^Přihlásit k odběru jste se zkoušeli příliš často\. Zkuste to prosím znovu za \d+ min/,
    );

    const from = nextAddress();
    for (let i = 0; i < NEWSLETTER_SIGN_UPS.perAddress; i++) {
      expect((await subscribe(body(nextEmail()), from)).statusCode).toBe(200);
    }
    expect((await subscribe(body(nextEmail()), from)).statusCode).toBe(429);
    // Refused attempts count too; another address is not held back.
    expect((await subscribe(body(''), from)).statusCode).toBe(429);
    expect((await subscribe(body(nextEmail()))).statusCode).toBe(200);
  });

  it('makes one subscription of sign-ups of one address at once', async () => {
    const email = nextEmail();
    await newMail();
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => subscribe(body(i % 2 ? email.toUpperCase() : email))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await rowCount(email)).toBe(1);
    // Only the newest link is sent, and it works.
    const mails = await newMail();
    expect(mails).toHaveLength(1);
    expect((await activate(mails[0]!.activationUrl.searchParams.get('token')!)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/newsletter/activate', () => {
  const refusedWith = async (token: string) => {
    const res = await activate(token);
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      { code: 'newsletter.activationInvalid', field: 'token', title: newsletterMessages.activationInvalid },
    ]);
  };

  it('takes a link once', async () => {
    const { mail } = await signedUp();
    const token = mail.activationUrl.searchParams.get('token')!;
    expect((await activate(token)).statusCode).toBe(200);
    await refusedWith(token);
  });

  it('refuses an expired link, and an unknown or malformed token', async () => {
    const { email, mail } = await signedUp();
    await t.database.db.execute(
      sql`update marketing.newsletter_subscriptions set activation_expires_at = now() - interval '1 second' where email = ${email}`,
    );
    await refusedWith(mail.activationUrl.searchParams.get('token')!);
    expect((await subscription(email))!.status).toBe('pending');
    await refusedWith('A'.repeat(43));
    await refusedWith('neplatny-odkaz-12345');
    expect((await activate('')).statusCode).toBe(400);
  });

  it('activates one of two uses of one link at once', async () => {
    const { mail } = await signedUp();
    const token = mail.activationUrl.searchParams.get('token')!;
    const answers = await Promise.all([activate(token), activate(token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});

describe('unsubscribing', () => {
  it('ends a subscription by the link in the e-mail, and asking again answers the same', async () => {
    const { email, mail } = await signedUp();
    expect((await activate(mail.activationUrl.searchParams.get('token')!)).statusCode).toBe(200);
    const token = mail.unsubscribeUrl.searchParams.get('token')!;
    const res = await unsubscribe(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(newsletterUnsubscribeResponse.parse(res.json()).data).toEqual({ email, unsubscribed: true });
    const row = await subscription(email);
    expect(row).toMatchObject({ status: 'unsubscribed' });
    expect(row!.unsubscribed_at).not.toBeNull();
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await subscription(email))!.unsubscribed_at).toEqual(row!.unsubscribed_at);
    // Signing up again asks for a confirmation again.
    expect((await subscribe(body(email))).statusCode).toBe(200);
    expect(await newMail()).toHaveLength(1);
    expect((await subscription(email))!.status).toBe('pending');
  });

  it('voids the activation link of a pending subscription', async () => {
    const { email, mail } = await signedUp();
    expect((await unsubscribe(mail.unsubscribeUrl.searchParams.get('token')!)).statusCode).toBe(200);
    expect((await activate(mail.activationUrl.searchParams.get('token')!)).statusCode).toBe(422);
    expect((await subscription(email))!.status).toBe('unsubscribed');
  });

  it('carries the one-click unsubscribe header fields that a mail program posts to', async () => {
    const { email, mail } = await signedUp();
    expect(mail.head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.oneClickUrl.origin).toBe('http://localhost:4000');
    expect(mail.oneClickUrl.pathname).toBe('/api/v1/newsletter/unsubscribe/one-click');
    expect(mail.oneClickUrl.searchParams.get('token')).toBe(mail.unsubscribeUrl.searchParams.get('token'));
    const res = await t.app.inject({
      method: 'POST',
      url: `${mail.oneClickUrl.pathname}${mail.oneClickUrl.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email, unsubscribed: true } });
    expect((await subscription(email))!.status).toBe('unsubscribed');
    const multipart = await t.app.inject({
      method: 'POST',
      url: `${mail.oneClickUrl.pathname}${mail.oneClickUrl.search}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
  });

  it('refuses an unknown token, and a GET changes nothing', async () => {
    const unknown = await unsubscribe('B'.repeat(43));
    expect(unknown.statusCode).toBe(422);
    expect(errorResponse.parse(unknown.json()).errors).toEqual([
      { code: 'newsletter.unsubscribeInvalid', field: 'token', title: newsletterMessages.unsubscribeInvalid },
    ]);
    const { email, mail } = await signedUp();
    const get = await t.app.inject({
      method: 'GET',
      url: `${mail.oneClickUrl.pathname}${mail.oneClickUrl.search}`,
    });
    expect(get.statusCode).toBe(404);
    expect((await subscription(email))!.status).toBe('pending');
  });
});
