import { z } from 'zod';
import { productBox } from './catalog-state.ts';
import { pageMeta } from './page-meta.ts';
import { topCategory } from './top-categories.ts';

/**
 * CMS content blocks, the content pages built of them, curated guides, wide banners and info
 * boxes (CMS GraphQL). Blocks are a GraphQL union `ContentBlock`; the storefront asks for each block
 * type with its own fragment and tells them apart by `__typename`. Every HTML field is sanitised by
 * the backend; products and categories are resolved by the backend (hidden ones are left out).
 */

const blockImage = z.object({ path: z.string(), alt: z.string() });
export type BlockImage = z.infer<typeof blockImage>;

const contentPageMetaFields = /* GraphQL */ `
    slug
    seo_title
    seo_description
    seo_keywords
    share_image
    meta_noindex
    meta_nofollow
    canonical_slugs {
      language
      slug
    }
`;

/** Every block: a key unique within its list and the stored block type. */
const blockBase = {
  _id: z.string(),
  /** The CMS block type as stored (e.g. `productBoxes` for a products block). */
  type: z.string(),
};

export const benefitIconTypes = ['check', 'exclamation', 'question', 'quotes'] as const;
export const benefitBodyBlock = z.object({
  __typename: z.literal('BenefitBodyBlock'),
  ...blockBase,
  icon_type: z.enum(benefitIconTypes),
  /** HTML. */
  content: z.string(),
});

export const bigTitleBlock = z.object({
  __typename: z.literal('BigTitleBlock'),
  ...blockBase,
  title: z.string(),
  /** HTML, may be empty. */
  text: z.string(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
});

export const categoriesBlock = z.object({
  __typename: z.literal('CategoriesBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  block_title_color: z.string().nullable(),
  block_title_background_color: z.string().nullable(),
  top_categories: z.array(topCategory),
});

export const collapsibleBlock = z.object({
  __typename: z.literal('CollapsibleBlock'),
  ...blockBase,
  title: z.string(),
  /** HTML. */
  text: z.string(),
});

export const curatedGuideProductsBlock = z.object({
  __typename: z.literal('CuratedGuideProductsBlock'),
  ...blockBase,
  title: z.string(),
  /** HTML. */
  content: z.string(),
  /** One line of what the products have in common. */
  benefit_line: z.string().nullable(),
  products_list_title: z.string().nullable(),
  products: z.array(productBox),
});

/** A curated guide as a block or list links to it: title, subtitle and slug (page_meta). */
export const curatedGuideRef = z.object({
  _id: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  perex: z.string().nullable(),
  image: blockImage.nullable(),
  page_meta: pageMeta,
});
export type CuratedGuideRef = z.infer<typeof curatedGuideRef>;

export const curatedGuidesBlock = z.object({
  __typename: z.literal('CuratedGuidesBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  curated_guides: z.array(curatedGuideRef),
});

export const newsletterTypes = ['with_text', 'without_text'] as const;
export const newsletterBlock = z.object({
  __typename: z.literal('NewsletterBlock'),
  ...blockBase,
  newsletter_type: z.enum(newsletterTypes),
  block_title: z.string().nullable(),
  /** HTML shown beside the form when the type is with_text. */
  text: z.string(),
});

export const productsBlock = z.object({
  __typename: z.literal('ProductsBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  products: z.array(productBox),
});

/** A store category as a box: its title, slug, picture and how many products it holds. */
export const categoryBox = z.object({
  store_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  product_count: z.number().int(),
  image: blockImage.nullable(),
});
export type CategoryBox = z.infer<typeof categoryBox>;

export const categoryBoxesBlock = z.object({
  __typename: z.literal('CategoryBoxesBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  categories: z.array(categoryBox),
});

/** One row of boxes: category boxes first, then product boxes. */
export const rowBlock = z.object({
  __typename: z.literal('RowBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  categories: z.array(categoryBox),
  products: z.array(productBox),
});

export const quoteBlock = z.object({
  __typename: z.literal('QuoteBlock'),
  ...blockBase,
  /** Plain text. */
  text: z.string(),
  author: z.string().nullable(),
});

export const textBlock = z.object({
  __typename: z.literal('TextBlock'),
  ...blockBase,
  /** HTML. */
  text: z.string(),
});

export const buttonStyles = ['filled', 'outline'] as const;
export const blockButton = z.object({
  text: z.string(),
  /** A storefront path (`/…`) or an external address. */
  button_link: z.string(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
  style: z.enum(buttonStyles),
});
export type BlockButton = z.infer<typeof blockButton>;

export const textBoxStyles = ['plain', 'bordered', 'shadow', 'rounded'] as const;
export const textBox = z.object({
  /** HTML. */
  text: z.string(),
  background_color: z.string().nullable(),
  text_color: z.string().nullable(),
  box_styles: z.array(z.enum(textBoxStyles)),
});

export const textBoxesBlock = z.object({
  __typename: z.literal('TextBoxesBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  background_image: blockImage.nullable(),
  background_banner_image: blockImage.nullable(),
  background_color: z.string().nullable(),
  text_boxes: z.array(textBox),
  button: blockButton.nullable(),
});

export const uspIcons = ['truck', 'package', 'return', 'shield', 'chat', 'heart'] as const;
export const uspItem = z.object({
  icon: z.enum(uspIcons),
  title: z.string(),
  text: z.string(),
});
export const uspBlock = z.object({
  __typename: z.literal('UspBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  items: z.array(uspItem),
});

export const layoutImagePositions = ['left', 'center', 'right'] as const;
export const layoutImage = z.object({
  image: blockImage,
  position: z.enum(layoutImagePositions),
  /** Shift from the position, percent of the block's width and height. */
  offset_x: z.number(),
  offset_y: z.number(),
  /** Degrees, clockwise. */
  rotation: z.number(),
  /** Repeated as a wallpaper behind the block instead of one picture. */
  wallpaper: z.boolean(),
});
export const layoutImagesBlock = z.object({
  __typename: z.literal('LayoutImagesBlock'),
  ...blockBase,
  block_title: z.string().nullable(),
  images: z.array(layoutImage),
});

export const contentBlock = z.discriminatedUnion('__typename', [
  benefitBodyBlock,
  bigTitleBlock,
  categoriesBlock,
  collapsibleBlock,
  curatedGuideProductsBlock,
  curatedGuidesBlock,
  newsletterBlock,
  productsBlock,
  categoryBoxesBlock,
  rowBlock,
  quoteBlock,
  textBlock,
  textBoxesBlock,
  uspBlock,
  layoutImagesBlock,
]);
export type ContentBlockView = z.infer<typeof contentBlock>;
export type ContentBlockTypename = ContentBlockView['__typename'];

// --- GraphQL fragments: one per block type ------------------------------------------------------

const imageFields = /* GraphQL */ `
    path
    alt
`;

export const productBoxFragment = /* GraphQL */ `
  fragment ProductBoxFields on ProductBox {
    id
    name
    slug
    catalogCode
    mainImage {
      path
      alt
      title
    }
    hoverImage {
      path
      alt
      title
    }
    rating
    ratingCount
    tags {
      id
      code
      text
      color
      visibility {
        catalog
        content
      }
    }
    unit
    variantId
    defaultVariantId
    variantCount
    colourCount
    hasQuantityPrices
    freeShipping
    nPlusOne
    giftFree
    saleEnded
    saleable
    prices {
      currencyCode
      vatRate
      unitWithTax
      unitWithoutTax
      unitOriginalWithTax
      unitOriginalWithoutTax
      originalWithTax
      originalWithoutTax
      totalWithTax
      totalWithoutTax
      percentageDiscount
      inDiscount
      quantityPrices {
        fromAmount
        unitWithTax
        unitWithoutTax
      }
      attributes {
        recommended_price {
          withTax
          withoutTax
        }
        lowest_price_30_days {
          withTax
          withoutTax
        }
      }
    }
    availability {
      isAvailable
      availabilityCode
      soldAvailabilityCode
      amountMin
      amountMax
      stock
      checkStock
      delayDays
      availability
      soldAvailability
    }
  }
`;

const categoryBoxFields = /* GraphQL */ `
    store_id
    title
    slug
    product_count
    image {${imageFields}}
`;

const curatedGuideRefFields = /* GraphQL */ `
    _id
    title
    subtitle
    perex
    image {${imageFields}}
    page_meta {${contentPageMetaFields}}
`;

export const contentBlockFragments = /* GraphQL */ `
  fragment BenefitBodyBlockFields on BenefitBodyBlock { _id type icon_type content }
  fragment BigTitleBlockFields on BigTitleBlock { _id type title text background_color text_color }
  fragment CategoriesBlockFields on CategoriesBlock {
    _id
    type
    block_title
    block_title_color
    block_title_background_color
    top_categories {
      _id
      title
      top_category_item_type
      image {${imageFields}}
      top_categories { store_id title slug product_count }
      links {
        title
        link_type
        custom_link
        link_target_blank
        category_link { store_id slug title }
      }
    }
  }
  fragment CollapsibleBlockFields on CollapsibleBlock { _id type title text }
  fragment CuratedGuideProductsBlockFields on CuratedGuideProductsBlock {
    _id
    type
    title
    content
    benefit_line
    products_list_title
    products { ...ProductBoxFields }
  }
  fragment CuratedGuidesBlockFields on CuratedGuidesBlock {
    _id
    type
    block_title
    curated_guides {${curatedGuideRefFields}}
  }
  fragment NewsletterBlockFields on NewsletterBlock { _id type newsletter_type block_title text }
  fragment ProductsBlockFields on ProductsBlock { _id type block_title products { ...ProductBoxFields } }
  fragment CategoryBoxesBlockFields on CategoryBoxesBlock { _id type block_title categories {${categoryBoxFields}} }
  fragment RowBlockFields on RowBlock {
    _id
    type
    block_title
    categories {${categoryBoxFields}}
    products { ...ProductBoxFields }
  }
  fragment QuoteBlockFields on QuoteBlock { _id type text author }
  fragment TextBlockFields on TextBlock { _id type text }
  fragment TextBoxesBlockFields on TextBoxesBlock {
    _id
    type
    block_title
    background_image {${imageFields}}
    background_banner_image {${imageFields}}
    background_color
    text_boxes { text background_color text_color box_styles }
    button { text button_link background_color text_color style }
  }
  fragment UspBlockFields on UspBlock { _id type block_title items { icon title text } }
  fragment LayoutImagesBlockFields on LayoutImagesBlock {
    _id
    type
    block_title
    images { image {${imageFields}} position offset_x offset_y rotation wallpaper }
  }
  fragment ContentBlockFields on ContentBlock {
    __typename
    ...BenefitBodyBlockFields
    ...BigTitleBlockFields
    ...CategoriesBlockFields
    ...CollapsibleBlockFields
    ...CuratedGuideProductsBlockFields
    ...CuratedGuidesBlockFields
    ...NewsletterBlockFields
    ...ProductsBlockFields
    ...CategoryBoxesBlockFields
    ...RowBlockFields
    ...QuoteBlockFields
    ...TextBlockFields
    ...TextBoxesBlockFields
    ...UspBlockFields
    ...LayoutImagesBlockFields
  }
  ${productBoxFragment}
`;

// --- content_page(slug, page) ---------------------------------------------------------------------

/**
 * A content page: built of blocks shown `blocks_per_page` at a time; `page` is the page number asked
 * (from 1), `page_count` how many there are. Null when no content page has the slug, or the page
 * number is past the last page.
 */
export const contentPageQuery = /* GraphQL */ `
  query ContentPage($slug: String!, $page: Int) {
    content_page(slug: $slug, page: $page) {
      _id
      title
      content
      background_image {${imageFields}}
      blocks_per_page
      page
      page_count
      page_meta {${contentPageMetaFields}}
      content_blocks { ...ContentBlockFields }
    }
  }
  ${contentBlockFragments}
`;
export const contentPage = z.object({
  _id: z.string(),
  title: z.string(),
  /** HTML shown above the blocks, may be empty. */
  content: z.string(),
  background_image: blockImage.nullable(),
  /** Null: every block on one page. */
  blocks_per_page: z.number().int().nullable(),
  page: z.number().int(),
  page_count: z.number().int(),
  page_meta: pageMeta,
  content_blocks: z.array(contentBlock),
});
export type ContentPage = z.infer<typeof contentPage>;
export const contentPageResult = z.object({
  data: z.object({ content_page: contentPage.nullable() }),
});

// --- curated_guides, curated_guide(slug) ----------------------------------------------------------

export const curatedGuidesQuery = /* GraphQL */ `
  query CuratedGuides {
    curated_guides {${curatedGuideRefFields}}
  }
`;
export const curatedGuidesResult = z.object({
  data: z.object({ curated_guides: z.array(curatedGuideRef) }),
});

export const curatedGuideQuery = /* GraphQL */ `
  query CuratedGuide($slug: String!) {
    curated_guide(slug: $slug) {
      ${curatedGuideRefFields}
      content_blocks { ...ContentBlockFields }
    }
  }
  ${contentBlockFragments}
`;
export const curatedGuide = curatedGuideRef.extend({ content_blocks: z.array(contentBlock) });
export type CuratedGuide = z.infer<typeof curatedGuide>;
export const curatedGuideResult = z.object({ data: z.object({ curated_guide: curatedGuide.nullable() }) });

// --- banner_wide, info_box --------------------------------------------------------------------------

/**
 * The home page's wide banners: only enabled ones, a time-limited one only while now lies strictly
 * between its start and end (both set), heaviest first.
 */
export const wideBanner = z.object({
  _id: z.string(),
  title: z.string(),
  text_1: z.string().nullable(),
  text_2: z.string().nullable(),
  button_text: z.string().nullable(),
  main_image: blockImage.nullable(),
  url: z.string().nullable(),
  weight: z.number().int(),
  time_limited: z.boolean(),
  time_limit_start: z.string().nullable(),
  time_limit_end: z.string().nullable(),
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
});
export type WideBanner = z.infer<typeof wideBanner>;

export const infoBoxColors = ['info', 'success', 'warning', 'danger'] as const;
/** Info boxes of the home page, enabled ones in their order. */
export const infoBox = z.object({
  _id: z.string(),
  box_color: z.enum(infoBoxColors),
  order: z.number().int(),
  /** HTML. */
  text: z.string(),
});
export type InfoBox = z.infer<typeof infoBox>;

export const homeBannersQuery = /* GraphQL */ `
  query HomeBanners {
    banner_wide {
      _id
      title
      text_1
      text_2
      button_text
      main_image {${imageFields}}
      url
      weight
      time_limited
      time_limit_start
      time_limit_end
      item_id
      item_name
    }
    info_box { _id box_color order text }
  }
`;
export const homeBannersResult = z.object({
  data: z.object({ banner_wide: z.array(wideBanner), info_box: z.array(infoBox) }),
});
