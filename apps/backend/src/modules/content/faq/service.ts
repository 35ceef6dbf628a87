import { desc } from 'drizzle-orm';
import type { FaqTopic, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { faqEntries } from '../tables.ts';
import { isPublished } from '../../publishing/index.ts';

/**
 * faq_entries: the questions grouped by topic (the topic's text in the locale), heaviest question
 * first; topics come in the order of their heaviest question, ties by the lower id.
 */
export async function getFaqTopics(db: Db, locale: Locale): Promise<FaqTopic[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(isPublished(faqEntries.publishedAt))
    .orderBy(desc(faqEntries.weight), faqEntries.id);
  const topics = new Map<string, FaqTopic>();
  for (const row of rows) {
    const topic = translate(row.topic, locale);
    let group = topics.get(topic);
    if (!group) {
      group = { topic, entries: [] };
      topics.set(topic, group);
    }
    group.entries.push({
      _id: String(row.id),
      question: translate(row.question, locale),
      answer: cleanHtml(translate(row.answer, locale)) ?? '',
      weight: row.weight,
    });
  }
  return [...topics.values()];
}
