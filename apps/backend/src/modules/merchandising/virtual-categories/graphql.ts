import type { VirtualCategory } from '@shop/contract';
import { builder, boundedList, PageMetaType, ParameterSelectionType } from '../../publishing/index.ts';
import { getVirtualCategories } from './service.ts';

const Currency = builder.enumType('CurrencyCode', { values: ['CZK', 'EUR'] as const });
const PriceRange = builder.objectRef<NonNullable<VirtualCategory['price_range']>>('PriceRange').implement({
  description: 'Unit price with tax, major units',
  fields: (t) => ({
    price_from: t.exposeFloat('price_from', { nullable: true }),
    price_to: t.exposeFloat('price_to', { nullable: true }),
    currency_code: t.field({ type: Currency, resolve: (p) => p.currency_code }),
  }),
});

const VirtualCategoryType = builder.objectRef<VirtualCategory>('VirtualCategory').implement({
  description: 'A listing across the tree: tags, categories, parameter values and a price range, ANDed',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    sliced_tags: t.exposeIntList('sliced_tags'),
    parameters: t.field({ type: [ParameterSelectionType], resolve: (v) => v.parameters }),
    sliced_categories: t.exposeIntList('sliced_categories'),
    excluded_categories: t.exposeIntList('excluded_categories'),
    price_range: t.field({ type: PriceRange, nullable: true, resolve: (v) => v.price_range }),
    page_meta: t.field({ type: PageMetaType, resolve: (v) => v.page_meta }),
  }),
});

builder.queryField('virtual_category', (t) =>
  t.field({
    type: [VirtualCategoryType],
    args: { slugs: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) =>
      getVirtualCategories(ctx.db, boundedList('slugs', args.slugs, 50), ctx.locale, ctx.currency),
  }),
);
