import type { CSSProperties } from 'react';
import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { h2, lines, muted, paragraph, strongLink, table, td, tdRight } from './mail-layout.tsx';

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

export interface OrderConfirmationBodyProps {
  intro: string;
  payment: EmailPayment;
  items: EmailItem[];
  totals: EmailLine[];
  delivery: string[];
  billing: string[];
}

const strong: CSSProperties = { fontWeight: 'bold', fontSize: '16px' };
const box: CSSProperties = { margin: '0 0 20px', padding: '12px 16px', borderRadius: '6px' };

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
          <Link href={payment.orderPageUrl} style={strongLink}>
            Přejít na stránku objednávky
          </Link>
        </Section>
      );
    case 'none':
      return null;
  }
}

/** The order confirmation e-mail's body, in the mail layout; React escapes every value. */
export function OrderConfirmationBody(props: OrderConfirmationBodyProps) {
  const { intro, payment, items, totals, delivery, billing } = props;
  return (
    <>
      <Text style={paragraph}>Dobrý den,</Text>
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
    </>
  );
}
