import type { TaxDocument } from '@shop/contract';

export interface Settlement {
  /** What is left to pay (or, on a credit note, to refund); never past zero. */
  readonly due: number;
  /** What was paid before covers the whole total: nothing is to be paid. */
  readonly paidInFull: boolean;
}

/**
 * What the payment before issue leaves to settle. A payment covers the total when it has the
 * total's sign and at least its size (a credit note's refund is negative like its total).
 */
export function settlement(doc: Pick<TaxDocument, 'totalWithTax' | 'alreadyPaid'>): Settlement {
  const { totalWithTax: total, alreadyPaid: paid } = doc;
  const paidInFull = total !== 0 && Math.sign(paid) === Math.sign(total) && Math.abs(paid) >= Math.abs(total);
  return { due: paidInFull ? 0 : total - paid, paidInFull };
}
