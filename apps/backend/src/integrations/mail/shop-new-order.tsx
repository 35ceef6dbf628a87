import type { CSSProperties } from 'react';
import { Body, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Order } from '@shop/contract';
import { CURRENCIES, formatMoney, formatQuantity, toMinor } from '@shop/rules';
import type { MailMessage } from './mailer.ts';
import { pragueDate } from './prague-date.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '15px', lineHeight: '1.5' };
const h2: CSSProperties = { fontSize: '17px', margin: '20px 0 8px' };
const td: CSSProperties = { padding: '4px 8px', borderBottom: '1px solid #e3e6ea', verticalAlign: 'top' };
const tdRight: CSSProperties = { ...td, textAlign: 'right', whiteSpace: 'nowrap' };

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

interface ShopNewOrderProps {
  subject: string;
  intro: string;
  adminUrl: string;
  items: { name: string; amount: string; total: string }[];
  sections: Section[];
}

function ShopNewOrderEmail({ subject, intro, adminUrl, items, sections }: ShopNewOrderProps) {
  return (
    <Html lang="cs">
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '640px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '21px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          <Text style={paragraph}>{intro}</Text>
          <Text style={paragraph}>
            <Link href={adminUrl} style={{ color: '#1d4ed8', fontWeight: 'bold' }}>
              Otevřít objednávku v administraci
            </Link>
          </Text>
          <table role="presentation" style={{ width: '100%', borderCollapse: 'collapse', fontSize: '14px' }}>
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
              <Text style={paragraph}>
                {s.lines.flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]))}
              </Text>
            </div>
          ))}
        </Container>
      </Body>
    </Html>
  );
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

  const html = await render(
    <ShopNewOrderEmail
      subject={subject}
      intro={intro}
      adminUrl={options.adminUrl}
      items={items}
      sections={sections}
    />,
  );
  return {
    to: { name: options.shopName, address: options.shopAddress },
    replyTo: { name: c.name, address: c.email },
    subject,
    text: [
      intro,
      `Objednávka v administraci: ${options.adminUrl}`,
      '',
      ...items.map((i) => `- ${i.name}: ${i.amount} = ${i.total}`),
      ...sections.flatMap((s) => ['', s.title.toUpperCase(), ...s.lines]),
      '',
    ].join('\n'),
    html,
  };
}
