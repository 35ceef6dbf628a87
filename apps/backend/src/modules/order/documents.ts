import { eq } from 'drizzle-orm';
import type { CurrencyCode, TaxDocumentSummary } from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { renderTaxDocumentPdf } from '../../integrations/tax-document-pdf/render.ts';
import {
  documentsOfOrder,
  documentsOfOrders,
  findDocument,
  type StoredDocument,
} from '../invoicing/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import { findOrderById } from './service.ts';
import { orders } from './tables.ts';

/** An order's tax documents as lists and PDFs show them, to operators and to the customer. */

export async function documentSummary(db: Db, doc: StoredDocument): Promise<TaxDocumentSummary> {
  const decimals = await currencyDecimals(db, doc.currencyCode);
  return {
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    orderId: doc.orderId,
    orderCode: doc.data.orderCode,
    issuedOn: doc.issuedOn,
    currencyCode: doc.currencyCode as CurrencyCode,
    totalWithTax: toMajor(doc.totalWithTax, decimals),
    correctedDocumentNumber: doc.data.correctedDocumentNumber,
  };
}

/** The documents of an order, oldest first; null for an order that does not exist. */
export async function orderDocuments(db: Db, orderId: number): Promise<TaxDocumentSummary[] | null> {
  if (!(await findOrderById(db, orderId))) return null;
  const docs = await documentsOfOrder(db, orderId);
  return Promise.all(docs.map((d) => documentSummary(db, d)));
}

/** The documents of a customer's own orders, newest first. */
export async function customerDocuments(db: Db, accountId: number): Promise<TaxDocumentSummary[]> {
  const mine = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, accountId));
  const docs = await documentsOfOrders(
    db,
    mine.map((o) => o.id),
  );
  return Promise.all(docs.map((d) => documentSummary(db, d)));
}

/** One of the customer's documents; another customer's is none. */
export async function customerDocument(
  db: Db,
  accountId: number,
  id: number,
): Promise<StoredDocument | null> {
  const doc = await findDocument(db, id);
  if (!doc) return null;
  const order = await findOrderById(db, doc.orderId);
  return order?.customerId === accountId ? doc : null;
}

/** The document's PDF and the name it is downloaded under. */
export async function documentPdf(doc: StoredDocument): Promise<{ pdf: Buffer; filename: string }> {
  const word = doc.kind === 'invoice' ? 'faktura' : 'opravny-doklad';
  return { pdf: await renderTaxDocumentPdf(doc.data), filename: `${word}-${doc.number}.pdf` };
}
