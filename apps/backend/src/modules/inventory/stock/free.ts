import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';

/** Free pieces (quantity minus what unpaid orders hold) of each variant over all its warehouses. */
export async function freeStockOf(db: Db | Tx, variantIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(variantIds.map((id) => [id, 0]));
  if (variantIds.length === 0) return out;
  const rows = await queryRows<{ variant_id: number; free: number }>(
    db,
    sql`select variant_id, sum(greatest(quantity - reserved, 0))::int as free
          from inventory.stock
         where variant_id = any(${sqlIntArray([...new Set(variantIds)])})
         group by variant_id`,
  );
  for (const r of rows) out.set(r.variant_id, r.free);
  return out;
}
