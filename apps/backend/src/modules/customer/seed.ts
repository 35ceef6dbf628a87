import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { customerGroups } from './tables.ts';

export async function seedCustomer(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(tx, customerGroups, d.customerGroups);
}

export async function truncateCustomer(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate customer.customer_groups cascade`);
}
