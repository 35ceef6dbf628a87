import { sql } from 'drizzle-orm';
import type { StockLevelBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { queueBackInStock } from '../watchers/queue.ts';
import { freeStockOf } from './free.ts';
import { lockVariantStock } from './variant-lock.ts';

export interface StockLevel {
  variantId: number;
  warehouse: string;
  quantity: number;
  reserved: number;
  free: number;
  watchersNotified: boolean;
  /** The pieces there were before (for the audit log; not in the API's answer). */
  previousQuantity: number;
}

/**
 * The operator sets a variant's pieces in a warehouse, in one transaction: never below what unpaid
 * orders hold there (422), the difference written to stock_movements with the reason, and the
 * watchers' e-mails queued when the variant had no free piece before and has some now. The caller
 * has checked that the variant exists.
 */
export async function setStockLevel(db: Db, variantId: number, body: StockLevelBody): Promise<StockLevel> {
  return db.transaction(async (tx) => {
    await lockVariantStock(tx, [variantId]);
    const [warehouse] = await queryRows<{ id: number; code: string }>(
      tx,
      sql`select id, code from inventory.warehouses where code = ${body.warehouse}`,
    );
    if (!warehouse) throw notFound('warehouse');
    const freeBefore = await freeStockOf(tx, [variantId]);
    const [row] = await queryRows<{ quantity: number; reserved: number }>(
      tx,
      sql`select quantity, reserved from inventory.stock
           where variant_id = ${variantId} and warehouse_id = ${warehouse.id}
             for update`,
    );
    const reserved = row?.reserved ?? 0;
    if (body.quantity < reserved) {
      throw new HttpError(
        422,
        `Nezaplacené objednávky v tomto skladu drží ${reserved} ks, méně kusů nastavit nelze.`,
        'quantity',
      );
    }
    const change = body.quantity - (row?.quantity ?? 0);
    await tx.execute(
      sql`insert into inventory.stock (variant_id, warehouse_id, quantity)
          values (${variantId}, ${warehouse.id}, ${body.quantity})
          on conflict (variant_id, warehouse_id) do update set quantity = excluded.quantity`,
    );
    if (change !== 0) {
      await tx.execute(
        sql`insert into inventory.stock_movements (variant_id, warehouse_id, quantity, reason)
            values (${variantId}, ${warehouse.id}, ${change}, ${body.reason})`,
      );
    }
    const notified = await queueBackInStock(tx, freeBefore);
    return {
      variantId,
      warehouse: warehouse.code,
      quantity: body.quantity,
      reserved,
      free: (await freeStockOf(tx, [variantId])).get(variantId) ?? 0,
      watchersNotified: notified.includes(variantId),
      previousQuantity: row?.quantity ?? 0,
    };
  });
}
