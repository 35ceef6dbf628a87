import type { CSSProperties } from 'react';
import { Body, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Order } from '@shop/contract';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };

export type OrderStatusChange = 'shipped' | 'delivered' | 'cancelled';

function OrderStatusEmail(props: {
  subject: string;
  paragraphs: string[];
  orderUrl: string;
  shopName: string;
  trackingUrl: string | null;
}) {
  return (
    <Html lang="cs">
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {props.subject}
          </Heading>
          {props.paragraphs.map((p) => (
            <Text key={p} style={paragraph}>
              {p}
            </Text>
          ))}
          {props.trackingUrl ? (
            <Text style={paragraph}>
              Sledovat zásilku: <Link href={props.trackingUrl}>{props.trackingUrl}</Link>
            </Text>
          ) : null}
          <Text style={paragraph}>
            <Link href={props.orderUrl}>{props.orderUrl}</Link>
          </Text>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            S pozdravem
            <br />
            {props.shopName}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The parcel of a shipped order: who carries it, and its number with the carrier (none for a pickup in person). */
export interface OrderParcel {
  carrier: string;
  trackingNumber: string | null;
  /** The carrier's tracking page of the parcel (Packeta's), when the shop knows it. */
  trackingUrl?: string | null;
}

const TEXTS: Record<
  OrderStatusChange,
  (order: Order, parcel: OrderParcel | undefined) => { subject: string; body: string[] }
> = {
  shipped: (o, parcel) => ({
    subject: `Objednávka č. ${o.code} je na cestě`,
    body: [
      `vaši objednávku č. ${o.code} jsme právě předali dopravci ${parcel?.carrier ?? o.shipper.name}.`,
      ...(parcel?.trackingNumber
        ? [
            `Číslo zásilky: ${parcel.trackingNumber}. Podle něj můžete zásilku sledovat na stránkách dopravce.`,
          ]
        : []),
      'Jakmile bude doručena, dáme vám vědět.',
    ],
  }),
  delivered: (o) => ({
    subject: `Objednávka č. ${o.code} byla doručena`,
    body: [
      `objednávka č. ${o.code} byla doručena. Děkujeme za nákup.`,
      'Budeme rádi, když zakoupené zboží ohodnotíte: recenzi napíšete na stránce produktu.',
    ],
  }),
  cancelled: (o) => ({
    subject: `Objednávka č. ${o.code} byla zrušena`,
    body: [
      `objednávku č. ${o.code} jsme zrušili.`,
      o.paymentStatus === 'paid'
        ? 'Zaplacenou částku vám vrátíme stejnou cestou, jakou jste platili, obvykle do 5 pracovních dnů.'
        : 'Nic jste nezaplatili, takže nic dalšího není potřeba.',
      ...(o.prices.creditsUsed > 0
        ? ['Věrnostní kredity, které jste na objednávku použili, jsme vám vrátili na účet.']
        : []),
      'Pokud jste zrušení nečekali, odpovězte nám prosím na tento e-mail.',
    ],
  }),
};

/** The e-mail telling a customer that their order moved on (Czech; every HTML value escaped). */
export async function renderOrderStatus(
  order: Order,
  change: OrderStatusChange,
  options: { shopName: string; orderUrl: string; parcel?: OrderParcel },
): Promise<MailMessage> {
  const { subject, body } = TEXTS[change](order, options.parcel);
  const paragraphs = ['Dobrý den,', ...body];
  // The tracking page belongs to the shipped e-mail only.
  const trackingUrl = change === 'shipped' ? (options.parcel?.trackingUrl ?? null) : null;
  const html = await render(
    <OrderStatusEmail
      subject={subject}
      paragraphs={paragraphs}
      orderUrl={options.orderUrl}
      shopName={options.shopName}
      trackingUrl={trackingUrl}
    />,
  );
  return {
    to: { name: order.customer.name, address: order.customer.email },
    subject,
    text: [
      ...paragraphs,
      ...(trackingUrl ? [`Sledovat zásilku: ${trackingUrl}`] : []),
      options.orderUrl,
      '',
      'S pozdravem',
      options.shopName,
      '',
    ].join('\n'),
    html,
  };
}
