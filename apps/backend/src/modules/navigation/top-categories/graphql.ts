import type { TopCategory } from '@shop/contract';
import { builder, Image } from '../../publishing/index.ts';
import { getTopCategories } from './service.ts';

type Link = TopCategory['links'][number];
type CategoryLink = NonNullable<Link['category_link']>;
type TopCategoryRef = TopCategory['top_categories'][number];

const ItemType = builder.enumType('TopCategoryItemType', {
  values: ['category', 'virtual_category', 'links'] as const,
});
const LinkType = builder.enumType('TopCategoryLinkType', {
  values: [
    'category',
    'article_category',
    'article_tag',
    'virtual_category',
    'custom_link',
    'basic',
  ] as const,
});

const CategoryLinkRef = builder.objectRef<CategoryLink>('CategoryLink').implement({
  description: 'A store category a CMS link points to',
  fields: (t) => ({
    store_id: t.exposeInt('store_id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
  }),
});

const TopCategoryCategory = builder.objectRef<TopCategoryRef>('TopCategoryCategory').implement({
  fields: (t) => ({
    store_id: t.exposeInt('store_id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    product_count: t.exposeInt('product_count', {
      description: 'Products in the category and its subcategories',
    }),
  }),
});

const TopCategoryLinkRef = builder.objectRef<Link>('TopCategoryLink').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    link_type: t.field({ type: LinkType, resolve: (l) => l.link_type }),
    custom_link: t.exposeString('custom_link', { nullable: true }),
    link_target_blank: t.exposeBoolean('link_target_blank'),
    category_link: t.field({ type: CategoryLinkRef, nullable: true, resolve: (l) => l.category_link }),
  }),
});

export const TopCategoryType = builder.objectRef<TopCategory>('TopCategory').implement({
  description: 'A home-page tile: one store category or a list of links',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    top_category_item_type: t.field({ type: ItemType, resolve: (c) => c.top_category_item_type }),
    image: t.field({ type: Image, nullable: true, resolve: (c) => c.image }),
    top_categories: t.field({ type: [TopCategoryCategory], resolve: (c) => c.top_categories }),
    links: t.field({ type: [TopCategoryLinkRef], resolve: (c) => c.links }),
  }),
});

builder.queryField('configuration_top_categories', (t) =>
  t.field({
    type: [TopCategoryType],
    description: 'Top categories configuration, heaviest first, in the x-locale language',
    resolve: (_root, _args, ctx) => getTopCategories(ctx.db, ctx.locale),
  }),
);
