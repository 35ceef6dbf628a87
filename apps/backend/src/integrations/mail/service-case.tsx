import { Text } from '@react-email/components';
import { formatIban } from '@shop/rules';
import { lines, paragraph, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';

export interface ServiceCaseMail {
  kind: 'complaint' | 'withdrawal';
  caseNumber: string;
  orderCode: string;
  items: { name: string; amount: number }[];
  reason: string;
  iban: string | null;
  customer: { name: string; address: string };
}

const KIND_WORD = { complaint: 'Reklamace', withdrawal: 'Odstoupení od smlouvy' } as const;

/** The case's facts, one paragraph of lines. */
function facts(c: ServiceCaseMail): string[][] {
  return [
    [`Číslo případu: ${c.caseNumber}`, `Objednávka: ${c.orderCode}`],
    ['Zboží:', ...c.items.map((i) => `${i.amount} ks ${i.name}`)],
    [c.kind === 'complaint' ? 'Popis vady:' : 'Důvod:', c.reason],
    ...(c.iban ? [[`Účet pro vrácení peněz: ${formatIban(c.iban)}`]] : []),
  ];
}

/**
 * A case's e-mail: the subject as its heading, then paragraphs of lines (every value escaped). The
 * plain part ends each paragraph with a blank line, the signature's too, so callers sign in the last one.
 */
export async function caseMail(
  to: MailMessage['to'],
  subject: string,
  blocks: string[][],
): Promise<MailMessage> {
  const body = blocks.map((block, i) => (
    <Text key={i} style={paragraph}>
      {lines(block)}
    </Text>
  ));
  return {
    to,
    ...(await renderMail(
      { subject },
      body,
      blocks.flatMap((b) => [...b, '']),
    )),
  };
}

/** The customer's confirmation of a complaint or a withdrawal (Czech); every value in the HTML is escaped. */
export function renderServiceCaseConfirmation(c: ServiceCaseMail, shopName: string): Promise<MailMessage> {
  const subject = `${KIND_WORD[c.kind]} ${c.caseNumber} k objednávce ${c.orderCode}`;
  const next =
    c.kind === 'complaint'
      ? 'Reklamaci vyřídíme nejpozději do 30 dnů. Zboží nám prosím pošlete i s kopií tohoto e-mailu; o dalším postupu vám dáme vědět.'
      : 'Zboží nám prosím pošlete zpět do 14 dnů od odstoupení. Peníze vám vrátíme do 14 dnů od odstoupení, ne však dříve, než zboží obdržíme.';
  return caseMail(c.customer, subject, [
    ['Dobrý den,'],
    [
      c.kind === 'complaint'
        ? `přijali jsme vaši reklamaci. Její číslo je ${c.caseNumber}; uvádějte ho prosím, když nám budete psát.`
        : `přijali jsme vaše odstoupení od kupní smlouvy. Jeho číslo je ${c.caseNumber}; uvádějte ho prosím, když nám budete psát.`,
    ],
    ...facts(c),
    [next],
    ['S pozdravem', shopName],
  ]);
}

/** The shop's copy of a new case, to the shop's contact address. */
export function renderServiceCaseForShop(
  c: ServiceCaseMail,
  shop: { name: string; address: string },
): Promise<MailMessage> {
  const subject = `Nová ${c.kind === 'complaint' ? 'reklamace' : 'žádost o odstoupení'} ${c.caseNumber} (objednávka ${c.orderCode})`;
  return caseMail(shop, subject, [[`Zákazník: ${c.customer.name} <${c.customer.address}>`], ...facts(c)]);
}
