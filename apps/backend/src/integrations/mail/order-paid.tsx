import type { CSSProperties } from 'react';
import { Body, Container, Head, Heading, Html, Link, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { TaxDocument } from '@shop/contract';
import { CURRENCIES, formatMoney } from '@shop/rules';
import type { MailMessage } from './mailer.ts';

const paragraph: CSSProperties = { margin: '0 0 12px', fontSize: '16px', lineHeight: '1.5' };

export interface TaxDocumentMail {
  to: { name: string; address: string };
  shopName: string;
  /** Where the customer sees the order: their account, or the shop. */
  orderUrl: string;
  /** The document's PDF, attached. */
  pdf: Buffer;
}

function DocumentEmail(props: { subject: string; paragraphs: string[]; orderUrl: string; shopName: string }) {
  return (
    <Html lang="cs">
      <Head />
      <Body style={{ backgroundColor: '#ffffff', color: '#16181d', fontFamily: 'Arial, sans-serif' }}>
        <Container style={{ maxWidth: '600px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '22px', margin: '0 0 16px' }}>
            {props.subject}
          </Heading>
          {props.paragraphs.map((p) => (
            <Text key={p} style={paragraph}>
              {p}
            </Text>
          ))}
          <Text style={paragraph}>
            <Link href={props.orderUrl}>{props.orderUrl}</Link>
          </Text>
          <Text style={{ ...paragraph, margin: '24px 0 0' }}>
            S pozdravem
            <br />
            {props.shopName}
          </Text>
        </Container>
      </Body>
    </Html>
  );
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
  const html = await render(
    <DocumentEmail subject={subject} paragraphs={all} orderUrl={mail.orderUrl} shopName={mail.shopName} />,
  );
  return {
    to: mail.to,
    subject,
    text: [...all, mail.orderUrl, '', 'S pozdravem', mail.shopName, ''].join('\n'),
    html,
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
