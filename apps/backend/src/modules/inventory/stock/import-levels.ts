import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { queueBackInStock } from '../watchers/queue.ts';
import { freeStockOf } from './free.ts';

/** The advisory-lock namespace of a variant's stock changes ('ST'), as lockVariantStock takes it. */
const STOCK_LOCK_SPACE = 0x5354;

/** A variant's pieces in a warehouse, as a stock file names them. */
export interface StockLevelRow {
  variantId: number;
  warehouse: string;
  quantity: number;
  reserved: number;
}

/** The warehouses' codes. */
export async function warehouseCodes(db: Db | Tx): Promise<Set<string>> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from inventory.warehouses`);
  return new Set(rows.map((r) => r.code));
}

/**
 * The stock rows of some variants (all of them without `variantIds`), by variant and warehouse
 * code, with what unpaid orders hold.
 */
export async function stockLevelsOf(db: Db | Tx, variantIds?: number[]): Promise<StockLevelRow[]> {
  return queryRows<StockLevelRow>(
    db,
    sql`select s.variant_id as "variantId", w.code as warehouse, s.quantity, s.reserved
          from inventory.stock s join inventory.warehouses w on w.id = s.warehouse_id
         ${variantIds ? sql`where s.variant_id = any(${sqlIntArray(variantIds)})` : sql``}
         order by s.variant_id, w.code`,
  );
}

/**
 * Sets many variants' pieces per warehouse in the caller's transaction (a stock import): the
 * variants' stock locked in id order first (as every stock change does), each difference written as
 * a 'correction' movement, and the watchers of variants back in stock queued. The caller has
 * checked the rows (known warehouse, not below what is reserved, each variant and warehouse once).
 */
export async function setStockLevels(
  tx: Tx,
  rows: { variantId: number; warehouse: string; quantity: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const ids = [...new Set(rows.map((r) => r.variantId))];
  await tx.execute(
    sql`select count(pg_advisory_xact_lock(${STOCK_LOCK_SPACE}, id))
          from (select id from unnest(${sqlIntArray(ids)}) as id order by id) ordered`,
  );
  const freeBefore = await freeStockOf(tx, ids);
  const variants = sqlIntArray(rows.map((r) => r.variantId));
  const codes = sqlTextArray(rows.map((r) => r.warehouse));
  const quantities = sqlIntArray(rows.map((r) => r.quantity));
  await tx.execute(sql`
    with wanted as (
      select u.variant_id, w.id as warehouse_id, u.quantity
        from unnest(${variants}, ${codes}, ${quantities}) as u(variant_id, code, quantity)
        join inventory.warehouses w on w.code = u.code
    ), moved as (
      insert into inventory.stock_movements (variant_id, warehouse_id, quantity, reason)
      select n.variant_id, n.warehouse_id, n.quantity - coalesce(s.quantity, 0), 'correction'
        from wanted n
        left join inventory.stock s on s.variant_id = n.variant_id and s.warehouse_id = n.warehouse_id
       where n.quantity <> coalesce(s.quantity, 0)
    )
    insert into inventory.stock (variant_id, warehouse_id, quantity)
    select variant_id, warehouse_id, quantity from wanted
    on conflict (variant_id, warehouse_id) do update set quantity = excluded.quantity`);
  await queueBackInStock(tx, freeBefore);
}
