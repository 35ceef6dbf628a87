import { Heading, Link, Text } from '@react-email/components';
import type { Order } from '@shop/contract';
import { CURRENCIES, formatMoney, formatQuantity, toMinor } from '@shop/rules';
import { h2, lines, paragraph, renderMail, strongLink, table, td, tdRight } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';
import { pragueDate } from './prague-date.ts';

export interface ShopNewOrderOptions {
  shopName: string;
  /** Where the shop's new-order e-mails go. */
  shopAddress: string;
  /** The order in the back office. */
  adminUrl: string;
  /** The customer's note to the order. */
  note: string | null;
}

interface Section {
  title: string;
  lines: string[];
}

/**
 * The shop's e-mail about a new order (Czech): what was bought, by whom, where it goes, how it is
 * paid, the customer's note, and the link to the order in the back office. A reply goes to the
 * customer. The HTML part is a component: every value is escaped.
 */
export async function renderShopNewOrder(order: Order, options: ShopNewOrderOptions): Promise<MailMessage> {
  const currency = CURRENCIES[order.currencyCode];
  const money = (major: number) => formatMoney(toMinor(major, currency.decimalPlaces), currency);
  const total = money(order.prices.totalWithTax);
  const c = order.customer;
  const subject = `Nová objednávka č. ${order.code} (${total})`;
  const intro = `V obchodě ${options.shopName} přišla ${pragueDate(order.createdAt)} nová objednávka č. ${order.code} na ${total}.`;

  const items = order.items.map((i) => ({
    name: `${i.kind === 'gift' ? 'Dárek: ' : ''}${i.name}${i.variantName && i.variantName !== i.name ? ` (${i.variantName})` : ''}, kód ${i.catalogCode}`,
    amount: formatQuantity(i.amount, i.quantityDecimals, i.unit),
    total: money(i.prices.totalWithTax),
  }));
  const customer = [c.name];
  if (c.isBusiness && c.businessName) customer.push(c.businessName);
  if (c.tin) customer.push(`IČO: ${c.tin}`);
  if (c.vatin) customer.push(`DIČ: ${c.vatin}`);
  customer.push(c.email, c.phone);
  const delivery = [order.shipper.name];
  if (order.branch) delivery.push(`Výdejní místo: ${order.branch.name}`);
  else {
    const a = order.shippingAddress;
    delivery.push(c.shippingName || c.name, a.street, `${a.postcode} ${a.city}`, a.countryCode);
  }
  const payment = [order.payment.name, `Celkem s DPH: ${total}`];
  if (order.couponCode) payment.push(`Kupón: ${order.couponCode}`);
  if (order.prices.creditsUsed > 0) payment.push(`Uhrazeno kredity: ${money(order.prices.creditsUsed)}`);
  const sections: Section[] = [
    { title: 'Zákazník', lines: customer.filter(Boolean) },
    { title: 'Doprava', lines: delivery.filter(Boolean) },
    { title: 'Platba', lines: payment },
    ...(options.note ? [{ title: 'Poznámka zákazníka', lines: [options.note] }] : []),
  ];

  const body = (
    <>
      <Text style={paragraph}>{intro}</Text>
      <Text style={paragraph}>
        <Link href={options.adminUrl} style={strongLink}>
          Otevřít objednávku v administraci
        </Link>
      </Text>
      <table role="presentation" style={table}>
        <tbody>
          {items.map((i, n) => (
            <tr key={n}>
              <td style={td}>{i.name}</td>
              <td style={tdRight}>{i.amount}</td>
              <td style={tdRight}>{i.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sections.map((s) => (
        <div key={s.title}>
          <Heading as="h2" style={h2}>
            {s.title}
          </Heading>
          <Text style={paragraph}>{lines(s.lines)}</Text>
        </div>
      ))}
    </>
  );
  const text = [
    intro,
    `Objednávka v administraci: ${options.adminUrl}`,
    '',
    ...items.map((i) => `- ${i.name}: ${i.amount} = ${i.total}`),
    ...sections.flatMap((s) => ['', s.title.toUpperCase(), ...s.lines]),
  ];
  return {
    to: { name: options.shopName, address: options.shopAddress },
    replyTo: { name: c.name, address: c.email },
    ...(await renderMail({ subject, wide: true }, body, text)),
  };
}
