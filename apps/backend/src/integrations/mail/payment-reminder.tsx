import { Link, Text } from '@react-email/components';
import type { Order } from '@shop/contract';
import { CURRENCIES, formatMoney, toMinor } from '@shop/rules';
import { paragraph, Paragraphs, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';
import { QR_CID } from './order-confirmation.ts';
import { Payment, type EmailPayment } from './order-confirmation-email.tsx';
import { pragueDate } from './prague-date.ts';

export interface PaymentReminderOptions {
  shopName: string;
  /** The storefront's page of the order. */
  orderPageUrl: string;
  /** What the order has received so far and still owes, major units of its currency. */
  amountPaid: number;
  amountDue: number;
  /** YYYY-MM-DD: the day the order is cancelled unless paid; null when it waits for a person instead. */
  cancelOn: string | null;
  /** The QR payment image (PNG) of what is due. */
  qrPng?: Buffer;
}

/** '2026-11-25' → '25. 11. 2026' */
const czechDay = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

/**
 * The one reminder of an unpaid bank transfer (Czech, as the order confirmation): what is still
 * due, where to send it with the variable symbol and the QR payment, and when the order is
 * cancelled unless it is paid. The HTML part is a component: every value is escaped.
 */
export async function renderPaymentReminder(
  order: Order,
  options: PaymentReminderOptions,
): Promise<MailMessage> {
  const currency = CURRENCIES[order.currencyCode];
  const money = (major: number) => formatMoney(toMinor(major, currency.decimalPlaces), currency);
  const subject = `Připomínka platby objednávky č. ${order.code}`;
  const placed = pragueDate(order.createdAt).replace(/\u00a0/g, ' ');
  const paragraphs = [
    'Dobrý den,',
    options.amountPaid > 0
      ? `k objednávce č. ${order.code} ze dne ${placed} jsme zatím přijali ${money(options.amountPaid)} z ${money(order.prices.totalWithTax)}. Zbývá doplatit ${money(options.amountDue)}.`
      : `k objednávce č. ${order.code} ze dne ${placed} jsme zatím nepřijali platbu ${money(options.amountDue)}.`,
  ];
  if (options.cancelOn) {
    paragraphs.push(
      `Pokud platba nedorazí do ${czechDay(options.cancelOn)}, objednávku zrušíme a zboží, které pro vás držíme, uvolníme k prodeji.`,
    );
  }

  const bt = order.bankTransfer;
  const rows: [string, string][] = bt
    ? [
        ['Číslo účtu', bt.accountNumber],
        ['IBAN', bt.iban],
        ['BIC (SWIFT)', bt.bic],
        ['Variabilní symbol', bt.variableSymbol],
        ['Částka', money(options.amountDue)],
      ]
    : [
        ['Variabilní symbol', order.code],
        ['Částka', money(options.amountDue)],
      ];
  const lead = 'Částku prosím uhraďte bankovním převodem:';
  const qr =
    bt && options.qrPng
      ? {
          src: `cid:${QR_CID}`,
          alt: `QR platba: ${money(options.amountDue)}, variabilní symbol ${bt.variableSymbol}`,
        }
      : null;
  const payment: EmailPayment = { kind: 'transfer', lead, rows, qr };
  const closing =
    'Pokud jste platbu už odeslali, považujte prosím tento e-mail za bezpředmětný. Máte-li dotaz, stačí na něj odpovědět.';

  const body = (
    <>
      <Paragraphs texts={paragraphs} />
      <Payment payment={payment} />
      <Text style={paragraph}>{closing}</Text>
      <Text style={paragraph}>
        <Link href={options.orderPageUrl}>Stránka objednávky</Link>
      </Text>
    </>
  );
  const text = [
    ...paragraphs,
    '',
    lead,
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(qr ? ['QR kód pro platbu najdete v HTML verzi e-mailu.'] : []),
    '',
    closing,
    `Stránka objednávky: ${options.orderPageUrl}`,
  ];
  return {
    to: { name: order.customer.name, address: order.customer.email },
    ...(await renderMail({ subject, shopName: options.shopName }, body, text)),
    attachments:
      qr && options.qrPng
        ? [{ filename: 'qr-platba.png', content: options.qrPng, contentType: 'image/png', cid: QR_CID }]
        : [],
  };
}
