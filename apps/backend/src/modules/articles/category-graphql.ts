import type { CategoryContent } from '@shop/contract';
import { CmsCategoryType } from '../merchandising/index.ts';
import { builder } from '../publishing/index.ts';
import { getLinkedArticles } from './service.ts';

const LinkedArticle = builder
  .objectRef<CategoryContent['linked_articles'][number]>('LinkedArticle')
  .implement({
    fields: (t) => ({
      _id: t.exposeString('_id'),
      title: t.exposeString('title'),
      short_title: t.exposeString('short_title', { nullable: true }),
      slug: t.exposeString('slug'),
    }),
  });

// The articles linked from a category page are kept with the articles, so this module adds them
// to the category the merchandising module answers.
builder.objectField(CmsCategoryType, 'linked_articles', (t) =>
  t.field({
    type: [LinkedArticle],
    resolve: (category, _args, ctx) => getLinkedArticles(ctx.db, category.store_id, ctx.locale, ctx.now),
  }),
);
