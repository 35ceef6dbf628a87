import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { freeStockOf } from '../stock/free.ts';

/**
 * After a change of stock inside `tx` (the variants locked by lockVariantStock before it): the
 * variants that had no free piece before (`freeBefore`), have some now and are watched get their
 * e-mails queued in the same transaction. Returns those variants.
 */
export async function queueBackInStock(tx: Tx, freeBefore: Map<number, number>): Promise<number[]> {
  const soldOut = [...freeBefore].filter(([, free]) => free <= 0).map(([id]) => id);
  if (soldOut.length === 0) return [];
  const after = await freeStockOf(tx, soldOut);
  const back = soldOut.filter((id) => (after.get(id) ?? 0) > 0);
  if (back.length === 0) return [];
  const watched = await queryRows<{ variant_id: number }>(
    tx,
    sql`select distinct variant_id from inventory.stock_watchers
         where variant_id = any(${sqlIntArray(back)}) and notified_at is null
         order by variant_id`,
  );
  for (const w of watched) await enqueueJob(tx, 'stock-back', { variantId: w.variant_id });
  return watched.map((w) => w.variant_id);
}
