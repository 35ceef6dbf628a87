import type { CSSProperties, ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailMessage } from './mailer.ts';

export const muted = '#5b606b';
export const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };
export const small: CSSProperties = { margin: '24px 0 0', fontSize: '13px', lineHeight: '1.5', color: muted };
export const h2: CSSProperties = { fontSize: '18px', margin: '24px 0 8px' };
export const button: CSSProperties = {
  backgroundColor: '#b0124f',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  fontWeight: 'bold',
};
/** A link that is the mail's call to action without being a button. */
export const strongLink: CSSProperties = { color: '#1d4ed8', fontWeight: 'bold' };
export const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '14px' };
export const td: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid #e3e6ea',
  verticalAlign: 'top',
};
export const tdRight: CSSProperties = { ...td, textAlign: 'right', whiteSpace: 'nowrap' };

/** A small line under the signature, with a link of its own (a newsletter's unsubscribe link). */
export interface MailFooter {
  text: string;
  link?: { text: string; href: string };
}

/** What every mail has around its body. */
export interface MailFrame {
  /** The subject, also the HTML's title and heading. */
  subject: string;
  /** The mail's language; cs when absent. */
  lang?: string;
  /** Signs the mail with `regards` (S pozdravem when absent); the shop's own mails go unsigned. */
  shopName?: string;
  regards?: string;
  footer?: MailFooter;
  /** Room for a table of items. */
  wide?: boolean;
}

/** Lines of one paragraph, broken with <br>. */
export const lines = (values: string[]): ReactNode[] =>
  values.flatMap((v, i) => (i === 0 ? [v] : [<br key={i} />, v]));

/** One paragraph each. */
export function Paragraphs({ texts }: { texts: string[] }) {
  return texts.map((p, i) => (
    <Text key={i} style={paragraph}>
      {p}
    </Text>
  ));
}

/** The frame of every mail: heading, body, signature, footer. */
export function MailLayout({
  subject,
  lang = 'cs',
  shopName,
  regards = 'S pozdravem',
  footer,
  wide,
  children,
}: MailFrame & { children: ReactNode }) {
  return (
    <Html lang={lang}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: wide ? '640px' : '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          {children}
          {shopName !== undefined && (
            <Text style={{ ...paragraph, margin: '24px 0 0' }}>
              {regards}
              <br />
              {shopName}
            </Text>
          )}
          {footer && (
            <Text style={small}>
              {footer.text}
              {footer.link && (
                <>
                  {' '}
                  <Link href={footer.link.href}>{footer.link.text}</Link>
                </>
              )}
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A mail's subject and both its parts: `body` in the layout (React escapes every value), and the
 * plain-text lines `text` followed by the same signature and footer, so the two parts agree.
 */
export async function renderMail(
  frame: MailFrame,
  body: ReactNode,
  text: string[],
): Promise<Pick<MailMessage, 'subject' | 'text' | 'html'>> {
  const { subject, shopName, regards = 'S pozdravem', footer } = frame;
  const html = await render(<MailLayout {...frame}>{body}</MailLayout>);
  const signature = shopName !== undefined ? ['', regards, shopName, ''] : [''];
  const footerText = footer?.link ? `${footer.text} ${footer.link.text}: ${footer.link.href}` : footer?.text;
  return {
    subject,
    text: [...text, ...signature, ...(footerText !== undefined ? [footerText, ''] : [])].join('\n'),
    html,
  };
}
