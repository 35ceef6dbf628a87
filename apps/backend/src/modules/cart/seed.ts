import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { coupons } from './tables.ts';

export async function seedCart(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(
    tx,
    coupons,
    (d.coupons ?? []).map((c) => ({
      code: c.code.toUpperCase(),
      kind: c.kind,
      percent: c.percent ?? null,
      amounts: c.amounts ?? null,
      validFrom: c.validFrom ? new Date(c.validFrom) : null,
      validTo: c.validTo ? new Date(c.validTo) : null,
      usageLimit: c.usageLimit ?? null,
      usedCount: c.usedCount ?? 0,
    })),
  );
}

/** Carts refer to catalogue variants, so a reseeded catalogue empties them too. */
export async function truncateCart(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate cart.cart_items, cart.carts, cart.coupons restart identity cascade`);
}
