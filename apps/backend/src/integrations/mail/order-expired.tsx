import type { CSSProperties } from 'react';
import { Body, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Order } from '@shop/contract';
import type { MailMessage } from './mailer.ts';
import { pragueDate } from './prague-date.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };

interface OrderExpiredProps {
  subject: string;
  paragraphs: string[];
  shopUrl: string;
  shopName: string;
}

function OrderExpiredEmail({ subject, paragraphs, shopUrl, shopName }: OrderExpiredProps) {
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
          <Text style={paragraph}>
            <Link href={shopUrl}>{shopUrl}</Link>
          </Text>
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

/** '2026-11-25T…' → '25. 11. 2026' (Prague time, plain spaces). */
const czechDate = (iso: string) => pragueDate(iso).replace(/\u00a0/g, ' ');

/**
 * The e-mail telling a shopper that their unpaid order was cancelled and its goods released
 * (Czech, as the order confirmation). The HTML part is a component: every value is escaped.
 */
export async function renderOrderExpired(
  order: Order,
  options: { shopName: string; shopUrl: string },
): Promise<MailMessage> {
  const subject = `Objednávka č. ${order.code} byla zrušena`;
  const paragraphs = [
    'Dobrý den,',
    `objednávku č. ${order.code} z ${czechDate(order.createdAt)} jsme zrušili, protože nebyla včas zaplacena. Zboží, které jsme pro vás drželi, je znovu v prodeji.`,
    'Pokud o ně stále máte zájem, objednejte si je prosím znovu. Jestli jste platbu už odeslali, odpovězte nám na tento e-mail a vše vyřešíme.',
  ];
  const html = await render(<OrderExpiredEmail subject={subject} paragraphs={paragraphs} {...options} />);
  return {
    to: { name: order.customer.name, address: order.customer.email },
    subject,
    text: [...paragraphs, options.shopUrl, '', 'S pozdravem', options.shopName, ''].join('\n'),
    html,
  };
}
