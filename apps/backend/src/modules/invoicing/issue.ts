import { sql } from 'drizzle-orm';
import { taxDocument, type TaxDocument, type TaxDocumentKind } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import type { StoredDocument } from './documents.ts';
import { documentNumber, SERIES } from './numbering.ts';
import { documents, documentSeries } from './tables.ts';

export interface IssueTaxDocument {
  kind: TaxDocumentKind;
  orderId: number;
  /** YYYY-MM-DD; its year chooses the series' year. */
  issuedOn: string;
  /** A credit note's invoice (invoicing.documents.id). */
  correctsId?: number | null;
  /** The document under the number it was given. */
  build: (number: string) => TaxDocument;
}

/**
 * Issues a tax document in the caller's transaction. The next number of the kind's yearly series
 * is taken with the series row locked (an insert that adds one to the row when it exists), so the
 * documents of a series wait for each other until their transactions end: a number is never given
 * twice, and a transaction that rolls back gives its number back, leaving no gap.
 */
export async function issueTaxDocument(tx: Tx, input: IssueTaxDocument): Promise<StoredDocument> {
  const year = Number(input.issuedOn.slice(0, 4));
  const series = SERIES[input.kind];
  const [taken] = await tx
    .insert(documentSeries)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.year],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  const sequence = taken!.lastNumber;
  const number = documentNumber(input.kind, year, sequence);
  // Stored exactly as the contract describes it: what is kept is what the PDF shows years later.
  const data = taxDocument.parse(input.build(number));
  if (data.number !== number || data.kind !== input.kind || data.issuedOn !== input.issuedOn) {
    throw new Error(
      `document ${number}: its number, kind or issue date differ from the ones it was issued with`,
    );
  }
  const [row] = await tx
    .insert(documents)
    .values({
      kind: input.kind,
      series,
      year,
      sequence,
      number,
      orderId: input.orderId,
      issuedOn: input.issuedOn,
      currencyCode: data.currencyCode,
      totalWithTax: data.totalWithTax,
      data,
      correctsId: input.correctsId ?? null,
    })
    .returning();
  return row!;
}
