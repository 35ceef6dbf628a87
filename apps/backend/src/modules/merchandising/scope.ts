import type { Db } from '../../db/client.ts';
import { parameterValuesByIds } from '../catalog/index.ts';
import type { ParameterSelection } from './tables.ts';

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
