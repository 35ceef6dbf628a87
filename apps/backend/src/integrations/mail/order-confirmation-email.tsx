import type { CSSProperties, ReactNode } from 'react';
import { Body, Container, Head, Heading, Html, Img, Link, Section, Text } from '@react-email/components';

export interface EmailItem {
  name: string;
  variant: string | null;
  code: string;
  amount: string;
  free: string | null;
  unit: string;
  total: string;
}

export interface EmailLine {
  label: string;
  value: string;
  strong?: boolean;
}

/** How the order is paid, as the e-mail tells it. */
export type EmailPayment =
  | { kind: 'notice'; text: string; background: string }
  | {
      kind: 'transfer';
      lead: string;
      rows: [string, string][];
      qr: { src: string; alt: string } | null;
    }
  | { kind: 'gateway'; text: string; orderPageUrl: string }
  | { kind: 'none' };

export interface OrderConfirmationEmailProps {
  subject: string;
  intro: string;
  payment: EmailPayment;
  items: EmailItem[];
  totals: EmailLine[];
  delivery: string[];
  billing: string[];
  shopName: string;
}

const muted = '#4a4f57';
const td: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #e3e6ea', verticalAlign: 'top' };
const tdRight: CSSProperties = { ...td, textAlign: 'right', whiteSpace: 'nowrap' };
const strong: CSSProperties = { fontWeight: 'bold', fontSize: '16px' };
const h2: CSSProperties = { fontSize: '18px', margin: '24px 0 8px' };
const paragraph: CSSProperties = { margin: '0', fontSize: '16px', lineHeight: '1.5' };
const box: CSSProperties = { margin: '0 0 20px', padding: '12px 16px', borderRadius: '6px' };
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: '14px' };

/** Lines joined with line breaks. */
const lines = (values: string[]): ReactNode[] =>
  values.flatMap((v, i) => (i === 0 ? [v] : [<br key={i} />, v]));

/** How to pay, as the order e-mails show it: a notice, the transfer with its QR image, the gateway's link. */
export function Payment({ payment }: { payment: EmailPayment }) {
  switch (payment.kind) {
    case 'notice':
      return <Text style={{ ...paragraph, ...box, background: payment.background }}>{payment.text}</Text>;
    case 'transfer':
      return (
        <Section style={{ ...box, background: '#eef4fd' }}>
          <Text style={{ ...paragraph, margin: '0 0 8px' }}>{payment.lead}</Text>
          <table role="presentation" style={{ borderCollapse: 'collapse', fontSize: '14px' }}>
            <tbody>
              {payment.rows.map(([k, v]) => (
                <tr key={k}>
                  <td style={{ padding: '2px 16px 2px 0', color: muted }}>{k}</td>
                  <td style={{ padding: '2px 0', fontWeight: 'bold' }}>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {payment.qr && (
            <>
              <Text style={{ ...paragraph, margin: '12px 0 4px' }}>
                Nebo načtěte QR kód v aplikaci své banky:
              </Text>
              <Img src={payment.qr.src} width="200" height="200" alt={payment.qr.alt} />
            </>
          )}
        </Section>
      );
    case 'gateway':
      return (
        <Section style={{ ...box, background: '#fff4cc' }}>
          <Text style={{ ...paragraph, margin: '0 0 8px' }}>{payment.text}</Text>
          <Link href={payment.orderPageUrl} style={{ color: '#1d4ed8', fontWeight: 'bold' }}>
            Přejít na stránku objednávky
          </Link>
        </Section>
      );
    case 'none':
      return null;
  }
}

/** The order confirmation e-mail's HTML part; React escapes every value. */
export function OrderConfirmationEmail(props: OrderConfirmationEmailProps) {
  const { subject, intro, payment, items, totals, delivery, billing, shopName } = props;
  return (
    <Html lang="cs">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{subject}</title>
      </Head>
      <Body
        style={{
          margin: 0,
          padding: 0,
          background: '#f4f5f7',
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: '#1a1a1a',
          lineHeight: '1.5',
        }}
      >
        <Container style={{ maxWidth: '640px', padding: '24px 16px', background: '#ffffff' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          <Text style={{ ...paragraph, margin: '0 0 12px' }}>Dobrý den,</Text>
          <Text style={{ ...paragraph, margin: '0 0 20px' }}>{intro}</Text>
          <Payment payment={payment} />
          <Heading as="h2" style={h2}>
            Objednané zboží
          </Heading>
          <table role="presentation" style={table}>
            <tbody>
              <tr>
                <th style={{ ...td, textAlign: 'left' }}>Zboží</th>
                <th style={tdRight}>Množství</th>
                <th style={tdRight}>Cena za kus</th>
                <th style={tdRight}>Celkem</th>
              </tr>
              {items.map((i, n) => (
                <tr key={n}>
                  <td style={td}>
                    {i.name}
                    {i.variant && (
                      <>
                        <br />
                        <span style={{ color: muted }}>{i.variant}</span>
                      </>
                    )}
                    <br />
                    <span style={{ color: muted, fontSize: '12px' }}>{`Kód: ${i.code}`}</span>
                  </td>
                  <td style={tdRight}>
                    {i.amount}
                    {i.free && (
                      <>
                        <br />
                        <span style={{ fontSize: '12px' }}>{i.free}</span>
                      </>
                    )}
                  </td>
                  <td style={tdRight}>{i.unit}</td>
                  <td style={tdRight}>{i.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table role="presentation" style={{ ...table, marginTop: '12px' }}>
            <tbody>
              {totals.map((l) => (
                <tr key={l.label}>
                  <td style={l.strong ? { ...td, ...strong } : td}>{l.label}</td>
                  <td style={l.strong ? { ...tdRight, ...strong } : tdRight}>{l.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Heading as="h2" style={h2}>
            Doprava
          </Heading>
          <Text style={paragraph}>{lines(delivery)}</Text>
          <Heading as="h2" style={h2}>
            Fakturační údaje
          </Heading>
          <Text style={paragraph}>{lines(billing)}</Text>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            S pozdravem
            <br />
            {shopName}
          </Text>
          <Text style={{ ...paragraph, margin: '16px 0 0', fontSize: '12px', color: muted }}>
            Máte-li k objednávce dotaz, stačí odpovědět na tento e-mail.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
