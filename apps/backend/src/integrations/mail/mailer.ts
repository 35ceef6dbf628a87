import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Content-ID for an inline image: the HTML refers to it as `cid:<cid>`. */
  cid?: string;
}

export interface MailMessage {
  to: { name: string; address: string };
  /** Where a reply goes when not to the sender (a shopper's message answered by the shop). */
  replyTo?: { name: string; address: string };
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part; every value in it already escaped. */
  html: string;
  attachments?: MailAttachment[];
  /** Further header fields, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where messages go: 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export interface MailerOptions {
  from: string;
  /** smtp:// or smtps://; unset: messages are written into `${dataDir}/outbox`. */
  smtpUrl?: string;
  /** An smtp:// server must offer STARTTLS, or nothing is sent (production). */
  requireTls?: boolean;
  dataDir: string;
}

const toNodemailer = (from: string, m: MailMessage) => ({
  from,
  to: m.to,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  subject: m.subject,
  text: m.text,
  html: m.html,
  ...(m.headers ? { headers: m.headers } : {}),
  attachments: m.attachments?.map((a) => ({
    filename: a.filename,
    content: a.content,
    contentType: a.contentType,
    ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
  })),
});

/**
 * Outgoing mail through nodemailer: to the SMTP server of SMTP_URL, or, without one, each message
 * as a complete RFC 822 file (`.eml`, CRLF line ends) in DATA_DIR/outbox, which any mail client
 * opens. Files appear whole (written aside, then renamed).
 */
export function createMailer({ from, smtpUrl, requireTls = false, dataDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      requireTLS: requireTls,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(toNodemailer(from, message));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(toNodemailer(from, message));
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outbox, name);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
