import { Hr, Text } from '@react-email/components';
import { lines, muted, paragraph, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';

const label = { color: muted, fontSize: '14px' };

/** A shopper's message from the contact form, as the shop reads it. */
export interface ContactMessageMail {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  orderCode: string | null;
  message: string;
  locale: string;
  receivedAt: Date;
}

const pragueTime = (at: Date) =>
  at.toLocaleString('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium', timeStyle: 'short' });

/**
 * The shop's copy of a contact-form message: to the shop's customer line, a reply going to the
 * shopper. Every value in the HTML is escaped by React; the plain part keeps the text as typed.
 */
export async function renderContactMessage(
  m: ContactMessageMail,
  shop: { name: string; address: string },
): Promise<MailMessage> {
  const subject = `Zpráva z kontaktního formuláře č. ${m.id}${m.orderCode ? ` (objednávka ${m.orderCode})` : ''}`;
  const details: [string, string][] = [
    ['Od', `${m.name} <${m.email}>`],
    ...(m.phone ? ([['Telefon', m.phone]] as [string, string][]) : []),
    ...(m.orderCode ? ([['Objednávka', m.orderCode]] as [string, string][]) : []),
    ['Přijato', pragueTime(m.receivedAt)],
    ['Jazyk', m.locale],
  ];
  // Paragraphs and lines as typed: blank lines separate paragraphs.
  const message = m.message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split(/\r?\n/));
  const body = (
    <>
      {details.map(([name, value]) => (
        <Text key={name} style={paragraph}>
          <span style={label}>{name}: </span>
          {value}
        </Text>
      ))}
      <Hr />
      {message.map((p, i) => (
        <Text key={i} style={paragraph}>
          {lines(p)}
        </Text>
      ))}
      <Hr />
    </>
  );
  const text = [subject, '', ...details.map(([name, value]) => `${name}: ${value}`), '', m.message];
  return {
    to: shop,
    replyTo: { name: m.name, address: m.email },
    ...(await renderMail(
      { subject, footer: { text: 'Odpovědí na tento e-mail napíšete přímo zákazníkovi.' } },
      body,
      text,
    )),
  };
}
