import { createElement } from 'react';
import type { Order } from '@shop/contract';
import { CURRENCIES, formatMoney, formatQuantity, toMinor } from '@shop/rules';
import { renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';
import { OrderConfirmationBody, type EmailLine, type EmailPayment } from './order-confirmation-email.tsx';
import { pragueDate } from './prague-date.ts';

export interface OrderConfirmationOptions {
  /** The shop's name, as in the sender. */
  shopName: string;
  /** The storefront's page of the order (where an unpaid order can be paid). */
  orderPageUrl: string;
  /** The QR payment image (PNG) of a bank-transfer order. */
  qrPng?: Buffer;
}

export const QR_CID = 'qr-platba@objednavka';

const COUNTRY_NAMES: Record<string, string> = {
  CZE: 'Česko',
  SVK: 'Slovensko',
  DEU: 'Německo',
  AUT: 'Rakousko',
  POL: 'Polsko',
  HUN: 'Maďarsko',
};
const country = (alpha3: string) => COUNTRY_NAMES[alpha3] ?? alpha3;

/** '2026-03-12' → '12. 3. 2026' */
const czechDate = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return `${d}. ${m}. ${y}`;
};

/**
 * The order confirmation e-mail (Czech, whatever the order's locale): items, shipping, payment,
 * totals with and without VAT, where it goes, and how to pay: bank details with a QR payment image
 * for a transfer, a link to the order page for an unpaid card payment. The HTML part is the
 * OrderConfirmationBody component (every value escaped); the plain-text part says the same.
 */
export async function renderOrderConfirmation(
  order: Order,
  options: OrderConfirmationOptions,
): Promise<MailMessage> {
  const currency = CURRENCIES[order.currencyCode];
  const minor = (major: number) => toMinor(major, currency.decimalPlaces);
  const money = (major: number) => formatMoney(minor(major), currency);
  const moneyOrFree = (major: number) => formatMoney(minor(major), currency, { freeText: 'Zdarma' });
  const p = order.prices;
  const c = order.customer;

  // ——— what was bought
  const items = order.items.map((i) => {
    const name = i.kind === 'gift' ? `Dárek: ${i.name}` : i.name;
    const variant = i.variantName && i.variantName !== i.name ? i.variantName : null;
    const free = i.freePieces > 0 ? `z toho ${i.freePieces} ${i.unit} zdarma` : null;
    return {
      name,
      variant,
      code: i.catalogCode,
      amount: formatQuantity(i.amount, i.quantityDecimals, i.unit),
      free,
      unit: money(i.prices.unitWithTax),
      total: moneyOrFree(i.prices.totalWithTax),
    };
  });

  // ——— totals
  const vat = minor(p.totalWithTax) - minor(p.totalWithoutTax);
  const totals: EmailLine[] = [{ label: 'Zboží celkem', value: money(p.itemsWithTax) }];
  if (p.discountWithTax > 0) {
    totals.push({
      label: order.couponCode ? `Sleva (kupón ${order.couponCode})` : 'Sleva',
      value: `−${money(p.discountWithTax)}`,
    });
  }
  if (p.giftsWithTax > 0) totals.push({ label: 'Dárky', value: money(p.giftsWithTax) });
  totals.push({ label: `Doprava: ${order.shipper.name}`, value: moneyOrFree(p.shipperPrice) });
  totals.push({ label: `Platba: ${order.payment.name}`, value: moneyOrFree(p.paymentPrice) });
  if (p.creditsUsed > 0) totals.push({ label: 'Uhrazeno kredity', value: `−${money(p.creditsUsed)}` });
  totals.push({ label: 'Celkem bez DPH', value: money(p.totalWithoutTax) });
  totals.push({ label: 'DPH', value: formatMoney(vat, currency) });
  totals.push({ label: 'Celkem s DPH', value: money(p.totalWithTax), strong: true });

  // ——— delivery
  const delivery: string[] = [order.shipper.name];
  if (order.branch) {
    const a = order.branch.address;
    delivery.push(
      `Výdejní místo: ${order.branch.name}`,
      a.street,
      `${a.postcode} ${a.city}`,
      country(a.countryCode),
    );
  } else {
    const a = order.shippingAddress;
    delivery.push(c.shippingName || c.name, a.street, `${a.postcode} ${a.city}`, country(a.countryCode));
  }
  if (order.expectedDeliveryDate)
    delivery.push(`Předpokládané doručení: ${czechDate(order.expectedDeliveryDate)}`);

  const billing: string[] = [c.name];
  if (c.isBusiness && c.businessName) billing.push(c.businessName);
  if (c.tin) billing.push(`IČO: ${c.tin}`);
  if (c.vatin) billing.push(`DIČ: ${c.vatin}`);
  const b = order.billingAddress;
  billing.push(b.street, `${b.postcode} ${b.city}`, country(b.countryCode), c.email, c.phone);

  // ——— payment
  const payment = paymentSection(order, options, money);

  const subject = `Potvrzení objednávky č. ${order.code}`;
  const intro = `děkujeme za Vaši objednávku č. ${order.code} ze dne ${pragueDate(order.createdAt)} v obchodě ${options.shopName}. Posíláme její shrnutí.`;

  const body = createElement(OrderConfirmationBody, {
    intro,
    payment: payment.email,
    items,
    totals,
    delivery,
    billing: billing.filter(Boolean),
  });
  const text = [
    'Dobrý den,',
    '',
    intro,
    '',
    ...payment.text,
    'OBJEDNANÉ ZBOŽÍ',
    ...items.map(
      (i) =>
        `- ${i.name}${i.variant ? ` (${i.variant})` : ''}, kód ${i.code}: ${i.amount}${i.free ? ` (${i.free})` : ''} × ${i.unit} = ${i.total}`,
    ),
    '',
    ...totals.map((l) => `${l.label}: ${l.value}`),
    '',
    'DOPRAVA',
    ...delivery,
    '',
    'FAKTURAČNÍ ÚDAJE',
    ...billing.filter(Boolean),
  ];
  const frame = {
    subject,
    shopName: options.shopName,
    footer: { text: 'Máte-li k objednávce dotaz, stačí odpovědět na tento e-mail.' },
    wide: true,
  };

  return {
    to: { name: c.name, address: c.email },
    ...(await renderMail(frame, body, text)),
    attachments:
      payment.qr && options.qrPng
        ? [{ filename: 'qr-platba.png', content: options.qrPng, contentType: 'image/png', cid: QR_CID }]
        : [],
  };
}

function paymentSection(
  order: Order,
  options: OrderConfirmationOptions,
  money: (major: number) => string,
): { email: EmailPayment; text: string[]; qr: boolean } {
  const total = money(order.prices.totalWithTax);

  if (order.paymentStatus === 'paid') {
    const t = `Platbu ${total} jsme přijali, děkujeme.`;
    return { email: { kind: 'notice', text: t, background: '#e7f6ec' }, text: [t, ''], qr: false };
  }

  if (order.bankTransfer) {
    const bt = order.bankTransfer;
    const rows: [string, string][] = [
      ['Číslo účtu', bt.accountNumber],
      ['IBAN', bt.iban],
      ['BIC (SWIFT)', bt.bic],
      ['Variabilní symbol', bt.variableSymbol],
      ['Částka', money(bt.amount)],
    ];
    const lead =
      'Objednávku prosím uhraďte bankovním převodem. Odešleme ji, jakmile platba dorazí na náš účet.';
    const qr = options.qrPng !== undefined;
    const alt = `QR platba: ${money(bt.amount)}, variabilní symbol ${bt.variableSymbol}`;
    return {
      email: { kind: 'transfer', lead, rows, qr: qr ? { src: `cid:${QR_CID}`, alt } : null },
      text: [
        lead,
        ...rows.map(([k, v]) => `${k}: ${v}`),
        ...(qr ? ['QR kód pro platbu najdete v HTML verzi e-mailu.'] : []),
        '',
      ],
      qr,
    };
  }

  if (order.payment.kind === 'gateway') {
    const t = `Objednávka zatím není zaplacená. Platbu (${total}) můžete dokončit na stránce objednávky v našem obchodě.`;
    return {
      email: { kind: 'gateway', text: t, orderPageUrl: options.orderPageUrl },
      text: [t, `Stránka objednávky: ${options.orderPageUrl}`, ''],
      qr: false,
    };
  }

  if (order.payment.kind === 'cod') {
    const t = `Objednávku zaplatíte při převzetí zásilky: ${total}.`;
    return { email: { kind: 'notice', text: t, background: '#eef4fd' }, text: [t, ''], qr: false };
  }
  return { email: { kind: 'none' }, text: [], qr: false };
}
