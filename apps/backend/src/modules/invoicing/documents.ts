import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TaxDocumentKind } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { documents } from './tables.ts';

/** A tax document as issued: its number, order, sums and the document itself (`data`). */
export type StoredDocument = typeof documents.$inferSelect;

/** The documents of an order, oldest first (the invoice before its credit notes). */
export async function documentsOfOrder(db: Db | Tx, orderId: number): Promise<StoredDocument[]> {
  return db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(documents.id);
}

/** The documents of several orders, newest first. */
export async function documentsOfOrders(db: Db | Tx, orderIds: readonly number[]): Promise<StoredDocument[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.orderId, [...orderIds]))
    .orderBy(desc(documents.issuedOn), desc(documents.id));
}

/** An order's document of a kind; for an invoice, the one the order has. */
export async function firstDocumentOf(
  db: Db | Tx,
  orderId: number,
  kind: TaxDocumentKind,
): Promise<StoredDocument | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, kind)))
    .orderBy(documents.id)
    .limit(1);
  return row ?? null;
}

export async function findDocument(db: Db | Tx, id: number): Promise<StoredDocument | null> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row ?? null;
}
