import type { Tx } from '../../db/client.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { insertOperator } from './accounts.ts';

/** The demo operators; kept when the data is loaded again (operators are never truncated). */
export async function seedOperator(tx: Tx, d: Dataset): Promise<void> {
  for (const o of d.operators ?? []) await insertOperator(tx, o);
}
