import type { CSSProperties } from 'react';
import { Body, Button, Container, Head, Heading, Html, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };

interface PasswordResetProps {
  subject: string;
  paragraphs: string[];
  resetUrl: string;
  shopName: string;
}

function PasswordResetEmail({ subject, paragraphs, resetUrl, shopName }: PasswordResetProps) {
  return (
    <Html lang="cs">
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
            href={resetUrl}
            style={{
              backgroundColor: '#b0124f',
              color: '#ffffff',
              padding: '12px 20px',
              borderRadius: '6px',
              fontWeight: 'bold',
            }}
          >
            Nastavit nové heslo
          </Button>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            S pozdravem
            <br />
            {shopName}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The e-mail with the link to set a new password (Czech); every value in the HTML is escaped. */
export async function renderPasswordReset(
  to: { name: string; address: string },
  options: { shopName: string; resetUrl: string; validMinutes: number },
): Promise<MailMessage> {
  const subject = 'Nastavení nového hesla';
  const paragraphs = [
    'Dobrý den,',
    `někdo (nejspíš vy) požádal o nastavení nového hesla k vašemu účtu. Odkaz níže platí ${options.validMinutes} minut a lze ho použít jen jednou.`,
    'Pokud jste o nové heslo nežádali, tento e-mail prosím ignorujte: vaše současné heslo platí dál.',
  ];
  const html = await render(
    <PasswordResetEmail
      subject={subject}
      paragraphs={paragraphs}
      resetUrl={options.resetUrl}
      shopName={options.shopName}
    />,
  );
  return {
    to,
    subject,
    text: [
      ...paragraphs,
      '',
      `Nastavit nové heslo: ${options.resetUrl}`,
      '',
      'S pozdravem',
      options.shopName,
      '',
    ].join('\n'),
    html,
  };
}
