import type { MailMessage } from './mailer.ts';
import { caseMail } from './service-case.tsx';

/** The shop's word to the customer about their case: a reply, or the case resolved or rejected. */
export interface ServiceCaseReplyMail {
  kind: 'complaint' | 'withdrawal';
  caseNumber: string;
  orderCode: string;
  /** The operator's text; may be absent when the case is closed without one. */
  body: string | null;
  /** Set when the reply closes the case. */
  closed: 'resolved' | 'rejected' | null;
  customer: { name: string; address: string };
}

const KIND_WORD = { complaint: 'reklamaci', withdrawal: 'odstoupení od smlouvy' } as const;

const SUBJECT_CLOSED = {
  complaint: { resolved: 'Reklamace {case} je vyřízena', rejected: 'Reklamace {case} byla zamítnuta' },
  withdrawal: {
    resolved: 'Odstoupení od smlouvy {case} je vyřízeno',
    rejected: 'Odstoupení od smlouvy {case} bylo zamítnuto',
  },
} as const;

const LEAD_CLOSED = {
  complaint: {
    resolved: 'vaši reklamaci {case} k objednávce {order} jsme vyřídili.',
    rejected: 'vaši reklamaci {case} k objednávce {order} jsme bohužel zamítli.',
  },
  withdrawal: {
    resolved: 'vaše odstoupení od smlouvy {case} k objednávce {order} jsme vyřídili.',
    rejected: 'vaše odstoupení od smlouvy {case} k objednávce {order} jsme bohužel zamítli.',
  },
} as const;

const fill = (text: string, c: ServiceCaseReplyMail) =>
  text.replace('{case}', c.caseNumber).replace('{order}', c.orderCode);

/**
 * The shop's reply about a complaint or a withdrawal, to the customer (Czech, as the case's other
 * e-mails): the operator's text line by line, escaped in the HTML like every value.
 */
export function renderServiceCaseReply(c: ServiceCaseReplyMail, shopName: string): Promise<MailMessage> {
  const subject = c.closed
    ? fill(SUBJECT_CLOSED[c.kind][c.closed], c)
    : `Odpověď k ${KIND_WORD[c.kind]} ${c.caseNumber} (objednávka ${c.orderCode})`;
  const text = c.body ? c.body.split(/\r?\n/) : [];
  return caseMail(c.customer, subject, [
    ['Dobrý den,'],
    ...(c.closed ? [[fill(LEAD_CLOSED[c.kind][c.closed], c)]] : []),
    ...(text.length ? [text] : []),
    [`Číslo případu: ${c.caseNumber}`, `Objednávka: ${c.orderCode}`],
    ['Na tento e-mail můžete odpovědět; uveďte prosím číslo případu.'],
    ['S pozdravem', shopName],
  ]);
}
