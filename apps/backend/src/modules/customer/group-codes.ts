import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** The customer groups' codes (the price lists a price row may name). */
export async function customerGroupCodes(db: Db | Tx): Promise<Set<string>> {
  const rows = await queryRows<{ code: string }>(db, sql`select code from customer.customer_groups`);
  return new Set(rows.map((r) => r.code));
}
