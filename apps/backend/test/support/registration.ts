import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loginResponse, messageResponse } from '@shop/contract';
import type { Db } from '../../src/db/client.ts';
import { createMailer } from '../../src/integrations/mail/mailer.ts';
import { createCustomerJobHandlers } from '../../src/modules/customer/index.ts';
import { JobRunner } from '../../src/modules/jobs/index.ts';

/** What registering through the store API needs of a test app: its server, database and outbox. */
export interface RegisteringApp {
  app: FastifyInstance;
  database: { db: Db };
  dataDir: string;
}

const silent = { info() {}, warn() {}, error() {} };

/**
 * Sends the queued registration mails, as the shop's job runner does, and nothing else: the test's
 * other queued work (order mails, reports) stays queued for the test to see.
 */
export async function sendRegistrationMails(t: RegisteringApp): Promise<void> {
  const mailer = createMailer({ from: 'Obchod <obchod@example.cz>', dataDir: t.dataDir });
  const runner = new JobRunner({
    db: t.database.db,
    handlers: createCustomerJobHandlers({ db: t.database.db, mailer, shopName: 'Obchod', log: silent }),
    kinds: ['registration'],
    log: silent,
  });
  await runner.runDue();
}

/**
 * A mail with its head's folded lines unfolded (a long To: is folded before the address), and its
 * body's quoted-printable soft breaks joined and `=3D` read as `=`, so that a link reads whole.
 */
function readable(raw: string): string {
  const end = /\r?\n\r?\n/.exec(raw);
  if (!end) return raw;
  const head = raw.slice(0, end.index).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw
    .slice(end.index)
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  return head + body;
}

/** A mail's subject, its encoded words (RFC 2047) decoded. */
export function subjectOf(mail: string): string {
  // mailsTo unfolded the head.
  const header = /^Subject: (.*)/m.exec(mail)?.[1] ?? '';
  return header
    .replace(/\?= =\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes: number[] = [];
      for (let i = 0; i < text.length; i++) {
        if (text[i] === '=') {
          bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
          i += 2;
        } else bytes.push(text[i] === '_' ? 0x20 : text.charCodeAt(i));
      }
      return Buffer.from(bytes).toString('utf8');
    });
}

/** The outbox's mails to the e-mail, newest last. */
export async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.map(async (f) => ({
      at: (await stat(path.join(outbox, f))).mtimeMs,
      name: f,
      text: readable(await readFile(path.join(outbox, f), 'utf8')),
    })),
  );
  const to = new RegExp(`^To: .*<${email.replace(/[.+]/g, '\\$&')}>`, 'im');
  return mails
    .filter((m) => to.test(m.text))
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
    .map((m) => m.text);
}

/** The token of the newest registration link mailed to the e-mail. */
export async function registrationTokenOf(dataDir: string, email: string): Promise<string> {
  const links = (await mailsTo(dataDir, email))
    .map((m) => /(https?:\/\/\S+\/registrovat\?token=[\w-]+)/.exec(m)?.[1])
    .filter((l): l is string => !!l);
  expect(links.length, `no registration link mailed to ${email}`).toBeGreaterThan(0);
  return new URL(links.at(-1)!).searchParams.get('token')!;
}

/**
 * Registers through the store API as a shopper does: the form, the mail, the link. Answers the
 * new session's token. `headers` go with both calls (an address, a guest cart).
 */
export async function registerThroughMail(
  t: RegisteringApp,
  payload: Record<string, unknown> & { email: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const asked = await t.app.inject({ method: 'POST', url: '/api/v1/register', headers, payload });
  expect(asked.statusCode, asked.body).toBe(200);
  messageResponse.parse(asked.json());
  // Registrations made at once: another call's runner may be sending this one's mail right now.
  const email = payload.email.trim().toLowerCase();
  await vi.waitFor(
    async () => {
      await sendRegistrationMails(t);
      expect((await mailsTo(t.dataDir, email)).length, `no mail to ${email}`).toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 50 },
  );
  const token = await registrationTokenOf(t.dataDir, email);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/register/confirm',
    headers,
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return loginResponse.parse(confirmed.json()).data.access_token;
}
