import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from './tables.ts';

/** A bank-transfer order as a bank movement is matched against it (minor units). */
export interface AwaitingTransferRow {
  id: number;
  /** The order code: the variable symbol the shopper pays with. */
  code: string;
  currencyCode: string;
  totalWithTax: number;
  amountPaid: number;
}

/**
 * The live bank-transfer orders named by these variable symbols (their codes): waiting for their
 * money, or paid already (money for a paid order is more than it owed). Cancelled orders are none.
 */
export async function awaitingTransfersBySymbols(
  db: Db | Tx,
  symbols: readonly string[],
): Promise<AwaitingTransferRow[]> {
  if (symbols.length === 0) return [];
  return db
    .select({
      id: orders.id,
      code: orders.code,
      currencyCode: orders.currencyCode,
      totalWithTax: orders.totalWithTax,
      amountPaid: orders.amountPaid,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.code, [...new Set(symbols)]),
        eq(orders.paymentKind, 'bank_transfer'),
        ne(orders.status, 'cancelled'),
      ),
    );
}
