import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormResponse, errorResponse, type ContactFormBody } from '@shop/contract';
import { CONTACT_FORM_LIMITS, contactFormMessages, messages } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { CONTACT_MESSAGES } from '../src/modules/support/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const valid: ContactFormBody = {
  name: 'Jana Nováková',
  email: 'jana.novakova@example.cz',
  phone: '+420 777 123 456',
  message: 'Dobrý den,\nkdy mi přijde objednávka?\n\nDěkuji, Jana',
  orderCode: '2026-000123',
  consent: true,
};

// Each test sends from its own address, so that the attempts of one never throttle another.
let address = 10;
const nextAddress = () => `198.51.100.${address++}`;

const send = (body: unknown, from = nextAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/contact-form',
    remoteAddress: from,
    headers,
    payload: body as object,
  });

const storedCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from support.contact_messages`,
    )
  )[0]!.n;

const silent = { info() {}, warn() {}, error() {} };

/** The parts' quoted-printable UTF-8 as text (the raw message is ASCII). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
const seen = new Set<string>();

/** Runs the due jobs with the process's own runner and reads the e-mails they wrote. */
async function newMail(): Promise<{ raw: string; text: string }[]> {
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
      return { raw, text: decodeQuotedPrintable(raw) };
    }),
  );
}

describe('POST /api/v1/contact-form', () => {
  it('stores the message and answers the Czech thank-you', async () => {
    const before = await storedCount();
    const res = await send(valid, nextAddress(), { 'x-locale': 'sk' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(contactFormResponse.parse(res.json()).data.message).toBe(contactFormMessages.sent);
    expect(await storedCount()).toBe(before + 1);
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select name, email, phone, message, order_code, locale from support.contact_messages order by id desc limit 1`,
    );
    expect(row).toEqual({
      name: 'Jana Nováková',
      email: 'jana.novakova@example.cz',
      phone: '+420 777 123 456',
      message: valid.message,
      order_code: '2026-000123',
      locale: 'sk',
    });
  });

  it('e-mails the shop through the mail transport, a reply going to the shopper', async () => {
    await newMail();
    const res = await send({ ...valid, message: 'Prosím o radu <b>s výběrem</b> & velikostí kalíšku.' });
    expect(res.statusCode).toBe(200);
    const mails = await newMail();
    expect(mails).toHaveLength(1);
    const { raw, text } = mails[0]!;
    // The shop's contact e-mail from the shop settings (the fixture's).
    expect(raw).toMatch(/^To: .*info@example\.cz/m);
    expect(raw).toMatch(/^Reply-To: .*jana\.novakova@example\.cz/m);
    expect(text).toContain('objednávka 2026-000123');
    expect(text).toContain('Prosím o radu <b>s výběrem</b> & velikostí kalíšku.');
    // The HTML part escapes what the shopper typed.
    expect(text).toContain('&lt;b&gt;s výběrem&lt;/b&gt;');
    expect(text).not.toMatch(/<b>s výběrem<\/b><\/p>/);
  });

  it('takes a message without the optional phone and order code', async () => {
    const { phone: _phone, orderCode: _orderCode, ...required } = valid;
    expect((await send(required)).statusCode).toBe(200);
    expect((await send({ ...required, phone: ' ', orderCode: '' })).statusCode).toBe(200);
  });

  it('refuses bad input with a Czech message per field, stores nothing and sends nothing', async () => {
    await newMail();
    const before = await storedCount();
    const res = await send({
      name: 'Jana',
      email: 'jana@',
      phone: '777 123',
      message: 'Ahoj',
      orderCode: 'č. 12/3',
      consent: true,
    });
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      { code: 'invalid', field: 'name', title: messages.fullName },
      { code: 'invalid', field: 'email', title: messages.email },
      { code: 'invalid', field: 'phone', title: messages.phone },
      { code: 'invalid', field: 'message', title: contactFormMessages.messageTooShort },
      { code: 'invalid', field: 'orderCode', title: contactFormMessages.orderCode },
    ]);
    expect(await storedCount()).toBe(before);
    expect(await newMail()).toEqual([]);
  });

  it('refuses empty required fields', async () => {
    const res = await send({ name: ' ', email: '', message: '  ', consent: true });
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      { code: 'invalid', field: 'name', title: contactFormMessages.required },
      { code: 'invalid', field: 'email', title: contactFormMessages.required },
      { code: 'invalid', field: 'message', title: contactFormMessages.required },
    ]);
  });

  it('needs the consent', async () => {
    const res = await send({ ...valid, consent: false });
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      { code: 'invalid', field: 'consent', title: contactFormMessages.consent },
    ]);
    const missing = await send({ ...valid, consent: undefined });
    expect(missing.statusCode).toBe(400);
    expect(errorResponse.parse(missing.json()).errors).toEqual([
      { code: 'invalid', field: 'consent', title: 'Neplatná hodnota' },
    ]);
  });

  it('takes the longest message and refuses longer texts', async () => {
    const longest = 'ř'.repeat(CONTACT_FORM_LIMITS.message);
    expect((await send({ ...valid, message: longest })).statusCode).toBe(200);
    const tooLong = await send({
      ...valid,
      name: `Jana ${'N'.repeat(CONTACT_FORM_LIMITS.name)}`,
      message: `${longest}!`,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(errorResponse.parse(tooLong.json()).errors).toEqual([
      { code: 'invalid', field: 'name', title: contactFormMessages.tooLong },
      { code: 'invalid', field: 'message', title: contactFormMessages.messageTooLong },
    ]);
    // Past the transport cap the body is not read as a message at all.
    const huge = await send({ ...valid, message: 'x'.repeat(60_000) });
    expect(huge.statusCode).toBe(400);
    expect(errorResponse.parse(huge.json()).errors[0]).toMatchObject({ code: 'invalid', field: 'message' });
  });

  it('refuses a body of the wrong types in the error shape', async () => {
    const res = await send({ ...valid, name: 42, consent: 'ano' });
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).errors.map((e) => e.field)).toEqual(['name', 'consent']);
  });

  it('throttles each client address, telling when to try again', async () => {
    const from = nextAddress();
    for (let i = 0; i < CONTACT_MESSAGES.max; i++) expect((await send(valid, from)).statusCode).toBe(200);
    const refused = await send(valid, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [error] = errorResponse.parse(refused.json()).errors;
    expect(error!.code).toBe('too_many_requests');
    expect(error!.title).toMatch(
      /^Odeslali jste nám v krátké době příliš mnoho zpráv\. Zkuste to prosím znovu za \d+ min/,
    );
    // Refused attempts count too, and another address is not held back.
    expect((await send({ ...valid, consent: false }, from)).statusCode).toBe(429);
    expect((await send(valid)).statusCode).toBe(200);
  });
});
