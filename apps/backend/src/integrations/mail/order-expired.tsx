import { Link, Text } from '@react-email/components';
import type { Order } from '@shop/contract';
import { paragraph, Paragraphs, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';
import { pragueDate } from './prague-date.ts';

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
  const body = (
    <>
      <Paragraphs texts={paragraphs} />
      <Text style={paragraph}>
        <Link href={options.shopUrl}>{options.shopUrl}</Link>
      </Text>
    </>
  );
  return {
    to: { name: order.customer.name, address: order.customer.email },
    ...(await renderMail({ subject, shopName: options.shopName }, body, [...paragraphs, options.shopUrl])),
  };
}
