import { Link, Text } from '@react-email/components';
import type { Order } from '@shop/contract';
import { paragraph, Paragraphs, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';

export type OrderStatusChange = 'shipped' | 'delivered' | 'cancelled';

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
  const content = (
    <>
      <Paragraphs texts={paragraphs} />
      {trackingUrl && (
        <Text style={paragraph}>
          Sledovat zásilku: <Link href={trackingUrl}>{trackingUrl}</Link>
        </Text>
      )}
      <Text style={paragraph}>
        <Link href={options.orderUrl}>{options.orderUrl}</Link>
      </Text>
    </>
  );
  const text = [
    ...paragraphs,
    ...(trackingUrl ? [`Sledovat zásilku: ${trackingUrl}`] : []),
    options.orderUrl,
  ];
  return {
    to: { name: order.customer.name, address: order.customer.email },
    ...(await renderMail({ subject, shopName: options.shopName }, content, text)),
  };
}
