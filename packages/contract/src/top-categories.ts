import { z } from 'zod';

/**
 * CMS GraphQL `configuration_top_categories`.
 * The storefront sends exactly this document; the backend's schema must answer it.
 */
export const topCategoriesQuery = /* GraphQL */ `
  query TopCategories {
    configuration_top_categories {
      _id
      title
      top_category_item_type
      image {
        path
        alt
      }
      top_categories {
        store_id
        title
        slug
        product_count
      }
      links {
        title
        link_type
        custom_link
        link_target_blank
        category_link {
          store_id
          slug
          title
        }
      }
    }
  }
`;

const categoryLink = z.object({ store_id: z.number().int(), slug: z.string(), title: z.string() });
export const topCategory = z.object({
  _id: z.string(),
  title: z.string(),
  /** `category`: links to one store category (first of top_categories); `links`: a list of links. */
  top_category_item_type: z.enum(['category', 'virtual_category', 'links']),
  image: z.object({ path: z.string(), alt: z.string() }).nullable(),
  top_categories: z.array(categoryLink.extend({ product_count: z.number().int() })),
  links: z.array(
    z.object({
      title: z.string(),
      link_type: z.enum([
        'category',
        'article_category',
        'article_tag',
        'virtual_category',
        'custom_link',
        'basic',
      ]),
      custom_link: z.string().nullable(),
      link_target_blank: z.boolean(),
      category_link: categoryLink.nullable(),
    }),
  ),
});
export type TopCategory = z.infer<typeof topCategory>;
export const topCategoriesResult = z.object({
  data: z.object({ configuration_top_categories: z.array(topCategory) }),
});
