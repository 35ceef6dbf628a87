import { Link, Text } from '@react-email/components';
import type { TaxDocument } from '@shop/contract';
import { CURRENCIES, formatMoney } from '@shop/rules';
import { paragraph, Paragraphs, renderMail } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';

export interface TaxDocumentMail {
  to: { name: string; address: string };
  shopName: string;
  /** Where the customer sees the order: their account, or the shop. */
  orderUrl: string;
  /** The document's PDF, attached. */
  pdf: Buffer;
}

/**
 * A customer's e-mail about a tax document, with its PDF attached (Czech; every HTML value
 * escaped): `paragraphs` after the greeting, a link to the order, the shop's signature.
 */
export async function renderDocumentMail(
  subject: string,
  paragraphs: string[],
  attachmentName: string,
  mail: TaxDocumentMail,
): Promise<MailMessage> {
  const all = ['Dobrý den,', ...paragraphs];
  const body = (
    <>
      <Paragraphs texts={all} />
      <Text style={paragraph}>
        <Link href={mail.orderUrl}>{mail.orderUrl}</Link>
      </Text>
    </>
  );
  return {
    to: mail.to,
    ...(await renderMail({ subject, shopName: mail.shopName }, body, [...all, mail.orderUrl])),
    attachments: [{ filename: attachmentName, content: mail.pdf, contentType: 'application/pdf' }],
  };
}

/** The amount of a document as the customer reads it: 1 234,50 Kč. */
export const documentAmount = (doc: TaxDocument, minor: number) =>
  formatMoney(minor, CURRENCIES[doc.currencyCode]);

/** "Platba přijata": the payment of an order came, and here is its invoice. */
export async function renderOrderPaid(invoice: TaxDocument, mail: TaxDocumentMail): Promise<MailMessage> {
  return renderDocumentMail(
    `Platba přijata – objednávka č. ${invoice.orderCode}`,
    [
      invoice.totalWithTax > 0
        ? `děkujeme, platbu ${documentAmount(invoice, invoice.alreadyPaid)} za objednávku č. ${invoice.orderCode} jsme přijali.`
        : `objednávka č. ${invoice.orderCode} je uhrazená: celou částku pokryla sleva nebo věrnostní kredity.`,
      `V příloze vám posíláme fakturu – daňový doklad č. ${invoice.number}.`,
      'Objednávku teď připravíme k odeslání. Jakmile ji předáme dopravci, dáme vám vědět.',
    ],
    `faktura-${invoice.number}.pdf`,
    mail,
  );
}
