import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { stock, warehouses } from './tables.ts';

export async function seedInventory(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(tx, warehouses, d.warehouses);
  await syncIdentity(tx, 'inventory.warehouses');
  const rows = d.products.flatMap((p) =>
    p.variants.flatMap((v) =>
      // Negative stock in source data means "oversold": stored as 0, which is how it is shown anyway.
      v.stock.map((s) => ({
        variantId: v.id,
        warehouseId: s.warehouseId,
        quantity: Math.max(0, s.quantity),
      })),
    ),
  );
  await insertChunked(tx, stock, rows);
}

export async function truncateInventory(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate inventory.stock, inventory.warehouses restart identity cascade`);
}
