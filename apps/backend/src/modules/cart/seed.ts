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
  // Gifts name their variant by code: ids differ between data sets.
  for (const g of d.gifts ?? []) {
    await tx.execute(sql`insert into cart.gifts (variant_id, price_from, prices, position)
      select id, ${JSON.stringify(g.priceFrom)}::jsonb, ${JSON.stringify(g.prices)}::jsonb, ${g.position}
        from catalog.variants where code = ${g.variantCode}`);
  }
}

/** Carts refer to catalogue variants, so a reseeded catalogue empties them too. */
export async function truncateCart(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate cart.cart_gifts, cart.gifts, cart.cart_items, cart.carts, cart.coupons cascade`,
  );
}
