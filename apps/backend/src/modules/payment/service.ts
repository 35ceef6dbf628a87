import type { IncomingHttpHeaders } from 'node:http';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  errorCodes,
  type Locale,
  type Order,
  orderErrors,
  type OrderPaymentState,
  type PaymentKind,
  type PaymentStatus,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { GatewayError, type PaymentGateway } from '../../integrations/payment/gateway.ts';
import type { RefundOrders } from './refunds.ts';
import { paymentNotifications, paymentTransactions } from './tables.ts';

/** The ledger's note of an order that had nothing left to pay at the gateway. */
export const NOTHING_TO_CHARGE = 'Nebylo co platit: celou částku pokryly kredity nebo kupón.';

export const paymentErrors = {
  alreadyPaid: errorTexts[errorCodes.alreadyPaid].cs,
  changed: errorTexts[errorCodes.paymentChanged].cs,
  gatewayUnavailable: errorTexts[errorCodes.gatewayUnavailable].cs,
} as const;

/** The fields of an order a payment works with. */
/** Unverified notifications recorded per gateway and hour; the rest are only refused. */
export const UNVERIFIED_KEPT_PER_HOUR = 1000;

/** How long an open payment at the gateway is offered again instead of a new one. */
export const REUSE_OPEN_PAYMENT_MS = 30 * 60_000;

export interface PayableOrder {
  id: number;
  code: string;
  status: string;
  paymentStatus: PaymentStatus;
  paymentId: number;
  paymentKind: PaymentKind;
  currencyCode: string;
  totalWithTax: number;
  email: string;
  /** The customer's account, when a logged-in customer placed it. */
  customerId: number | null;
}

/** Whose order a payment call is for: the holder of the order token, or a logged-in customer's own. */
export type PayerOrder = { token: string } | { id: number; customerId: number };

/** The payer's order; another customer's order is none. */
async function payerOrder(
  orders: PaymentOrders,
  db: Db | Tx,
  which: PayerOrder,
  opts: { forUpdate?: boolean } = {},
): Promise<PayableOrder | null> {
  if ('token' in which) return orders.findByToken(db, which.token, opts);
  const row = await orders.findById(db, which.id, opts);
  return row?.customerId === which.customerId ? row : null;
}

/** Where the gateway sends the payer back: the order token's payment return, or the customer's order in the account. */
function returnUrlOf(deps: PaymentDeps, which: PayerOrder, row: PayableOrder, locale: Locale): string {
  const base = `${deps.storefrontUrl}${LOCALE_PREFIX[locale]}`;
  return 'token' in which
    ? `${base}/checkout/payment/callback?kod=${encodeURIComponent(row.code)}`
    : `${base}/uzivatel/objednavky/${row.id}?platba=zpet`;
}

/**
 * What payments ask of orders. The order module provides it when the app is put together, so that
 * payments, which orders already depend on for their methods, do not depend on orders in turn.
 */
export interface PaymentOrders extends RefundOrders {
  findByToken(db: Db | Tx, token: string, opts?: { forUpdate?: boolean }): Promise<PayableOrder | null>;
  findById(db: Db | Tx, id: number, opts?: { forUpdate?: boolean }): Promise<PayableOrder | null>;
  /** Switches an unpaid order to another payment method (409/422 when it cannot). */
  changePayment(tx: Tx, row: PayableOrder, paymentId: number, locale: Locale): Promise<PayableOrder>;
  settle(tx: Tx, orderId: number, outcome: 'paid' | 'failed' | 'cancelled'): Promise<void>;
  view(db: Db | Tx, row: PayableOrder, locale: Locale): Promise<Order>;
  /**
   * Books money into the order's ledger, once per source and reference, in the caller's
   * transaction; the order becomes paid once its payments cover it.
   */
  recordPayment(tx: Tx, payment: IncomingPayment): Promise<RecordedIncomingPayment>;
  /** The live bank-transfer orders whose codes are these variable symbols (paid ones included). */
  awaitingByVariableSymbols(db: Db | Tx, symbols: readonly string[]): Promise<AwaitingTransfer[]>;
}

/** Money an order receives through payments: a card payment, a bank movement. Minor units. */
export interface IncomingPayment {
  orderId: number;
  method: 'bank_transfer' | 'card';
  source: 'statement' | 'fio' | 'gateway';
  /** The source's id: the gateway's payment, or `account:bank id` of a bank movement. */
  reference: string | null;
  amount: number;
  /** YYYY-MM-DD */
  paidOn: string;
  note?: string | null;
  /** Who booked it; null for the shop itself. */
  recordedBy?: string | null;
}

export interface RecordedIncomingPayment {
  /** False when the reference was booked before: nothing changed. */
  recorded: boolean;
  /** The order became paid by it. */
  settled: boolean;
  order: PayableOrder;
  /** Where the order stands with its money afterwards. */
  state: OrderPaymentState;
}

/** A bank-transfer order a movement may pay (minor units). */
export interface AwaitingTransfer {
  id: number;
  /** Its code: the variable symbol. */
  code: string;
  currencyCode: string;
  totalWithTax: number;
  amountPaid: number;
}

export interface PaymentDeps {
  db: Db;
  orders: PaymentOrders;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The storefront's public address (the shopper comes back there). */
  storefrontUrl: string;
  /** This backend's public address (the gateway notifies it there). */
  publicUrl: string;
}

/**
 * What a notification (or a look at the gateway) led to, as payment.notifications records it:
 * settled: the transaction got its final status and the order followed;
 * superseded: the transaction got its final status, but the order had moved on (another method,
 *   a newer attempt) and was left alone;
 * unchanged: nothing new (already settled, or still undecided at the gateway);
 * mismatch: the gateway's amount, currency or reference differ from ours, or money arrived for an
 *   order that has changed since: nothing changed on the order, an operator must look;
 * unknown: no such transaction; rejected: bad signature or stale; error: the gateway did not answer.
 */
export type SettleOutcome = 'settled' | 'superseded' | 'unchanged' | 'mismatch' | 'unknown' | 'error';

const LOCALE_PREFIX: Record<Locale, string> = { cs: '', sk: '/sk', de: '/de' };

/**
 * The gateway's page of the order's payment still open there, started within REUSE_OPEN_PAYMENT_MS
 * for what the order costs now; null when there is none. A payment started again (a double click,
 * a reload, the order placed again) goes back to it instead of making another.
 */
export async function openPaymentPage(
  { db, gateway }: Pick<PaymentDeps, 'db' | 'gateway'>,
  row: PayableOrder,
): Promise<string | null> {
  const [open] = await db
    .select({ redirectUrl: paymentTransactions.redirectUrl })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, row.id),
        eq(paymentTransactions.gateway, gateway.name),
        eq(paymentTransactions.status, 'created'),
        eq(paymentTransactions.amount, row.totalWithTax),
        eq(paymentTransactions.currencyCode, row.currencyCode),
        gt(paymentTransactions.createdAt, new Date(Date.now() - REUSE_OPEN_PAYMENT_MS)),
      ),
    )
    .orderBy(desc(paymentTransactions.id))
    .limit(1);
  return open?.redirectUrl || null;
}

/**
 * POST /api/v1/orders/token/{token}/payment: optionally switches the order to another payment
 * method, then, for a gateway method, creates a payment at the gateway and answers its page.
 * The gateway is called between two short transactions, never while holding the order's lock.
 */
export async function startPayment(
  deps: PaymentDeps,
  which: PayerOrder,
  paymentId: number | undefined,
  locale: Locale,
): Promise<{ order: Order; redirectUrl: string | null }> {
  const { db, gateway } = deps;
  const { row, kind } = await db.transaction(async (tx) => {
    let row = await payerOrder(deps.orders, tx, which, { forUpdate: true });
    if (!row) throw notFound('token' in which ? 'token' : 'id');
    if (row.paymentStatus === 'paid')
      throw new HttpError(409, paymentErrors.alreadyPaid, undefined, errorCodes.alreadyPaid);
    if (row.status !== 'new')
      throw new HttpError(409, orderErrors.notPayable, undefined, errorCodes.notPayable);
    // From the account a customer pays again by card; other methods settle without the shop's pages.
    if ('id' in which && row.paymentKind !== 'gateway')
      throw new HttpError(409, orderErrors.notPayable, undefined, errorCodes.notPayable);
    if (paymentId !== undefined && paymentId !== row.paymentId) {
      row = await deps.orders.changePayment(tx, row, paymentId, locale);
    }
    const kind = row.paymentKind;
    if (kind === 'gateway' && row.totalWithTax <= 0) {
      // Nothing to charge (credits or a coupon covered it all): paid as it is, with its ledger row.
      await deps.orders.recordPayment(tx, {
        orderId: row.id,
        method: 'card',
        source: 'gateway',
        reference: null,
        amount: 0,
        paidOn: zonedDateTime(new Date()).date,
        note: NOTHING_TO_CHARGE,
      });
      await deps.orders.settle(tx, row.id, 'paid');
      row = (await deps.orders.findById(tx, row.id))!;
    }
    return { row, kind };
  });
  if (kind !== 'gateway' || row.paymentStatus === 'paid') {
    return { order: await deps.orders.view(db, row, locale), redirectUrl: null };
  }

  const open = await openPaymentPage(deps, row);
  if (open) return { order: await deps.orders.view(db, row, locale), redirectUrl: open };

  let created;
  try {
    created = await gateway.createPayment({
      merchantRef: row.code,
      amount: row.totalWithTax,
      currencyCode: row.currencyCode,
      description: `Objednávka č. ${row.code}`,
      email: row.email,
      locale,
      returnUrl: returnUrlOf(deps, which, row, locale),
      notifyUrl: `${deps.publicUrl}/api/v1/payments/notify/${encodeURIComponent(gateway.name)}`,
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.error({ err, orderId: row.id }, 'payment gateway: creating a payment failed');
    throw new HttpError(503, paymentErrors.gatewayUnavailable, undefined, errorCodes.gatewayUnavailable);
  }

  const current = await db.transaction(async (tx) => {
    const current = await deps.orders.findById(tx, row.id, { forUpdate: true });
    // Recorded whatever happened meanwhile: the payment exists at the gateway and may be paid.
    await tx.insert(paymentTransactions).values({
      orderId: row.id,
      gateway: gateway.name,
      gatewayRef: created.gatewayRef,
      redirectUrl: created.redirectUrl,
      amount: row.totalWithTax,
      currencyCode: row.currencyCode,
    });
    return current!;
  });
  if (current.paymentStatus === 'paid')
    throw new HttpError(409, paymentErrors.alreadyPaid, undefined, errorCodes.alreadyPaid);
  if (
    current.status !== 'new' ||
    current.paymentId !== row.paymentId ||
    current.totalWithTax !== row.totalWithTax ||
    current.currencyCode !== row.currencyCode
  ) {
    throw new HttpError(409, paymentErrors.changed, undefined, errorCodes.paymentChanged);
  }
  return { order: await deps.orders.view(db, current, locale), redirectUrl: created.redirectUrl };
}

/**
 * Reads a transaction's status back from the gateway and settles it: the amount, currency and
 * order reference the gateway reports must be those of the transaction; then, in one transaction
 * with the transaction row locked, a still-open transaction gets its final status and the order
 * follows. Repeating it changes nothing.
 */
export async function settleFromGateway(deps: PaymentDeps, gatewayRef: string): Promise<SettleOutcome> {
  const { db, gateway, log } = deps;
  const [txn] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.gateway, gateway.name), eq(paymentTransactions.gatewayRef, gatewayRef)),
    );
  if (!txn) {
    log.warn({ gateway: gateway.name, gatewayRef }, 'payment: a notification for an unknown transaction');
    return 'unknown';
  }
  if (txn.status !== 'created') return 'unchanged';

  let state;
  try {
    state = await gateway.getStatus(gatewayRef);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    log.warn({ err, transactionId: txn.id }, 'payment gateway: reading the status failed');
    return 'error';
  }
  const order = await deps.orders.findById(db, txn.orderId);
  if (
    !order ||
    state.amount !== txn.amount ||
    state.currencyCode !== txn.currencyCode ||
    state.merchantRef !== order.code
  ) {
    log.warn(
      {
        transactionId: txn.id,
        expected: { amount: txn.amount, currencyCode: txn.currencyCode, merchantRef: order?.code },
        reported: { amount: state.amount, currencyCode: state.currencyCode, merchantRef: state.merchantRef },
      },
      'payment: the gateway reports a payment that does not match its transaction; nothing changed',
    );
    return 'mismatch';
  }
  if (state.status === 'created') return 'unchanged';
  const status = state.status;

  return db.transaction(async (tx): Promise<SettleOutcome> => {
    const [locked] = await tx
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, txn.id))
      .for('update');
    if (!locked || locked.status !== 'created') return 'unchanged';
    await tx
      .update(paymentTransactions)
      .set({ status, settledAt: new Date() })
      .where(eq(paymentTransactions.id, txn.id));

    const current = (await deps.orders.findById(tx, txn.orderId, { forUpdate: true }))!;
    const kind = current.paymentKind;
    if (status === 'paid') {
      if (current.totalWithTax !== txn.amount || current.currencyCode !== txn.currencyCode) {
        log.error(
          { transactionId: txn.id, orderId: current.id, paid: txn.amount, total: current.totalWithTax },
          'payment: money arrived for an order whose total has changed since; settle or refund it by hand',
        );
        return 'mismatch';
      }
      if (current.paymentStatus === 'paid') {
        log.warn(
          { transactionId: txn.id, orderId: current.id },
          'payment: an order was paid twice; refund one',
        );
      }
      await deps.orders.recordPayment(tx, {
        orderId: current.id,
        method: 'card',
        source: 'gateway',
        reference: gatewayRef,
        amount: txn.amount,
        paidOn: zonedDateTime(new Date()).date,
      });
      // Also money for an order cancelled meanwhile: on record as paid, for the refund.
      await deps.orders.settle(tx, current.id, 'paid');
      return 'settled';
    }
    // A declined or cancelled attempt counts only while the order still waits for it.
    const [newest] = await tx
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.orderId, current.id))
      .orderBy(desc(paymentTransactions.id))
      .limit(1);
    if (kind !== 'gateway' || newest?.id !== txn.id || current.paymentStatus === 'paid') return 'superseded';
    await deps.orders.settle(tx, current.id, status === 'declined' ? 'failed' : 'cancelled');
    return 'settled';
  });
}

/**
 * POST /api/v1/payments/notify/{gateway}: a notification is only a trigger; it is verified, then
 * the status is read back from the gateway (settleFromGateway). Every notification is recorded.
 * Answers the HTTP status for the gateway: 401 unverified, 503 when the status could not be read
 * (the gateway retries), else 200 (also for a mismatch, which retrying would not mend).
 */
export async function handleNotification(
  deps: PaymentDeps,
  rawBody: string,
  headers: IncomingHttpHeaders,
): Promise<{ status: number; outcome: SettleOutcome | 'rejected' }> {
  const { db, gateway, log } = deps;
  const verified = await gateway.verifyNotification(rawBody, headers);
  if (!verified) {
    // Recorded for the audit trail, but no more than UNVERIFIED_KEPT_PER_HOUR: a flood of forged
    // notifications must not fill the database.
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.gateway, gateway.name),
          eq(paymentNotifications.signatureValid, false),
          gt(paymentNotifications.receivedAt, new Date(Date.now() - 3600_000)),
        ),
      );
    if (n < UNVERIFIED_KEPT_PER_HOUR) {
      await db.insert(paymentNotifications).values({
        gateway: gateway.name,
        gatewayRef: claimedRef(rawBody),
        signatureValid: false,
        outcome: 'rejected',
      });
    }
    log.warn({ gateway: gateway.name }, 'payment: a notification failed verification');
    return { status: 401, outcome: 'rejected' };
  }
  const outcome = await settleFromGateway(deps, verified.gatewayRef);
  await db.insert(paymentNotifications).values({
    gateway: gateway.name,
    gatewayRef: verified.gatewayRef,
    signatureValid: true,
    outcome,
  });
  return { status: outcome === 'error' ? 503 : 200, outcome };
}

/** The id an unverified notification claims, kept for the audit trail only. */
function claimedRef(rawBody: string): string | null {
  try {
    const id = (JSON.parse(rawBody) as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id.slice(0, 100) : null;
  } catch {
    // A form (Comgate's notifications).
    return new URLSearchParams(rawBody).get('transId')?.slice(0, 100) ?? null;
  }
}

/**
 * POST /api/v1/orders/token/{token}/payment/refresh: the shopper is back from the gateway, maybe
 * before its notification: the order's open transactions are read back and settled now.
 */
export async function refreshPayment(deps: PaymentDeps, which: PayerOrder, locale: Locale): Promise<Order> {
  const { db } = deps;
  const row = await payerOrder(deps.orders, db, which);
  if (!row) throw notFound('token' in which ? 'token' : 'id');
  if (row.paymentStatus === 'paid') return deps.orders.view(db, row, locale);
  await settleOpenPayments(deps, row.id);
  // Read again even when nothing was open here: the gateway's notification may have settled the
  // payment between the first read and the look for open transactions.
  const current = (await deps.orders.findById(db, row.id)) ?? row;
  return deps.orders.view(db, current, locale);
}

/** Reads the order's open gateway payments back and settles them; what came of each. */
export async function settleOpenPayments(deps: PaymentDeps, orderId: number): Promise<SettleOutcome[]> {
  const open = await deps.db
    .select({ gatewayRef: paymentTransactions.gatewayRef })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.gateway, deps.gateway.name),
        eq(paymentTransactions.status, 'created'),
      ),
    )
    .orderBy(asc(paymentTransactions.id));
  const outcomes: SettleOutcome[] = [];
  for (const t of open) outcomes.push(await settleFromGateway(deps, t.gatewayRef));
  return outcomes;
}
