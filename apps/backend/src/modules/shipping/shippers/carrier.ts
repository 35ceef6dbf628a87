import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { shippers } from '../tables.ts';

/** The carrier network that carries a shipper's parcels ('packeta'), or null (the shop's own, or no such shipper). */
export async function shipperCarrier(db: Db | Tx, shipperId: number): Promise<'packeta' | null> {
  const [row] = await db
    .select({ carrier: shippers.carrier })
    .from(shippers)
    .where(eq(shippers.id, shipperId));
  return row?.carrier ?? null;
}
