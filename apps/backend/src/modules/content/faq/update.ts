import { eq } from 'drizzle-orm';
import { translate, type AdminFaqEntryBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { faqEntries } from '../tables.ts';
import { withTranslation } from '../../publishing/index.ts';

/** Writes one locale of a FAQ entry's texts and/or its weight; null when the entry does not exist. */
export async function updateFaqEntry(
  db: Db,
  id: number,
  input: AdminFaqEntryBody,
): Promise<{ id: number; topic: string; question: string; answer: string; weight: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
    if (!row) return null;
    const next = {
      topic: withTranslation(row.topic, input.locale, input.topic),
      question: withTranslation(row.question, input.locale, input.question),
      answer: withTranslation(row.answer, input.locale, input.answer),
      weight: input.weight ?? row.weight,
    };
    await tx.update(faqEntries).set(next).where(eq(faqEntries.id, id));
    return {
      id,
      topic: translate(next.topic, input.locale),
      question: translate(next.question, input.locale),
      answer: cleanHtml(translate(next.answer, input.locale)) ?? '',
      weight: next.weight,
    };
  });
}
