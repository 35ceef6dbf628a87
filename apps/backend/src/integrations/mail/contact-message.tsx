import type { CSSProperties } from 'react';
import { Body, Container, Head, Heading, Hr, Html, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };
const label: CSSProperties = { ...paragraph, margin: '0 0 4px', color: '#5b6470', fontSize: '14px' };

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

function ContactMessageEmail({
  subject,
  details,
  message,
}: {
  subject: string;
  details: [string, string][];
  message: string[][];
}) {
  return (
    <Html lang="cs">
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          {details.map(([name, value]) => (
            <Text key={name} style={paragraph}>
              <span style={label}>{name}: </span>
              {value}
            </Text>
          ))}
          <Hr />
          {message.map((lines, i) => (
            <Text key={i} style={paragraph}>
              {lines.map((line, j) => (
                <span key={j}>
                  {j > 0 && <br />}
                  {line}
                </span>
              ))}
            </Text>
          ))}
          <Hr />
          <Text style={label}>Odpovědí na tento e-mail napíšete přímo zákazníkovi.</Text>
        </Container>
      </Body>
    </Html>
  );
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
  const html = await render(<ContactMessageEmail subject={subject} details={details} message={message} />);
  return {
    to: shop,
    replyTo: { name: m.name, address: m.email },
    subject,
    text: [
      subject,
      '',
      ...details.map(([name, value]) => `${name}: ${value}`),
      '',
      m.message,
      '',
      'Odpovědí na tento e-mail napíšete přímo zákazníkovi.',
      '',
    ].join('\n'),
    html,
  };
}
