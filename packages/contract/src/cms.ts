import { z } from 'zod';
import { contentBlock, contentBlockFragments } from './content-blocks.ts';
import { pageMeta } from './page-meta.ts';

/**
 * CMS GraphQL queries of the catalogue pages (the REST calls are in cms-rest.ts). The storefront sends exactly these
 * documents; the backend's schema must answer them. Every HTML field is sanitised by the backend.
 * Ids of store entities (categories, parameter values, brands, products) are integers; ids of
 * CMS-only records (`_id` of banners, FAQ, offers …) are strings.
 */

const cmsImage = z.object({ path: z.string(), alt: z.string() });
export type CmsImage = z.infer<typeof cmsImage>;

const pageMetaFields = /* GraphQL */ `
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

// --- category(store_id) ---------------------------------------------------------------------------

/**
 * CMS content of a store category. `small_banners` and `catalog_banners` are already filtered by the
 * request's `x-user-groups` (a banner with groups shows only to those groups); catalog banners are
 * already limited to the active ones (time-limited: both times set and now strictly inside).
 */
export const categoryContentQuery = /* GraphQL */ `
  query CategoryContent($storeId: Int!) {
    category(store_id: $storeId) {
      _id
      store_id
      description
      text_below_products
      category_banner {
        path
        alt
      }
      top_category_image {
        path
        alt
      }
      page_meta {${pageMetaFields}}
      faq {
        _id
        title
        content
      }
      small_banners {
        _id
        title
        description
        weight
        customer_group_enabled
        link
        main_image {
          path
          alt
        }
      }
      linked_articles {
        _id
        title
        short_title
        slug
      }
      category_video {
        title
        video_url
      }
      catalog_banners {
        _id
        position
        image {
          path
          alt
        }
        title
        url
        customer_group_enabled
        time_limited
        time_limit_start
        time_limit_end
        item_id
        item_name
      }
      limited_offers {
        _id
        type
        title
        active
        offer_datetime_from
        offer_datetime
        text_button
        domain_enabled
        product_id
      }
      catalog_settings {
        parameters {
          entityId
          importantFilter
          closedFilter
        }
      }
    }
  }
`;

export const faqQuestion = z.object({ _id: z.string(), title: z.string(), content: z.string() });
export const smallBanner = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  weight: z.number().int(),
  /** Customer group codes; empty = everyone. */
  customer_group_enabled: z.array(z.string()),
  link: z.string().nullable(),
  main_image: cmsImage.nullable(),
});
export const linkedArticle = z.object({
  _id: z.string(),
  title: z.string(),
  short_title: z.string().nullable(),
  slug: z.string(),
});
export const categoryVideo = z.object({ title: z.string(), video_url: z.string() });
export const catalogBanner = z.object({
  _id: z.string(),
  /** 1-based position in the product grid the banner takes. */
  position: z.number().int(),
  image: cmsImage,
  title: z.string(),
  url: z.string().nullable(),
  customer_group_enabled: z.array(z.string()),
  time_limited: z.boolean(),
  /** ISO date-times. */
  time_limit_start: z.string().nullable(),
  time_limit_end: z.string().nullable(),
  /** Analytics promotion id and name. */
  item_id: z.string().nullable(),
  item_name: z.string().nullable(),
});
export const limitedOffer = z.object({
  _id: z.string(),
  type: z.enum(['product', 'banner']),
  title: z.string(),
  active: z.boolean(),
  /** ISO date-times; the offer runs from `offer_datetime_from` until `offer_datetime`. */
  offer_datetime_from: z.string().nullable(),
  offer_datetime: z.string(),
  text_button: z.string().nullable(),
  /** Domain codes (cz, sk, de); empty = every domain. */
  domain_enabled: z.array(z.string()),
  product_id: z.number().int().nullable(),
});
export const catalogSettings = z.object({
  parameters: z.array(
    z.object({ entityId: z.number().int(), importantFilter: z.boolean(), closedFilter: z.boolean() }),
  ),
});
export const categoryContent = z.object({
  _id: z.string(),
  store_id: z.number().int(),
  /** Sanitised HTML. */
  description: z.string().nullable(),
  text_below_products: z.string().nullable(),
  category_banner: cmsImage.nullable(),
  top_category_image: cmsImage.nullable(),
  page_meta: pageMeta.nullable(),
  faq: z.array(faqQuestion),
  small_banners: z.array(smallBanner),
  linked_articles: z.array(linkedArticle),
  category_video: categoryVideo.nullable(),
  catalog_banners: z.array(catalogBanner),
  limited_offers: z.array(limitedOffer),
  catalog_settings: catalogSettings,
});
export type CategoryContent = z.infer<typeof categoryContent>;
export const categoryContentResult = z.object({
  data: z.object({ category: categoryContent.nullable() }),
});

// --- virtual_category(slugs), filtered_category(slugs), canonical -------------------------------

export const virtualCategoryQuery = /* GraphQL */ `
  query VirtualCategory($slugs: [String!]!) {
    virtual_category(slugs: $slugs) {
      _id
      title
      description
      sliced_tags
      parameters {
        entityId
        values
      }
      sliced_categories
      excluded_categories
      price_range {
        price_from
        price_to
        currency_code
      }
      page_meta {${pageMetaFields}}
    }
  }
`;
const parameterSelection = z.object({ entityId: z.number().int(), values: z.array(z.number().int()) });
export const virtualCategory = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Tag ids; a product needs one of them. */
  sliced_tags: z.array(z.number().int()),
  parameters: z.array(parameterSelection),
  /** Store category ids (with their subcategories). */
  sliced_categories: z.array(z.number().int()),
  excluded_categories: z.array(z.number().int()),
  /** Unit price with tax, major units. */
  price_range: z
    .object({
      price_from: z.number().nullable(),
      price_to: z.number().nullable(),
      currency_code: z.enum(['CZK', 'EUR']),
    })
    .nullable(),
  page_meta: pageMeta,
});
export type VirtualCategory = z.infer<typeof virtualCategory>;
export const virtualCategoryResult = z.object({
  data: z.object({ virtual_category: z.array(virtualCategory) }),
});

export const filteredCategoryQuery = /* GraphQL */ `
  query FilteredCategory($slugs: [String!]!) {
    filtered_category(slugs: $slugs) {
      _id
      title
      description
      store_category_id
      parameters {
        entityId
        values
      }
      page_meta {${pageMetaFields}}
    }
  }
`;
export const filteredCategory = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  store_category_id: z.number().int(),
  parameters: z.array(parameterSelection),
  page_meta: pageMeta,
});
export type FilteredCategory = z.infer<typeof filteredCategory>;
export const filteredCategoryResult = z.object({
  data: z.object({ filtered_category: z.array(filteredCategory) }),
});

/** The filtered category whose store category and value set equal the chosen filter values. */
export const filteredCategoryCanonicalQuery = /* GraphQL */ `
  query FilteredCategoryCanonical($storeCategoryId: Int!, $valueIds: [Int!]!) {
    filtered_category_canonical(store_category_id: $storeCategoryId, value_ids: $valueIds) {
      slug
      title
      page_meta {${pageMetaFields}}
    }
  }
`;
export const canonicalFilteredCategory = z.object({
  slug: z.string(),
  title: z.string(),
  page_meta: pageMeta,
});
export const filteredCategoryCanonicalResult = z.object({
  data: z.object({ filtered_category_canonical: canonicalFilteredCategory.nullable() }),
});

// --- colour, brand, material, page ---------------------------------------------------------------

export const colourQuery = /* GraphQL */ `
  query Colour($ids: [Int!]!) {
    colour(ids: $ids) {
      _id
      color_hex
      parameter_value_image {
        path
      }
    }
  }
`;
export const colour = z.object({
  /** The parameter value id. */
  _id: z.number().int(),
  color_hex: z.string(),
  parameter_value_image: z.object({ path: z.string() }).nullable(),
});
export type Colour = z.infer<typeof colour>;
export const colourResult = z.object({ data: z.object({ colour: z.array(colour) }) });

const brandFields = /* GraphQL */ `
      _id
      title
      slug
      weight
      description
      logo {
        path
        alt
      }
      page_meta {${pageMetaFields}}
`;
export const brandsQuery = /* GraphQL */ `
  query Brands {
    brands {${brandFields}}
  }
`;
export const brandByIdsQuery = /* GraphQL */ `
  query Brand($ids: [Int!]!) {
    brand(ids: $ids) {${brandFields}}
  }
`;
export const cmsBrand = z.object({
  /** The store brand id. */
  _id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  weight: z.number().int(),
  description: z.string().nullable(),
  logo: cmsImage.nullable(),
  page_meta: pageMeta,
});
export type CmsBrand = z.infer<typeof cmsBrand>;
export const brandsResult = z.object({ data: z.object({ brands: z.array(cmsBrand) }) });
export const brandByIdsResult = z.object({ data: z.object({ brand: z.array(cmsBrand) }) });

export const materialQuery = /* GraphQL */ `
  query Material($ids: [Int!]!) {
    material(ids: $ids) {
      _id
      title
      material_hygiene
      material_lubricants
      description
    }
  }
`;
export const material = z.object({
  /** The parameter value id of the material. */
  _id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML: how to clean it. */
  material_hygiene: z.string().nullable(),
  /** Sanitised HTML: which lubricants are safe with it. */
  material_lubricants: z.string().nullable(),
  description: z.string().nullable(),
});
export type Material = z.infer<typeof material>;
export const materialResult = z.object({ data: z.object({ material: z.array(material) }) });

export const pageQueryDocument = /* GraphQL */ `
  query Page($slug: String!) {
    page(slug: $slug) {
      _id
      title
      content
      custom_menu_code
      contact_box { title_frontend description show_button }
      page_meta {${pageMetaFields}}
      content_blocks { ...ContentBlockFields }
    }
  }
  ${contentBlockFragments}
`;
/** The box under a text page inviting the reader to get in touch; `description` is sanitised HTML. */
export const contactBox = z.object({
  title_frontend: z.string(),
  description: z.string(),
  show_button: z.boolean(),
});
export type ContactBox = z.infer<typeof contactBox>;
export const cmsPage = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  custom_menu_code: z.string().nullable(),
  contact_box: contactBox.nullable(),
  page_meta: pageMeta,
});
export type CmsPage = z.infer<typeof cmsPage>;
/** A text page with the content blocks shown after its content (`page(slug)`). */
export const cmsPageWithBlocks = cmsPage.extend({ content_blocks: z.array(contentBlock) });
export type CmsPageWithBlocks = z.infer<typeof cmsPageWithBlocks>;
export const pageResult = z.object({ data: z.object({ page: cmsPageWithBlocks.nullable() }) });
