import {
  benefitIconTypes,
  buttonStyles,
  layoutImagePositions,
  newsletterTypes,
  textBoxStyles,
  uspIcons,
  type CategoryBox,
  type ContentBlockView,
  type ContentPage,
  type CuratedGuideRef,
} from '@shop/contract';
import { builder, Image, PageMetaType } from '../../publishing/index.ts';
import { PageType } from '../pages/graphql.ts';
import { TopCategoryType } from '../../navigation/index.ts';
import { getContentPage, getPageBlocks } from './content-page.ts';
import { ProductBoxType } from './product-box-graphql.ts';

type Block<N extends ContentBlockView['__typename']> = Extract<ContentBlockView, { __typename: N }>;

const BenefitIcon = builder.enumType('BenefitIconType', { values: benefitIconTypes });
const NewsletterType = builder.enumType('NewsletterType', { values: newsletterTypes });
const ButtonStyle = builder.enumType('BlockButtonStyle', { values: buttonStyles });
const TextBoxStyle = builder.enumType('TextBoxStyle', { values: textBoxStyles });
const UspIcon = builder.enumType('UspIcon', { values: uspIcons });
const LayoutImagePosition = builder.enumType('LayoutImagePosition', { values: layoutImagePositions });

export const CuratedGuideRefType = builder.objectRef<CuratedGuideRef>('CuratedGuideRef').implement({
  description: 'A curated guide as lists and links show it (its page: /pruvodce/{page_meta.slug})',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    perex: t.exposeString('perex', { nullable: true }),
    image: t.field({ type: Image, nullable: true, resolve: (g) => g.image }),
    page_meta: t.field({ type: PageMetaType, resolve: (g) => g.page_meta }),
  }),
});

const CategoryBoxType = builder.objectRef<CategoryBox>('CategoryBox').implement({
  description: 'A visible store category as a box',
  fields: (t) => ({
    store_id: t.exposeInt('store_id'),
    title: t.exposeString('title'),
    slug: t.exposeString('slug'),
    product_count: t.exposeInt('product_count'),
    image: t.field({ type: Image, nullable: true, resolve: (c) => c.image }),
  }),
});

const TextBoxType = builder.objectRef<Block<'TextBoxesBlock'>['text_boxes'][number]>('TextBox').implement({
  fields: (t) => ({
    text: t.exposeString('text', { description: 'Sanitised HTML' }),
    background_color: t.exposeString('background_color', { nullable: true }),
    text_color: t.exposeString('text_color', { nullable: true }),
    box_styles: t.field({ type: [TextBoxStyle], resolve: (b) => b.box_styles }),
  }),
});

const BlockButtonType = builder
  .objectRef<NonNullable<Block<'TextBoxesBlock'>['button']>>('BlockButton')
  .implement({
    fields: (t) => ({
      text: t.exposeString('text'),
      button_link: t.exposeString('button_link'),
      background_color: t.exposeString('background_color', { nullable: true }),
      text_color: t.exposeString('text_color', { nullable: true }),
      style: t.field({ type: ButtonStyle, resolve: (b) => b.style }),
    }),
  });

const UspItemType = builder.objectRef<Block<'UspBlock'>['items'][number]>('UspItem').implement({
  fields: (t) => ({
    icon: t.field({ type: UspIcon, resolve: (i) => i.icon }),
    title: t.exposeString('title'),
    text: t.exposeString('text'),
  }),
});

const LayoutImageType = builder
  .objectRef<Block<'LayoutImagesBlock'>['images'][number]>('LayoutImage')
  .implement({
    fields: (t) => ({
      image: t.field({ type: Image, resolve: (i) => i.image }),
      position: t.field({ type: LayoutImagePosition, resolve: (i) => i.position }),
      offset_x: t.exposeFloat('offset_x'),
      offset_y: t.exposeFloat('offset_y'),
      rotation: t.exposeFloat('rotation'),
      wallpaper: t.exposeBoolean('wallpaper'),
    }),
  });

const blockTypes = [
  builder.objectRef<Block<'BenefitBodyBlock'>>('BenefitBodyBlock').implement({
    description: 'benefit_body: a benefit with an icon',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      icon_type: t.field({ type: BenefitIcon, resolve: (b) => b.icon_type }),
      content: t.exposeString('content', { description: 'Sanitised HTML' }),
    }),
  }),
  builder.objectRef<Block<'BigTitleBlock'>>('BigTitleBlock').implement({
    description: 'big_title: a large heading with text on a coloured band',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      title: t.exposeString('title'),
      text: t.exposeString('text', { description: 'Sanitised HTML, may be empty' }),
      background_color: t.exposeString('background_color', { nullable: true }),
      text_color: t.exposeString('text_color', { nullable: true }),
    }),
  }),
  builder.objectRef<Block<'CategoriesBlock'>>('CategoriesBlock').implement({
    description: 'categories: top-category tiles',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      block_title_color: t.exposeString('block_title_color', { nullable: true }),
      block_title_background_color: t.exposeString('block_title_background_color', { nullable: true }),
      top_categories: t.field({ type: [TopCategoryType], resolve: (b) => b.top_categories }),
    }),
  }),
  builder.objectRef<Block<'CollapsibleBlock'>>('CollapsibleBlock').implement({
    description: 'collapsible: a title that opens its text',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      title: t.exposeString('title'),
      text: t.exposeString('text', { description: 'Sanitised HTML' }),
    }),
  }),
  builder.objectRef<Block<'CuratedGuideProductsBlock'>>('CuratedGuideProductsBlock').implement({
    description: 'curated_guide_products: advice with its products',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      title: t.exposeString('title'),
      content: t.exposeString('content', { description: 'Sanitised HTML' }),
      benefit_line: t.exposeString('benefit_line', { nullable: true }),
      products_list_title: t.exposeString('products_list_title', { nullable: true }),
      products: t.field({ type: [ProductBoxType], resolve: (b) => b.products }),
    }),
  }),
  builder.objectRef<Block<'CuratedGuidesBlock'>>('CuratedGuidesBlock').implement({
    description: 'curated_guides: links to curated guides',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      curated_guides: t.field({ type: [CuratedGuideRefType], resolve: (b) => b.curated_guides }),
    }),
  }),
  builder.objectRef<Block<'NewsletterBlock'>>('NewsletterBlock').implement({
    description: 'newsletter: the sign-up form, with a text or without',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      newsletter_type: t.field({ type: NewsletterType, resolve: (b) => b.newsletter_type }),
      block_title: t.exposeString('block_title', { nullable: true }),
      text: t.exposeString('text', { description: 'Sanitised HTML; empty without_text' }),
    }),
  }),
  builder.objectRef<Block<'ProductsBlock'>>('ProductsBlock').implement({
    description: 'products (productBoxes): product boxes',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      products: t.field({ type: [ProductBoxType], resolve: (b) => b.products }),
    }),
  }),
  builder.objectRef<Block<'CategoryBoxesBlock'>>('CategoryBoxesBlock').implement({
    description: 'categoryBoxes: store categories as boxes',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      categories: t.field({ type: [CategoryBoxType], resolve: (b) => b.categories }),
    }),
  }),
  builder.objectRef<Block<'RowBlock'>>('RowBlock').implement({
    description: 'row: one row of category and product boxes',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      categories: t.field({ type: [CategoryBoxType], resolve: (b) => b.categories }),
      products: t.field({ type: [ProductBoxType], resolve: (b) => b.products }),
    }),
  }),
  builder.objectRef<Block<'QuoteBlock'>>('QuoteBlock').implement({
    description: 'quote',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      text: t.exposeString('text'),
      author: t.exposeString('author', { nullable: true }),
    }),
  }),
  builder.objectRef<Block<'TextBlock'>>('TextBlock').implement({
    description: 'text: rich text',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      text: t.exposeString('text', { description: 'Sanitised HTML' }),
    }),
  }),
  builder.objectRef<Block<'TextBoxesBlock'>>('TextBoxesBlock').implement({
    description: 'text_boxes: boxes of text on a background, with a button',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      background_image: t.field({ type: Image, nullable: true, resolve: (b) => b.background_image }),
      background_banner_image: t.field({
        type: Image,
        nullable: true,
        resolve: (b) => b.background_banner_image,
      }),
      background_color: t.exposeString('background_color', { nullable: true }),
      text_boxes: t.field({ type: [TextBoxType], resolve: (b) => b.text_boxes }),
      button: t.field({ type: BlockButtonType, nullable: true, resolve: (b) => b.button }),
    }),
  }),
  builder.objectRef<Block<'UspBlock'>>('UspBlock').implement({
    description: 'usp: the shop’s unique selling points',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      items: t.field({ type: [UspItemType], resolve: (b) => b.items }),
    }),
  }),
  builder.objectRef<Block<'LayoutImagesBlock'>>('LayoutImagesBlock').implement({
    description: 'layout images: pictures placed with offset and rotation',
    fields: (t) => ({
      _id: t.exposeString('_id'),
      type: t.exposeString('type'),
      block_title: t.exposeString('block_title', { nullable: true }),
      images: t.field({ type: [LayoutImageType], resolve: (b) => b.images }),
    }),
  }),
];

export const ContentBlockType = builder.unionType('ContentBlock', {
  description: 'A CMS content block; ask for each type with its own fragment',
  types: blockTypes,
  resolveType: (block) => (block as ContentBlockView).__typename,
});

const ContentPageType = builder.objectRef<ContentPage>('ContentPage').implement({
  description: 'A page built of blocks, blocks_per_page at a time',
  fields: (t) => ({
    _id: t.exposeString('_id'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Sanitised HTML above the blocks' }),
    background_image: t.field({ type: Image, nullable: true, resolve: (p) => p.background_image }),
    blocks_per_page: t.exposeInt('blocks_per_page', { nullable: true }),
    page: t.exposeInt('page'),
    page_count: t.exposeInt('page_count'),
    page_meta: t.field({ type: PageMetaType, resolve: (p) => p.page_meta }),
    content_blocks: t.field({ type: [ContentBlockType], resolve: (p) => p.content_blocks }),
  }),
});

builder.objectField(PageType, 'content_blocks', (t) =>
  t.field({
    type: [ContentBlockType],
    description: 'Blocks shown after the content, all of them',
    resolve: (page, _args, ctx) =>
      getPageBlocks(ctx.db, Number(page._id), { locale: ctx.locale, currency: ctx.currency }),
  }),
);

builder.queryField('content_page', (t) =>
  t.field({
    type: ContentPageType,
    nullable: true,
    description: 'A content page by slug with the blocks of one page (page from 1, default 1)',
    args: {
      slug: t.arg.string({ required: true }),
      page: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      getContentPage(ctx.db, args.slug.slice(0, 300), args.page ?? 1, {
        locale: ctx.locale,
        currency: ctx.currency,
      }),
  }),
);
