import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { parameterValuesByIds } from '../catalog/parameters/service.ts';
import type { ParameterSelection } from './tables.ts';

/** The categories and all their descendants (visible or not: visibility is the listing's concern). */
export async function categorySubtrees(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive tree (id) as (
          select id from catalog.categories where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          union
          select c.id from catalog.categories c join tree t on c.parent_id = t.id)
        select id from tree order by id`,
  );
  return rows.map((r) => r.id);
}

/** Values grouped by their parameter, parameters in id order: the ListingScope's AND-of-ORs. */
export async function groupValuesByParameter(db: Db, valueIds: number[]): Promise<ParameterSelection[]> {
  if (valueIds.length === 0) return [];
  const rows = await parameterValuesByIds(db, valueIds);
  const byParameter = new Map<number, number[]>();
  for (const r of rows.sort((a, b) => a.parameterId - b.parameterId || a.id - b.id)) {
    byParameter.set(r.parameterId, [...(byParameter.get(r.parameterId) ?? []), r.id]);
  }
  return [...byParameter].map(([entityId, values]) => ({ entityId, values }));
}
