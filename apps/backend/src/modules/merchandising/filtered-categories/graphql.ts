import type { FilteredCategory } from '@shop/contract';
import { builder, boundedList, PageMetaType, ParameterSelectionType } from '../../publishing/index.ts';
import { findCanonicalFilteredCategory, getFilteredCategories } from './service.ts';

const FilteredCategoryType = builder.objectRef<FilteredCategory>('FilteredCategory').implement({
  description: 'A store category with chosen parameter values under its own slug and texts',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    store_category_id: t.exposeInt('store_category_id'),
    parameters: t.field({ type: [ParameterSelectionType], resolve: (f) => f.parameters }),
    page_meta: t.field({ type: PageMetaType, resolve: (f) => f.page_meta }),
  }),
});

type Canonical = NonNullable<Awaited<ReturnType<typeof findCanonicalFilteredCategory>>>;
const CanonicalType = builder.objectRef<Canonical>('FilteredCategoryCanonical').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    page_meta: t.field({ type: PageMetaType, resolve: (c) => c.page_meta }),
  }),
});

builder.queryField('filtered_category', (t) =>
  t.field({
    type: [FilteredCategoryType],
    args: { slugs: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) =>
      getFilteredCategories(ctx.db, boundedList('slugs', args.slugs, 50), ctx.locale),
  }),
);

builder.queryField('filtered_category_canonical', (t) =>
  t.field({
    type: CanonicalType,
    nullable: true,
    description: 'The filtered category of exactly these values in this store category',
    args: {
      store_category_id: t.arg.int({ required: true }),
      value_ids: t.arg.intList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      findCanonicalFilteredCategory(
        ctx.db,
        args.store_category_id,
        boundedList('value_ids', args.value_ids, 50),
        ctx.locale,
      ),
  }),
);
