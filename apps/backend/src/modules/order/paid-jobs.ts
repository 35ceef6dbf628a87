import type { TaxDocument } from '@shop/contract';
import { renderCreditNote } from '../../integrations/mail/credit-note.tsx';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { renderOrderPaid, type TaxDocumentMail } from '../../integrations/mail/order-paid.tsx';
import { renderTaxDocumentPdf } from '../../integrations/tax-document-pdf/render.ts';
import { findDocument } from '../invoicing/index.ts';
import type { JobHandlers } from '../jobs/index.ts';
import type { JobHandlerDeps } from './jobs.ts';
import { recordOrderEmail } from './order-emails.ts';
import { findOrderById } from './service.ts';

type Render = (doc: TaxDocument, mail: TaxDocumentMail) => Promise<MailMessage>;

/**
 * The e-mails that carry an order's tax documents: "Platba přijata" with the invoice when the
 * order is paid, and each credit note. The PDF is made from the document as it was issued. An
 * order whose customer has since been forgotten gets no e-mail.
 */
export function createPaidJobHandlers(
  deps: Pick<JobHandlerDeps, 'db' | 'mailer' | 'shopName' | 'storefrontUrl' | 'log'>,
): JobHandlers {
  const { db, mailer, log } = deps;

  async function send(
    kind: 'order-paid' | 'credit-note',
    orderId: number,
    documentId: number,
    render: Render,
  ) {
    const [row, doc] = await Promise.all([findOrderById(db, orderId), findDocument(db, documentId)]);
    // Neither is ever deleted; a missing one is a fault worth the retries and the log.
    if (!row || !doc || doc.orderId !== orderId)
      throw new Error(`document ${documentId} of order ${orderId} does not exist`);
    if (row.anonymisedAt) {
      log.info({ orderId, documentId }, 'document e-mail not sent: the customer was forgotten');
      return;
    }
    const prefix = row.locale === 'sk' || row.locale === 'de' ? `/${row.locale}` : '';
    const orderUrl = row.customerId
      ? `${deps.storefrontUrl}${prefix}/uzivatel/doklady`
      : `${deps.storefrontUrl}${prefix}/`;
    const message = await render(doc.data, {
      to: { name: row.customer.name, address: row.email },
      shopName: deps.shopName,
      orderUrl,
      pdf: await renderTaxDocumentPdf(doc.data),
    });
    const sent = await mailer.send(message);
    await recordOrderEmail(db, { orderId, kind, recipient: row.email, subject: message.subject });
    log.info({ orderId, documentId, messageId: sent.messageId, file: sent.file }, `${kind} e-mail sent`);
  }

  return {
    'order-paid': ({ orderId, documentId }) => send('order-paid', orderId, documentId, renderOrderPaid),
    'credit-note': ({ orderId, documentId }) => send('credit-note', orderId, documentId, renderCreditNote),
  };
}
