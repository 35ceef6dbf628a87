// The test shop's outbox: the backend, with no mail server configured, writes each e-mail as an
// .eml file (RFC 822, MIME) into the data folder's `outbox`. The job runner sends them a moment
// after the request that caused them, so a test waits for the mail it expects.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { dataDirName } from '../ports.mjs';

const outbox = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', dataDirName, 'outbox');

export interface Mail {
  to: string;
  subject: string;
  /** The text and HTML parts, decoded. */
  text: string;
  attachments: { filename: string; contentType: string }[];
  /** When the file was written (ms). */
  at: number;
}

/** Bytes as a binary string (one character a byte), read as UTF-8. */
const utf8 = (binary: string) => Buffer.from(binary, 'latin1').toString('utf8');
const quotedPrintable = (s: string) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
/** A header's RFC 2047 words (`=?UTF-8?Q?…?=`), joined where they were split. */
const headerText = (value: string) =>
  utf8(
    value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('latin1')
          : quotedPrintable(data.replace(/_/g, ' ')),
      ),
  );

function mimePart(raw: string) {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** One .eml file, read as bytes (latin1): its recipient, subject, text and attachments. */
function readMail(raw: string, at: number): Mail {
  const mail: Mail = { to: '', subject: '', text: '', attachments: [], at };
  const walk = (part: string, top: boolean) => {
    const { headers, body } = mimePart(part);
    if (top) {
      mail.to = headerText(headers.get('to') ?? '');
      mail.subject = headerText(headers.get('subject') ?? '');
    }
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      for (const piece of body.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        walk(piece.replace(/^\r\n/, ''), false);
      }
      return;
    }
    const name = /(?:file)?name="?([^";]+)"?/i.exec(
      `${headers.get('content-disposition') ?? ''};${type}`,
    )?.[1];
    const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
    if (name && !/^text\//i.test(type)) {
      mail.attachments.push({ filename: headerText(name), contentType: type.split(';')[0]!.trim() });
    } else if (/^text\//i.test(type)) {
      const decoded =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('latin1')
          : encoding === 'quoted-printable'
            ? quotedPrintable(body)
            : body;
      mail.text += `${utf8(decoded)}\n`;
    }
  };
  walk(raw, true);
  return mail;
}

const mailFiles = async () =>
  (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

/** The outbox as it is now: a later look can leave these mails out (see mailsTo). */
export type OutboxMark = ReadonlySet<string>;
export const outboxMark = async (): Promise<OutboxMark> => new Set(await mailFiles());

/** The e-mails to `email` in the outbox, newest first; with `after`, only those sent since. */
export async function mailsTo(email: string, after?: OutboxMark): Promise<Mail[]> {
  const files = (await mailFiles()).filter((f) => !after?.has(f));
  const mails = await Promise.all(
    files.map(async (f) => {
      const file = path.join(outbox, f);
      const [raw, { mtimeMs }] = await Promise.all([readFile(file, 'latin1'), stat(file)]);
      return readMail(raw, mtimeMs);
    }),
  );
  return mails
    .filter((m) => m.to.toLowerCase().includes(`<${email.toLowerCase()}>`))
    .sort((a, b) => b.at - a.at);
}

/** Waits for the job runner (every second) to send `email` the mail that `matches`: the newest such. */
export async function mailTo(
  email: string,
  what: string,
  matches: (m: Mail) => boolean,
  after?: OutboxMark,
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email, after)).find(matches);
        return found !== undefined;
      },
      { message: `${what} to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
