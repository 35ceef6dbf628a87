import { adminFaqContent, groupTags } from '@shop/contract';
import {
  bodyText,
  storedHtml,
  storedText,
  type ContentDefinition,
  byPublishedAt,
} from '../../publishing/index.ts';
import { faqEntries } from '../tables.ts';

type Row = typeof faqEntries.$inferSelect;
type Body = (typeof adminFaqContent)['_output'];

export const faqContent: ContentDefinition<Body> = {
  type: 'faq',
  objectType: 'faq_entry',
  table: faqEntries,
  id: faqEntries.id,
  titleColumn: faqEntries.question,
  metaEntity: null,
  body: adminFaqContent,
  publication: byPublishedAt(faqEntries.publishedAt),
  async values(_tx, body) {
    return {
      topic: storedText(body.topic, 'topic'),
      question: storedText(body.question, 'question'),
      answer: storedHtml(body.answer, 'answer'),
      ...(body.weight !== undefined ? { weight: body.weight } : {}),
    };
  },
  fields(raw) {
    const row = raw as unknown as Row;
    return {
      topic: bodyText(row.topic),
      question: bodyText(row.question),
      answer: bodyText(row.answer),
      weight: row.weight,
    };
  },
  translatedTexts: (raw) => [
    (raw as unknown as Row).topic,
    (raw as unknown as Row).question,
    (raw as unknown as Row).answer,
  ],
  tags: async () => [groupTags.faq],
};
