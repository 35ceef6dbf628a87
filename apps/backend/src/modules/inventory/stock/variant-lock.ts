import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/** The advisory-lock namespace of a variant's stock changes and watches ('ST'). */
const STOCK_LOCK_SPACE = 0x5354;

/**
 * Serialises, per variant, whatever changes its free stock with the watches placed on it, until
 * the transaction ends: a watch either sees the stock that came back (and is refused) or is seen
 * by the change that brought it back (and is e-mailed). Taken in id order, before any stock row
 * lock, so that two holders never wait for each other.
 */
export async function lockVariantStock(tx: Tx, variantIds: number[]): Promise<void> {
  for (const id of [...new Set(variantIds)].sort((a, b) => a - b)) {
    await tx.execute(sql`select 1 from (select pg_advisory_xact_lock(${STOCK_LOCK_SPACE}, ${id})) as locked`);
  }
}
