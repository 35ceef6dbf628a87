import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

// PostgreSQL binds at most 65535 parameters per statement; stay well below.
const MAX_PARAMS = 60_000;
const MAX_ROWS = 1_000;

/** Multi-row inserts in chunks of up to 1000 rows: one round trip per chunk, not per row. */
export async function insertChunked<T extends PgTable>(
  db: Db | Tx,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}

/**
 * After rows were inserted with explicit ids, moves the identity sequence past the largest id so
 * that later inserts without an id do not collide.
 */
export async function syncIdentity(db: Db | Tx, qualifiedTable: string, column = 'id'): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${qualifiedTable}, ${column}), coalesce((select max(${sql.identifier(column)}) from ${sql.raw(qualifiedTable)}), 0) + 1, false)`,
  );
}
