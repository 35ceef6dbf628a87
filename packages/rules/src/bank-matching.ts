/**
 * Matching bank movements to orders paid by bank transfer: the variable symbol names the order,
 * the amount says whether it is paid. Pure: the caller reads the movements and the orders and acts
 * on the result (marks orders paid, shows the rest to a person).
 */

/** A movement on the shop's account, as far as matching needs it. */
export interface BankMatchTransaction {
  /** The bank's unique id of the movement. Ids must be unique within one call. */
  readonly id: string;
  /** Minor units, signed: incoming positive. */
  readonly amount: number;
  /** ISO 4217 code. */
  readonly currency: string;
  readonly variableSymbol: string | null;
}

/** An order waiting for a bank transfer. */
export interface AwaitingPayment {
  readonly orderId: string;
  readonly variableSymbol: string;
  /** The order total, minor units. */
  readonly amountDue: number;
  readonly currency: string;
  /** What earlier movements already paid, minor units. */
  readonly alreadyPaid: number;
}

/**
 * - `exact`: pays exactly what the order still owes.
 * - `partial`: pays less than the order still owes.
 * - `over`: pays more than the order still owes (also any payment to an order already paid up).
 * - `currency`: names an awaiting order, but in another currency: a person decides.
 * - `unknown`: incoming, but names no awaiting order (no symbol, an unknown one, or one that two
 *   awaiting orders share).
 * - `outgoing`: not incoming money (negative or zero): never pays an order.
 */
export type BankMatchKind = 'exact' | 'partial' | 'over' | 'currency' | 'unknown' | 'outgoing';

export interface BankMatch {
  readonly transactionId: string;
  readonly kind: BankMatchKind;
  /** The order the variable symbol names; null for `unknown` and `outgoing`. */
  readonly orderId: string | null;
  /**
   * What the order still owed before this movement, minor units of the order's currency (after the
   * movements before it in the same call); null without an order.
   */
  readonly dueBefore: number | null;
}

/** A variable symbol compared as the bank means it: digits without leading zeros; blank or 0 is none. */
export function normalizeVariableSymbol(symbol: string | null | undefined): string | null {
  const trimmed = (symbol ?? '').trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/^0+/, '');
  return digits === '' ? null : digits;
}

/**
 * Classifies each movement, in order. Movements for the same order count one after another: two
 * halves of the amount are `partial` and then `exact`. An order's running balance changes only by
 * movements in its own currency.
 */
export function matchBankTransactions(
  transactions: readonly BankMatchTransaction[],
  awaiting: readonly AwaitingPayment[],
): BankMatch[] {
  const bySymbol = new Map<string, AwaitingPayment[]>();
  for (const order of awaiting) {
    const symbol = normalizeVariableSymbol(order.variableSymbol);
    if (symbol === null) continue;
    bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), order]);
  }
  const paid = new Map<string, number>(awaiting.map((order) => [order.orderId, order.alreadyPaid]));

  return transactions.map((tx): BankMatch => {
    if (tx.amount <= 0) return { transactionId: tx.id, kind: 'outgoing', orderId: null, dueBefore: null };
    const symbol = normalizeVariableSymbol(tx.variableSymbol);
    const candidates = symbol === null ? [] : (bySymbol.get(symbol) ?? []);
    const order = candidates.length === 1 ? candidates[0] : undefined;
    if (!order) return { transactionId: tx.id, kind: 'unknown', orderId: null, dueBefore: null };

    const dueBefore = order.amountDue - (paid.get(order.orderId) ?? 0);
    const base = { transactionId: tx.id, orderId: order.orderId, dueBefore };
    if (tx.currency.toUpperCase() !== order.currency.toUpperCase()) return { ...base, kind: 'currency' };

    paid.set(order.orderId, (paid.get(order.orderId) ?? 0) + tx.amount);
    if (tx.amount === dueBefore) return { ...base, kind: 'exact' };
    return { ...base, kind: tx.amount < dueBefore ? 'partial' : 'over' };
  });
}
