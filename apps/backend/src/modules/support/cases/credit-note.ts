import { eq } from 'drizzle-orm';
import { serviceDeskErrorCode, serviceDeskErrors, type ServiceCaseCreditNoteBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { serviceCases } from '../tables.ts';
import { lockedCase } from './desk.ts';
import type { IssuedCreditNote, ServiceCaseOrders } from './orders.ts';

/**
 * The refund of a withdrawal: a credit note of the order's invoice for the returned pieces (the
 * case's own unless the operator names others) and, when asked, the shipping, issued by the orders
 * module in this transaction (it sends the customer the document). A complaint, or a rejected
 * withdrawal, gets none (409). Null when there is no such case.
 */
export async function issueCaseCreditNote(
  tx: Tx,
  orders: Pick<ServiceCaseOrders, 'issueWithdrawalCreditNote'>,
  id: number,
  body: ServiceCaseCreditNoteBody,
): Promise<{ caseNumber: string; creditNote: IssuedCreditNote } | null> {
  const row = await lockedCase(tx, id);
  if (!row) return null;
  if (row.kind !== 'withdrawal') {
    throw new HttpError(409, serviceDeskErrors.creditNoteKind, 'id', serviceDeskErrorCode('creditNoteKind'));
  }
  if (row.state === 'rejected') {
    throw new HttpError(
      409,
      serviceDeskErrors.creditNoteRejected,
      'id',
      serviceDeskErrorCode('creditNoteRejected'),
    );
  }
  const creditNote = await orders.issueWithdrawalCreditNote(tx, {
    orderId: row.orderId,
    items: body.items ?? row.items.map((i) => ({ orderItemId: i.orderItemId, amount: i.amount })),
    shipping: body.shipping,
    reason: body.reason || `Odstoupení od smlouvy ${row.caseNumber}`,
  });
  await tx.update(serviceCases).set({ updatedAt: new Date() }).where(eq(serviceCases.id, id));
  return { caseNumber: row.caseNumber, creditNote };
}
