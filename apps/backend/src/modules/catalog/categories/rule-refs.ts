import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { categories, parameters, parameterValues, tags } from '../tables.ts';

/**
 * What the CMS's virtual and filtered categories draw on: tags, store categories and parameter
 * values, so their editors can offer them and their writes can refuse unknown ones.
 */

/** Those of the ids that name an existing tag. */
export async function existingTagIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Those of the ids that name an existing store category (hidden ones too). */
export async function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Every tag and every parameter with its values, Czech names, in the shop's order. */
export async function categoryRuleOptions(db: Db): Promise<{
  tags: { id: number; name: string }[];
  parameters: { id: number; name: string; values: { id: number; name: string }[] }[];
}> {
  const [tagRows, parameterRows, valueRows] = await Promise.all([
    db.select().from(tags).orderBy(asc(tags.id)),
    db.select().from(parameters).orderBy(asc(parameters.position), asc(parameters.id)),
    db.select().from(parameterValues).orderBy(asc(parameterValues.position), asc(parameterValues.id)),
  ]);
  return {
    tags: tagRows.map((t) => ({ id: t.id, name: translate(t.text, 'cs') })),
    parameters: parameterRows.map((p) => ({
      id: p.id,
      name: translate(p.name, 'cs'),
      values: valueRows
        .filter((v) => v.parameterId === p.id)
        .map((v) => ({ id: v.id, name: translate(v.name, 'cs') })),
    })),
  };
}
