import type { Order } from '@shop/contract';
import { CURRENCIES, formatMoney, toMinor } from '@shop/rules';
import { escapeHtml as esc } from '../../http/escape-html.ts';
import type { MailMessage } from './mailer.ts';

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

const orderDate = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));

interface Line {
  label: string;
  value: string;
  strong?: boolean;
}

/**
 * The order confirmation e-mail (Czech, whatever the order's locale): items, shipping, payment,
 * totals with and without VAT, where it goes, and how to pay: bank details with a QR payment image
 * for a transfer, a link to the order page for an unpaid card payment. Every value from the order
 * is escaped in the HTML part; the plain-text part says the same.
 */
export function renderOrderConfirmation(order: Order, options: OrderConfirmationOptions): MailMessage {
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
      amount: `${i.amount} ${i.unit}`,
      free,
      unit: money(i.prices.unitWithTax),
      total: moneyOrFree(i.prices.totalWithTax),
    };
  });

  // ——— totals
  const vat = minor(p.totalWithTax) - minor(p.totalWithoutTax);
  const totals: Line[] = [{ label: 'Zboží celkem', value: money(p.itemsWithTax) }];
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
  const intro = `děkujeme za Vaši objednávku č. ${order.code} ze dne ${orderDate(order.createdAt)} v obchodě ${options.shopName}. Posíláme její shrnutí.`;

  const td = 'padding:6px 8px;border-bottom:1px solid #e3e6ea;vertical-align:top';
  const tdRight = `${td};text-align:right;white-space:nowrap`;
  const html = `<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<div style="max-width:640px;margin:0 auto;padding:24px 16px;background:#ffffff">
<h1 style="font-size:22px;margin:0 0 16px">${esc(subject)}</h1>
<p style="margin:0 0 12px">Dobrý den,</p>
<p style="margin:0 0 20px">${esc(intro)}</p>
${payment.html}
<h2 style="font-size:18px;margin:24px 0 8px">Objednané zboží</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<tr><th style="${td};text-align:left">Zboží</th><th style="${tdRight}">Množství</th><th style="${tdRight}">Cena za kus</th><th style="${tdRight}">Celkem</th></tr>
${items
  .map(
    (i) =>
      `<tr><td style="${td}">${esc(i.name)}${i.variant ? `<br><span style="color:#4a4f57">${esc(i.variant)}</span>` : ''}<br><span style="color:#4a4f57;font-size:12px">Kód: ${esc(i.code)}</span></td><td style="${tdRight}">${esc(i.amount)}${i.free ? `<br><span style="font-size:12px">${esc(i.free)}</span>` : ''}</td><td style="${tdRight}">${esc(i.unit)}</td><td style="${tdRight}">${esc(i.total)}</td></tr>`,
  )
  .join('\n')}
</table>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px;margin-top:12px">
${totals
  .map(
    (l) =>
      `<tr><td style="${td}${l.strong ? ';font-weight:bold;font-size:16px' : ''}">${esc(l.label)}</td><td style="${tdRight}${l.strong ? ';font-weight:bold;font-size:16px' : ''}">${esc(l.value)}</td></tr>`,
  )
  .join('\n')}
</table>
<h2 style="font-size:18px;margin:24px 0 8px">Doprava</h2>
<p style="margin:0">${delivery.map(esc).join('<br>')}</p>
<h2 style="font-size:18px;margin:24px 0 8px">Fakturační údaje</h2>
<p style="margin:0">${billing.filter(Boolean).map(esc).join('<br>')}</p>
<p style="margin:24px 0 0">S pozdravem<br>${esc(options.shopName)}</p>
<p style="margin:16px 0 0;font-size:12px;color:#4a4f57">Máte-li k objednávce dotaz, stačí odpovědět na tento e-mail.</p>
</div>
</body>
</html>
`;

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
    '',
    'S pozdravem',
    options.shopName,
    '',
    'Máte-li k objednávce dotaz, stačí odpovědět na tento e-mail.',
    '',
  ].join('\n');

  return {
    to: { name: c.name, address: c.email },
    subject,
    text,
    html,
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
): { html: string; text: string[]; qr: boolean } {
  const box = 'margin:0 0 20px;padding:12px 16px;border-radius:6px';
  const total = money(order.prices.totalWithTax);

  if (order.paymentStatus === 'paid') {
    const t = `Platbu ${total} jsme přijali, děkujeme.`;
    return { html: `<p style="${box};background:#e7f6ec">${esc(t)}</p>`, text: [t, ''], qr: false };
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
    const html = `<div style="${box};background:#eef4fd">
<p style="margin:0 0 8px">${esc(lead)}</p>
<table role="presentation" style="border-collapse:collapse;font-size:14px">
${rows.map(([k, v]) => `<tr><td style="padding:2px 16px 2px 0;color:#4a4f57">${esc(k)}</td><td style="padding:2px 0;font-weight:bold">${esc(v)}</td></tr>`).join('\n')}
</table>
${qr ? `<p style="margin:12px 0 4px">Nebo načtěte QR kód v aplikaci své banky:</p>\n<img src="cid:${QR_CID}" width="200" height="200" alt="QR platba: ${esc(money(bt.amount))}, variabilní symbol ${esc(bt.variableSymbol)}" style="display:block;border:0">` : ''}
</div>`;
    return {
      html,
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
      html: `<div style="${box};background:#fff4cc"><p style="margin:0 0 8px">${esc(t)}</p><a href="${esc(options.orderPageUrl)}" style="color:#1d4ed8;font-weight:bold">Přejít na stránku objednávky</a></div>`,
      text: [t, `Stránka objednávky: ${options.orderPageUrl}`, ''],
      qr: false,
    };
  }

  if (order.payment.kind === 'cod') {
    const t = `Objednávku zaplatíte při převzetí zásilky: ${total}.`;
    return { html: `<p style="${box};background:#eef4fd">${esc(t)}</p>`, text: [t, ''], qr: false };
  }
  return { html: '', text: [], qr: false };
}
