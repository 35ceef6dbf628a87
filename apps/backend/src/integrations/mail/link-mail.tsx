import type { CSSProperties } from 'react';
import { Body, Button, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };
const small: CSSProperties = { margin: '24px 0 0', fontSize: '13px', lineHeight: '1.5', color: '#5b606b' };

/** A mail whose point is one link: a few paragraphs and a button. */
export interface LinkMail {
  subject: string;
  paragraphs: string[];
  url: string;
  /** The button's text; the plain-text part writes it before the address. */
  button: string;
  shopName: string;
  /** The mail's language (cs when absent) and its closing words. */
  lang?: string;
  regards?: string;
  /** A small line under the signature with a link of its own (a newsletter's unsubscribe link). */
  footer?: { text: string; link: string; href: string };
}

function LinkEmail({
  subject,
  paragraphs,
  url,
  button,
  shopName,
  lang,
  regards,
  footer,
}: Required<Omit<LinkMail, 'footer'>> & Pick<LinkMail, 'footer'>) {
  return (
    <Html lang={lang}>
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          {paragraphs.map((p) => (
            <Text key={p} style={paragraph}>
              {p}
            </Text>
          ))}
          <Button
            href={url}
            style={{
              backgroundColor: '#b0124f',
              color: '#ffffff',
              padding: '12px 20px',
              borderRadius: '6px',
              fontWeight: 'bold',
            }}
          >
            {button}
          </Button>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            {regards}
            <br />
            {shopName}
          </Text>
          {footer && (
            <Text style={small}>
              {footer.text} <Link href={footer.href}>{footer.link}</Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** Renders a link mail, HTML and plain text; every value in the HTML is escaped. */
export async function renderLinkMail(
  to: { name: string; address: string },
  { lang = 'cs', regards = 'S pozdravem', ...mail }: LinkMail,
): Promise<MailMessage> {
  const html = await render(<LinkEmail {...mail} lang={lang} regards={regards} />);
  const text = [...mail.paragraphs, '', `${mail.button}: ${mail.url}`, '', regards, mail.shopName, ''];
  if (mail.footer) text.push(`${mail.footer.text} ${mail.footer.link}: ${mail.footer.href}`, '');
  return { to, subject: mail.subject, text: text.join('\n'), html };
}
