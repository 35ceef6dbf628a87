import type { FaqEntry, FaqTopic } from '@shop/contract';
import { builder } from '../../publishing/index.ts';
import { getFaqTopics } from './service.ts';

const FaqEntryType = builder.objectRef<FaqEntry>('FaqEntry').implement({
  description: 'A question of the FAQ page',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    question: t.exposeString('question'),
    answer: t.exposeString('answer', { description: 'Sanitised HTML' }),
    weight: t.exposeInt('weight'),
  }),
});

const FaqTopicType = builder.objectRef<FaqTopic>('FaqTopic').implement({
  description: 'A topic of the FAQ page with its questions, heaviest first',
  fields: (t) => ({
    topic: t.exposeString('topic'),
    entries: t.field({ type: [FaqEntryType], resolve: (g) => g.entries }),
  }),
});

builder.queryField('faq_entries', (t) =>
  t.field({
    type: [FaqTopicType],
    description: 'The FAQ by topic; topics in the order of their heaviest question',
    resolve: (_root, _args, ctx) => getFaqTopics(ctx.db, ctx.locale),
  }),
);
