import { sql, type SQL } from 'drizzle-orm';

/**
 * Lists bound as ONE array parameter (`= any($1)`, `&& $1`), not one parameter per element: the
 * statement text stays the same whatever the list's length, and long lists never hit the
 * 65535-parameter limit.
 */
export const sqlIntArray = (values: readonly number[]): SQL =>
  sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`;

export const sqlTextArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
