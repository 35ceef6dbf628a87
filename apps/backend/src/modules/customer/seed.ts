import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { hashPassword, normaliseEmail } from './registration.ts';
import { accounts, creditMovements, customerGroups } from './tables.ts';

export async function seedCustomer(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(tx, customerGroups, d.customerGroups);
  for (const a of d.accounts ?? []) {
    // Kept when the data is loaded again: accounts are never truncated with the catalogue.
    const [row] = await tx
      .insert(accounts)
      .values({
        email: normaliseEmail(a.email),
        passwordHash: await hashPassword(a.password),
        firstName: a.firstName,
        lastName: a.lastName,
        variant: a.variant,
        groups: a.groups,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (row && a.credits > 0) {
      await tx
        .insert(creditMovements)
        .values({ accountId: row.id, amount: a.credits, note: 'Úvodní kredity' });
    }
  }
}

export async function truncateCustomer(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate customer.customer_groups cascade`);
}
