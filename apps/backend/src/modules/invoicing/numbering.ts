import type { TaxDocumentKind } from '@shop/contract';

/**
 * The document series: one per kind, numbered from 1 each calendar year (of the issue date), ten
 * digits so that a number also serves as a variable symbol:
 * - invoices: the year and six digits, 2026000001, 2026000002 …;
 * - credit notes: 90, the year's last two digits and six digits, 9026000001 …, which no invoice
 *   number can be (those begin with the year, 20…).
 * A year with more than 999 999 documents gets longer numbers, never repeated ones.
 */
export const SERIES: Record<TaxDocumentKind, string> = { invoice: 'invoice', credit_note: 'credit_note' };

const sequenceDigits = (sequence: number) => String(sequence).padStart(6, '0');

/** The printed number of the `sequence`-th document of its kind in `year`. */
export function documentNumber(kind: TaxDocumentKind, year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 2099)
    throw new RangeError(`year ${year} out of range`);
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`sequence ${sequence} out of range`);
  return kind === 'invoice'
    ? `${year}${sequenceDigits(sequence)}`
    : `90${String(year % 100).padStart(2, '0')}${sequenceDigits(sequence)}`;
}
