import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { insertChunked, syncIdentity } from '../../../db/bulk.ts';
import type { Dataset } from '../../../seed/dataset.ts';
import { faqEntries } from '../tables.ts';

/** The FAQ page's questions. */
export async function seedFaq(tx: Tx, d: Dataset): Promise<void> {
  const rows = d.cms?.help?.faq ?? [];
  await insertChunked(
    tx,
    faqEntries,
    rows.map((r) => ({ id: r.id, topic: r.topic, question: r.question, answer: r.answer, weight: r.weight })),
  );
  await syncIdentity(tx, 'content.faq_entries');
}

export async function truncateFaq(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate content.faq_entries restart identity`);
}
