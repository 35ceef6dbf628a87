import { inArray } from 'drizzle-orm';
import type { Colour } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { colours } from '../tables.ts';

/** colour(ids): colour records of parameter values, in the order asked; unknown ids left out. */
export async function getColours(db: Db, ids: number[]): Promise<Colour[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(colours).where(inArray(colours.valueId, ids));
  const byId = new Map(rows.map((r) => [r.valueId, r]));
  return [...new Set(ids)].flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [{ _id: r.valueId, color_hex: r.colorHex, parameter_value_image: r.image ? { path: r.image } : null }]
      : [];
  });
}
