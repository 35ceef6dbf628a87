import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { stockWatchers } from '../tables.ts';
import { watchAddress } from './service.ts';

/** The variants the customer waits (or waited) for, for their data export. */
export async function stockWatchesOf(db: Db, email: string): Promise<AccountExport['stockWatches']> {
  const rows = await db
    .select()
    .from(stockWatchers)
    .where(eq(stockWatchers.email, watchAddress(email)))
    .orderBy(asc(stockWatchers.id));
  return rows.map((w) => ({
    variantId: w.variantId,
    createdAt: w.createdAt.toISOString(),
    notifiedAt: w.notifiedAt?.toISOString() ?? null,
  }));
}

/** Inside an account's deletion: its watches go, mailed or not. */
export async function forgetStockWatches(tx: Tx, email: string): Promise<void> {
  await tx.delete(stockWatchers).where(eq(stockWatchers.email, watchAddress(email)));
}
