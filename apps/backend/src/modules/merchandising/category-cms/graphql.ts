import type { CategoryContent } from '@shop/contract';
import { builder, Image, PageMetaType } from '../../publishing/index.ts';
import { getCategoryCms } from './service.ts';

/** The category's articles are added by the articles module, which owns them. */
type C = Omit<CategoryContent, 'linked_articles'>;

const Faq = builder.objectRef<C['faq'][number]>('FaqQuestion').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Sanitised HTML' }),
  }),
});

const SmallBanner = builder.objectRef<C['small_banners'][number]>('SmallBanner').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true, description: 'Sanitised HTML' }),
    weight: t.exposeInt('weight'),
    customer_group_enabled: t.exposeStringList('customer_group_enabled'),
    link: t.exposeString('link', { nullable: true }),
    main_image: t.field({ type: Image, nullable: true, resolve: (b) => b.main_image }),
  }),
});

const Video = builder.objectRef<NonNullable<C['category_video']>>('CategoryVideo').implement({
  fields: (t) => ({ title: t.exposeString('title'), video_url: t.exposeString('video_url') }),
});

const CatalogBanner = builder.objectRef<C['catalog_banners'][number]>('CatalogBanner').implement({
  description: 'A banner in the product grid; only active ones for the visitor are returned',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    position: t.exposeInt('position'),
    image: t.field({ type: Image, resolve: (b) => b.image }),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    customer_group_enabled: t.exposeStringList('customer_group_enabled'),
    time_limited: t.exposeBoolean('time_limited'),
    time_limit_start: t.exposeString('time_limit_start', { nullable: true }),
    time_limit_end: t.exposeString('time_limit_end', { nullable: true }),
    item_id: t.exposeString('item_id', { nullable: true }),
    item_name: t.exposeString('item_name', { nullable: true }),
  }),
});

const OfferType = builder.enumType('LimitedOfferType', { values: ['product', 'banner'] as const });
const LimitedOffer = builder.objectRef<C['limited_offers'][number]>('LimitedOffer').implement({
  fields: (t) => ({
    _id: t.exposeString('_id'),
    type: t.field({ type: OfferType, resolve: (o) => o.type }),
    title: t.exposeString('title'),
    active: t.exposeBoolean('active'),
    offer_datetime_from: t.exposeString('offer_datetime_from', { nullable: true }),
    offer_datetime: t.exposeString('offer_datetime'),
    text_button: t.exposeString('text_button', { nullable: true }),
    domain_enabled: t.exposeStringList('domain_enabled'),
    product_id: t.exposeInt('product_id', { nullable: true }),
  }),
});

type FilterParameter = C['catalog_settings']['parameters'][number];
const FilterParameterRef = builder.objectRef<FilterParameter>('CatalogSettingsParameter').implement({
  fields: (t) => ({
    entityId: t.exposeInt('entityId'),
    importantFilter: t.exposeBoolean('importantFilter'),
    closedFilter: t.exposeBoolean('closedFilter'),
  }),
});
const CatalogSettings = builder.objectRef<C['catalog_settings']>('CatalogSettings').implement({
  fields: (t) => ({ parameters: t.field({ type: [FilterParameterRef], resolve: (s) => s.parameters }) }),
});

export const CmsCategoryType = builder.objectRef<C>('CmsCategory').implement({
  description: 'CMS content of a store category',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    store_id: t.exposeInt('store_id'),
    description: t.exposeString('description', { nullable: true, description: 'Sanitised HTML' }),
    text_below_products: t.exposeString('text_below_products', { nullable: true }),
    category_banner: t.field({ type: Image, nullable: true, resolve: (c) => c.category_banner }),
    top_category_image: t.field({ type: Image, nullable: true, resolve: (c) => c.top_category_image }),
    page_meta: t.field({ type: PageMetaType, nullable: true, resolve: (c) => c.page_meta }),
    faq: t.field({ type: [Faq], resolve: (c) => c.faq }),
    small_banners: t.field({ type: [SmallBanner], resolve: (c) => c.small_banners }),
    category_video: t.field({ type: Video, nullable: true, resolve: (c) => c.category_video }),
    catalog_banners: t.field({ type: [CatalogBanner], resolve: (c) => c.catalog_banners }),
    limited_offers: t.field({ type: [LimitedOffer], resolve: (c) => c.limited_offers }),
    catalog_settings: t.field({ type: CatalogSettings, resolve: (c) => c.catalog_settings }),
  }),
});

builder.queryField('category', (t) =>
  t.field({
    type: CmsCategoryType,
    nullable: true,
    description: 'CMS content of a store category; banners filtered by x-user-groups and time',
    args: { store_id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      getCategoryCms(ctx.db, args.store_id, ctx.locale, {
        userGroups: ctx.userGroups,
        domain: ctx.domain,
        now: ctx.now,
      }),
  }),
);
