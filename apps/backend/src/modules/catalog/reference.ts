import type { Db } from '../../db/client.ts';
import { perDatabaseCache } from '../../db/per-database-cache.ts';
import type { Translated } from '../../db/columns.ts';
import { availabilities, brands, parameterValues, parameters, tags } from './tables.ts';

/** Small, rarely changing tables every product box and facet needs, kept per database. */
export interface CatalogReference {
  availabilities: Map<string, typeof availabilities.$inferSelect>;
  tags: Map<number, typeof tags.$inferSelect>;
  brands: Map<number, typeof brands.$inferSelect>;
  parameters: Map<
    number,
    typeof parameters.$inferSelect & { values: (typeof parameterValues.$inferSelect)[] }
  >;
  /** Parameter value id -> the value and its parameter id. */
  values: Map<number, typeof parameterValues.$inferSelect & { name: Translated }>;
}

async function query(db: Db): Promise<CatalogReference> {
  const [a, t, b, p, v] = await Promise.all([
    db.select().from(availabilities),
    db.select().from(tags),
    db.select().from(brands),
    db.select().from(parameters),
    db.select().from(parameterValues),
  ]);
  const params = new Map(p.map((x) => [x.id, { ...x, values: [] as (typeof v)[number][] }]));
  for (const value of [...v].sort((x, y) => x.position - y.position || x.id - y.id)) {
    params.get(value.parameterId)?.values.push(value);
  }
  return {
    availabilities: new Map(a.map((x) => [x.code, x])),
    tags: new Map(t.map((x) => [x.id, x])),
    brands: new Map(b.map((x) => [x.id, x])),
    parameters: params,
    values: new Map(v.map((x) => [x.id, x])),
  };
}

// A short TTL so other processes' data loads show up soon; only a data load writes these tables.
const cache = perDatabaseCache(30_000, query, { fillFromTransactions: true });

export function catalogReference(db: Db): Promise<CatalogReference> {
  return cache.get(db);
}

/** Drops the cached tables after the catalogue was reloaded. */
export function invalidateCatalogReference(db: Db): void {
  cache.invalidate(db);
}
