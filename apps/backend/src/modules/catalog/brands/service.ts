import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { brands } from '../tables.ts';

export type BrandRow = typeof brands.$inferSelect;

/** The store's brands, heaviest first (all, or those of `ids`); unknown ids are left out. */
export function listBrands(db: Db, ids?: number[]): Promise<BrandRow[]> {
  if (ids?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(brands)
    .where(ids ? inArray(brands.id, ids) : undefined)
    .orderBy(desc(brands.weight), asc(brands.name), asc(brands.id));
}
