import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';

export interface WarehouseStock {
  id: number;
  /** Pieces free to sell: quantity minus what unpaid orders hold. */
  stock: number;
  virtual: boolean;
  delayDays: number;
}

export interface VariantStock {
  /** Free pieces over all warehouses, virtual (supplier) ones included. */
  total: number;
  warehouses: WarehouseStock[];
}

/** Stock of many variants in one query; variants without any stock row get total 0. */
export async function stockOfVariants(db: Db, variantIds: number[]): Promise<Map<number, VariantStock>> {
  const out = new Map<number, VariantStock>(variantIds.map((id) => [id, { total: 0, warehouses: [] }]));
  if (variantIds.length === 0) return out;
  const rows = await queryRows<{
    variant_id: number;
    warehouse_id: number;
    free: number;
    virtual: boolean;
    delay_days: number;
  }>(
    db,
    sql`select s.variant_id, s.warehouse_id, greatest(s.quantity - s.reserved, 0) as free, w.virtual, w.delay_days
          from inventory.stock s join inventory.warehouses w on w.id = s.warehouse_id
         where s.variant_id = any(${sqlIntArray(variantIds)})
         order by s.variant_id, w.virtual, w.id`,
  );
  for (const r of rows) {
    const entry = out.get(r.variant_id);
    if (!entry) continue;
    entry.total += r.free;
    entry.warehouses.push({ id: r.warehouse_id, stock: r.free, virtual: r.virtual, delayDays: r.delay_days });
  }
  return out;
}

/**
 * Variants with free pieces in some warehouse: of `variantIds`, or of the whole stock when null
 * (a full rebuild of the catalogue's listing).
 */
export async function variantsWithFreeStock(db: Db | Tx, variantIds: number[] | null): Promise<number[]> {
  if (variantIds?.length === 0) return [];
  const rows = await queryRows<{ variant_id: number }>(
    db,
    sql`select distinct variant_id from inventory.stock
         where quantity - reserved > 0 ${variantIds ? sql`and variant_id = any(${sqlIntArray(variantIds)})` : sql``}`,
  );
  return rows.map((r) => r.variant_id);
}
