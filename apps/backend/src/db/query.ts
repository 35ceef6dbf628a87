import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared Db type cannot know which
 * driver it wraps, so the result is typed here once. Cast bigint aggregates to int in SQL:
 * node-postgres returns int8 as a string.
 */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
