import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlTextArray } from '../../../db/sql-arrays.ts';

/** Variants by their code (archived ones too: their prices and stock may still be set). */
export async function variantsOfCodes(
  db: Db | Tx,
  codes: string[],
): Promise<Map<string, { id: number; productId: number }>> {
  const wanted = [...new Set(codes.filter((c) => c !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: number; product_id: number; code: string }>(
    db,
    sql`select id, product_id, code from catalog.variants where code = any(${sqlTextArray(wanted)})`,
  );
  return new Map(rows.map((r) => [r.code, { id: r.id, productId: r.product_id }]));
}
