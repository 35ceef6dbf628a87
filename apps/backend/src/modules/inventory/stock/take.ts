import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';
import { queueBackInStock } from '../watchers/queue.ts';
import { freeStockOf } from './free.ts';
import { lockVariantStock } from './variant-lock.ts';

/** Pieces of a variant an order takes; `field` names the line in a refusal ('items.0', 'gifts.1'). */
export interface StockLine {
  variantId: number;
  amount: number;
  field: string;
}

/** Not enough free pieces for a line: nothing was taken. */
export class StockShortage extends Error {
  constructor(readonly field: string) {
    super(`not enough stock for ${field}`);
  }
}

interface LockedRow {
  variant_id: number;
  warehouse_id: number;
  quantity: number;
  reserved: number;
  virtual: boolean;
}

/**
 * The stock rows of an order's stock-checked variants, locked for the rest of the transaction:
 * read once, then checked and taken from without reading again.
 */
export interface LockedStock {
  /** Throws StockShortage when the lines (over all lines of a variant) want more than is free. */
  check(lines: StockLine[]): void;
  /**
   * Takes the lines' pieces for an order: real warehouses first, then the supplier's (virtual)
   * ones; every decrement is written to stock_movements (negative, reason 'order'). Variants that
   * were not locked (no stock checking) take nothing. The table's CHECKs stop an oversell that
   * slipped past `check` all the same.
   */
  take(orderId: number, lines: StockLine[]): Promise<void>;
}

/**
 * Locks the stock rows of `checkedVariantIds` (the variants whose stock is checked, as the catalogue
 * says), always in (variant_id, warehouse_id) order, so that concurrent orders over overlapping
 * variants queue instead of deadlocking. The rows are read after the lock is granted, so they
 * include what an order committed while this one waited took.
 */
export async function lockStock(tx: Tx, checkedVariantIds: number[]): Promise<LockedStock> {
  const locked = new Map<number, LockedRow[]>();
  const ids = [...new Set(checkedVariantIds)].sort((a, b) => a - b);
  for (const id of ids) locked.set(id, []);
  if (ids.length > 0) {
    const rows = await queryRows<LockedRow>(
      tx,
      sql`select s.variant_id, s.warehouse_id, s.quantity, s.reserved, w.virtual
            from inventory.stock s join inventory.warehouses w on w.id = s.warehouse_id
           where s.variant_id = any(${sqlIntArray(ids)})
           order by s.variant_id, s.warehouse_id
             for update of s`,
    );
    for (const r of rows) locked.get(r.variant_id)?.push(r);
  }
  return {
    check(lines) {
      const short = shortage(lines, locked);
      if (short) throw new StockShortage(short.field);
    },
    take: (orderId, lines) => take(tx, orderId, lines, locked),
  };
}

/** Free pieces of a row: what unpaid orders hold (reserved) is not for sale. */
const free = (r: LockedRow) => Math.max(r.quantity - r.reserved, 0);

/** The first line whose variant (over all its lines) wants more than is free, or null. */
function shortage(lines: StockLine[], locked: Map<number, LockedRow[]>): StockLine | null {
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const rows = locked.get(line.variantId);
    if (!rows) continue;
    const total = (wanted.get(line.variantId) ?? 0) + line.amount;
    wanted.set(line.variantId, total);
    if (total > rows.reduce((n, r) => n + free(r), 0)) return line;
  }
  return null;
}

async function take(tx: Tx, orderId: number, lines: StockLine[], locked: Map<number, LockedRow[]>) {
  const short = shortage(lines, locked);
  if (short) throw new StockShortage(short.field);
  const takes: { variantId: number; warehouseId: number; quantity: number }[] = [];
  const wanted = new Map<number, number>();
  for (const line of lines) {
    if (locked.has(line.variantId)) {
      wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.amount);
    }
  }
  for (const [variantId, amount] of wanted) {
    const rows = [...locked.get(variantId)!].sort(
      (a, b) => Number(a.virtual) - Number(b.virtual) || a.warehouse_id - b.warehouse_id,
    );
    let left = amount;
    for (const r of rows) {
      const n = Math.min(left, free(r));
      if (n > 0) takes.push({ variantId, warehouseId: r.warehouse_id, quantity: n });
      left -= n;
      if (left === 0) break;
    }
  }
  if (takes.length === 0) return;
  // One statement: the rows are locked already, so the order of the updates cannot deadlock.
  await tx.execute(
    sql`with taken as (
          update inventory.stock s set quantity = s.quantity - x.q
            from unnest(${sqlIntArray(takes.map((t) => t.variantId))},
                        ${sqlIntArray(takes.map((t) => t.warehouseId))},
                        ${sqlIntArray(takes.map((t) => t.quantity))}) as x(v, w, q)
           where s.variant_id = x.v and s.warehouse_id = x.w
          returning s.variant_id, s.warehouse_id, x.q)
        insert into inventory.stock_movements (variant_id, warehouse_id, quantity, order_id, reason)
        select variant_id, warehouse_id, -q, ${orderId}, 'order' from taken`,
  );
}

/**
 * Puts back every piece an order took (its 'order' movements), once: a second call finds the
 * return already written and does nothing. Written to stock_movements with `reason`. A variant that
 * had no free piece and has some again gets its watchers' e-mails queued.
 */
export async function returnOrderStock(tx: Tx, orderId: number, reason: string): Promise<void> {
  const taken = await queryRows<{ variant_id: number; warehouse_id: number; quantity: number }>(
    tx,
    sql`select variant_id, warehouse_id, -sum(quantity)::int as quantity
          from inventory.stock_movements
         where order_id = ${orderId}
         group by variant_id, warehouse_id
        having sum(quantity) < 0
         order by variant_id, warehouse_id`,
  );
  if (taken.length === 0) return;
  const variantIds = taken.map((t) => t.variant_id);
  await lockVariantStock(tx, variantIds);
  const freeBefore = await freeStockOf(tx, variantIds);
  for (const t of taken) {
    await tx.execute(
      sql`update inventory.stock set quantity = quantity + ${t.quantity}
           where variant_id = ${t.variant_id} and warehouse_id = ${t.warehouse_id}`,
    );
  }
  if (taken.length) {
    await tx.execute(
      sql`insert into inventory.stock_movements (variant_id, warehouse_id, quantity, order_id, reason)
          select v, w, q, ${orderId}, ${reason}
            from unnest(${sqlIntArray(taken.map((t) => t.variant_id))},
                        ${sqlIntArray(taken.map((t) => t.warehouse_id))},
                        ${sqlIntArray(taken.map((t) => t.quantity))}) as x(v, w, q)`,
    );
  }
  await queueBackInStock(tx, freeBefore);
}
