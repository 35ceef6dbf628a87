import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { categoryFilterParameters, parameterValues } from '../tables.ts';

/** Parameter values by id, with the parameter each belongs to; unknown ids are left out. */
export function parameterValuesByIds(
  db: Db,
  ids: number[],
): Promise<{ id: number; parameterId: number; name: Translated }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parameterValues.id, parameterId: parameterValues.parameterId, name: parameterValues.name })
    .from(parameterValues)
    .where(inArray(parameterValues.id, ids));
}

export type CategoryFilterParameter = typeof categoryFilterParameters.$inferSelect;

/** The parameters a category offers as filters, in their order. */
export function categoryFilterParametersOf(db: Db, categoryId: number): Promise<CategoryFilterParameter[]> {
  return db
    .select()
    .from(categoryFilterParameters)
    .where(eq(categoryFilterParameters.categoryId, categoryId))
    .orderBy(asc(categoryFilterParameters.position), asc(categoryFilterParameters.parameterId));
}
