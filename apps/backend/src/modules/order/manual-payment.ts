import { type CurrencyCode, domainCode, errorCodes, type ManualPaymentBody } from '@shop/contract';
import { CURRENCIES, formatMoney, toMajor, toMinor, zonedDateTime } from '@shop/rules';
import type { Tx } from '../../db/client.ts';
import { FieldsRefused, HttpError, notFound } from '../../http/errors.ts';
import { closePaidUpPartials } from '../payment/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import { amountDueOf } from './payment-state.ts';
import { recordOrderPayment, type RecordedPayment } from './payments.ts';
import { findOrderById, type OrderRow } from './service.ts';

/** Why a payment cannot be marked by hand. */
export const manualPaymentRefusals = {
  notBankTransfer: 'Ručně lze zaznamenat jen platbu bankovním převodem.',
  cancelled: 'Ke zrušené objednávce nelze zaznamenat platbu.',
  alreadyPaid: 'Objednávka už je zaplacená.',
  amountPositive: 'Zadejte kladnou částku.',
  amountDecimals: 'Částka může mít nejvýše {decimals} desetinná místa.',
  amountOverDue: 'Částka je vyšší, než kolik zbývá zaplatit ({due}).',
  paidOnFuture: 'Datum platby nemůže být v budoucnosti.',
  paidOnBeforeOrder: 'Datum platby nemůže být před vytvořením objednávky.',
} as const;

/**
 * Records a bank transfer an operator saw arrive: the whole amount still due, or a part of it, on
 * a day from the order's to today (Prague). The order is locked while it is checked and the
 * payment booked, and becomes paid once its payments cover it.
 */
export async function recordManualPayment(
  tx: Tx,
  orderId: number,
  body: ManualPaymentBody,
  recordedBy: string,
  now = new Date(),
): Promise<{ before: OrderRow; recorded: RecordedPayment }> {
  const before = await findOrderById(tx, orderId, { forUpdate: true });
  if (!before) throw notFound('id');
  if (before.paymentKind !== 'bank_transfer') {
    throw new HttpError(
      409,
      manualPaymentRefusals.notBankTransfer,
      undefined,
      domainCode('order', 'notBankTransfer'),
    );
  }
  if (before.status === 'cancelled') {
    throw new HttpError(409, manualPaymentRefusals.cancelled, undefined, domainCode('order', 'cancelled'));
  }
  const due = amountDueOf(before);
  if (before.paymentStatus === 'paid' || due === 0) {
    throw new HttpError(409, manualPaymentRefusals.alreadyPaid, undefined, errorCodes.alreadyPaid);
  }

  const decimals = await currencyDecimals(tx, before.currencyCode);
  const amount = Number.isFinite(body.amount) ? toMinor(body.amount, decimals) : 0;
  const refused: Record<string, string> = {};
  if (!(body.amount > 0) || amount <= 0) refused.amount = manualPaymentRefusals.amountPositive;
  else if (toMajor(amount, decimals) !== body.amount) {
    refused.amount = manualPaymentRefusals.amountDecimals.replace('{decimals}', String(decimals));
  } else if (amount > due) {
    const currency = CURRENCIES[before.currencyCode as CurrencyCode];
    refused.amount = manualPaymentRefusals.amountOverDue.replace(
      '{due}',
      currency ? formatMoney(due, currency) : `${toMajor(due, decimals)} ${before.currencyCode}`,
    );
  }
  if (body.paidOn > zonedDateTime(now).date) refused.paidOn = manualPaymentRefusals.paidOnFuture;
  else if (body.paidOn < zonedDateTime(before.createdAt).date) {
    refused.paidOn = manualPaymentRefusals.paidOnBeforeOrder;
  }
  if (Object.keys(refused).length) throw new FieldsRefused(refused);

  const recorded = await recordOrderPayment(tx, {
    orderId,
    method: 'bank_transfer',
    source: 'manual',
    reference: null,
    amount,
    paidOn: body.paidOn,
    note: body.note || null,
    recordedBy,
  });
  // Parts that came by the bank wait for a person no more once the order is paid up.
  if (recorded.settled) await closePaidUpPartials(tx, orderId, recordedBy);
  return { before, recorded };
}
