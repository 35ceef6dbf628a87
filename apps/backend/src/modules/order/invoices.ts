import { and, desc, eq, gt } from 'drizzle-orm';
import { zonedDateTime } from '@shop/rules';
import type { Tx } from '../../db/client.ts';
import { firstDocumentOf, issueTaxDocument, type StoredDocument } from '../invoicing/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { OrderRow } from './service.ts';
import { orderPayments, orders } from './tables.ts';
import { invoiceLineDrafts } from './tax-document-lines.ts';
import { composeDocument, documentSources } from './tax-documents.ts';

/**
 * The day an order was paid and the day its money moved. The invoice is issued on the day the shop
 * settled the payment (paid_at, Prague), which is also the day of the taxable supply unless the
 * ledger says the money arrived earlier (a transfer read from a statement later).
 */
async function paidDays(tx: Tx, row: OrderRow): Promise<{ issuedOn: string; taxableSupplyOn: string }> {
  const issuedOn = zonedDateTime(row.paidAt ?? new Date()).date;
  const [last] = await tx
    .select({ paidOn: orderPayments.paidOn })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, row.id), gt(orderPayments.amount, 0)))
    .orderBy(desc(orderPayments.id))
    .limit(1);
  const moved = last?.paidOn;
  return { issuedOn, taxableSupplyOn: moved && moved <= issuedOn ? moved : issuedOn };
}

/**
 * Issues the invoice of an order that has just become paid, in the settling transaction, and
 * queues the customer's e-mail with it. A paid order gets exactly one: settling it again issues
 * none (the order's row lock, taken by the settlement, keeps two from racing). An order that stays
 * cancelled although money came gets none; its money goes back.
 */
export async function issueOrderInvoice(tx: Tx, orderId: number): Promise<StoredDocument | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row || row.status !== 'paid') return null;
  if (await firstDocumentOf(tx, orderId, 'invoice')) return null;
  const sources = await documentSources(tx, row);
  const days = await paidDays(tx, row);
  const invoice = await issueTaxDocument(tx, {
    kind: 'invoice',
    orderId,
    issuedOn: days.issuedOn,
    build: (number) =>
      composeDocument(sources, {
        kind: 'invoice',
        number,
        ...days,
        lines: invoiceLineDrafts(row, sources.drafts),
        settled: true,
      }),
  });
  await enqueueJob(tx, 'order-paid', { orderId, documentId: invoice.id });
  return invoice;
}
