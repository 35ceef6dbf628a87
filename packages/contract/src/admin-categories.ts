import { z } from 'zod';

/**
 * The back office's category tree (/api/admin/v1/categories, permission catalogue), the texts and
 * banners of a category (…/categories/:id/content, permission content) and the CMS's virtual and
 * filtered categories (permission catalogue). The body's shape is checked first (400); its values
 * by the rules (422, one error per field); a category that cannot be deleted is refused with 409.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const adminCategoryParams = z.object({ id });

/** A slug of an address: lower-case letters and digits, words joined by hyphens. */
const slug = z.string().trim().min(1).max(200);
/** A picture path (of the media library or an upload) or null for none. */
const picture = z.string().trim().max(500).nullable();

/** A short text in every language: Czech is required, an empty translation means none. */
export const adminCategoryName = z
  .object({
    cs: z.string().trim().min(1).max(200),
    sk: z.string().trim().max(200).optional(),
    de: z.string().trim().max(200).optional(),
  })
  .strict();
export type AdminCategoryName = z.infer<typeof adminCategoryName>;

/** A longer translated text (HTML); an empty translation means none. */
const translatedHtml = z
  .object({
    cs: z.string().max(100_000),
    sk: z.string().max(100_000).optional(),
    de: z.string().max(100_000).optional(),
  })
  .strict();

const nameOut = z.object({ cs: z.string(), sk: z.string().optional(), de: z.string().optional() });

// --- The tree ----------------------------------------------------------------------------------------

export const adminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Order among its siblings, from 0 without gaps. */
  position: z.number().int(),
  name: nameOut,
  slug: z.string(),
  visible: z.boolean(),
  image: z.string().nullable(),
  /** Distinct visible products in the category and all its descendants. */
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

export const adminCategoryTreeResponse = z.object({
  /** Every category, parents before children, siblings by position. */
  data: z.array(adminCategory),
  /** The storefront's public address; a category's page is `{storefrontUrl}/{slug}`. */
  storefrontUrl: z.string().nullable(),
});
export const adminCategoryResponse = z.object({ data: adminCategory });

export const adminCategoryCreateBody = z
  .object({
    /** null: a top-level category. */
    parentId: id.nullable(),
    /** Among the new siblings; left out or past the end: last. */
    position: z.number().int().min(0).max(100_000).optional(),
    name: adminCategoryName,
    slug,
    visible: z.boolean().default(true),
    image: picture.optional(),
  })
  .strict();
export type AdminCategoryCreateBody = z.infer<typeof adminCategoryCreateBody>;

export const adminCategoryUpdateBody = z
  .object({
    name: adminCategoryName.optional(),
    slug: slug.optional(),
    visible: z.boolean().optional(),
    image: picture.optional(),
  })
  .strict();
export type AdminCategoryUpdateBody = z.infer<typeof adminCategoryUpdateBody>;

/** A new place in the tree: the parent (null: top level) and the position among its children. */
export const adminCategoryMoveBody = z
  .object({
    parentId: id.nullable(),
    position: z.number().int().min(0).max(100_000),
  })
  .strict();
export type AdminCategoryMoveBody = z.infer<typeof adminCategoryMoveBody>;

export const adminCategoryDeleteResponse = z.object({ data: z.object({ id: z.number().int() }) });

// --- Texts and banners of a category (permission content) -----------------------------------------

/**
 * PUT /api/admin/v1/categories/:id/content: one locale's texts (description, text below the
 * products, video title) and the language-neutral pictures and video address. A field left out
 * stays as it is; null clears it.
 */
export const adminCategoryContentChange = z
  .object({
    locale: z.enum(['cs', 'sk', 'de']).default('cs'),
    description: z.string().max(100_000).nullable().optional(),
    text_below_products: z.string().max(100_000).nullable().optional(),
    banner_image: picture.optional(),
    top_category_image: picture.optional(),
    video_title: z.string().trim().max(300).nullable().optional(),
    video_url: z.string().trim().max(500).nullable().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'locale' && b[k as keyof typeof b] !== undefined), {
    message: 'Zadejte aspoň jeden text nebo obrázek',
    path: ['description'],
  });
export type AdminCategoryContentChange = z.infer<typeof adminCategoryContentChange>;

export const adminCategoryContentResult = z.object({
  store_id: z.number().int(),
  /** Sanitised HTML in the locale written. */
  description: z.string().nullable(),
  text_below_products: z.string().nullable(),
  banner_image: z.string().nullable(),
  top_category_image: z.string().nullable(),
  video_title: z.string().nullable(),
  video_url: z.string().nullable(),
  /** Cache tags sent to the storefront for revalidation. */
  revalidated: z.array(z.string()),
});

/** GET …/categories/:id/content: every locale as stored, for the editor. */
export const adminCategoryContentStored = z.object({
  data: z.object({
    store_id: z.number().int(),
    description: nameOut.nullable(),
    text_below_products: nameOut.nullable(),
    banner_image: z.string().nullable(),
    top_category_image: z.string().nullable(),
    video_title: nameOut.nullable(),
    video_url: z.string().nullable(),
  }),
});

// --- Virtual and filtered categories (permission catalogue) -----------------------------------------

/** Addresses in each language; Czech is required. */
export const adminCategorySlugs = z
  .object({ cs: slug, sk: z.string().trim().max(200).optional(), de: z.string().trim().max(200).optional() })
  .strict();
const slugsOut = z.object({ cs: z.string(), sk: z.string().optional(), de: z.string().optional() });

/** A price bound in whole currency units with VAT (e.g. 499 Kč, 19.90 €); a missing bound is open. */
const priceBound = z.number().min(0).max(10_000_000).optional();
const priceRange = z.object({ from: priceBound, to: priceBound }).strict();
export const adminPriceRanges = z.object({ CZK: priceRange.optional(), EUR: priceRange.optional() }).strict();

const idList = z.array(z.number().int().positive().max(2_147_483_647)).max(500);

export const adminVirtualCategoryBody = z
  .object({
    title: adminCategoryName,
    /** HTML, stored as written and served sanitised. */
    description: translatedHtml.nullable().optional(),
    tagIds: idList.default([]),
    /** Store categories, each with its whole subtree. */
    categoryIds: idList.default([]),
    excludedCategoryIds: idList.default([]),
    /** Parameter values: ORed within a parameter, ANDed across parameters. */
    parameterValueIds: idList.default([]),
    priceRanges: adminPriceRanges.default({}),
    slugs: adminCategorySlugs,
  })
  .strict();
export type AdminVirtualCategoryBody = z.infer<typeof adminVirtualCategoryBody>;

export const adminVirtualCategory = z.object({
  id: z.number().int(),
  title: nameOut,
  description: nameOut.nullable(),
  tagIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  excludedCategoryIds: z.array(z.number().int()),
  parameterValueIds: z.array(z.number().int()),
  priceRanges: z.object({
    CZK: z.object({ from: z.number().optional(), to: z.number().optional() }).optional(),
    EUR: z.object({ from: z.number().optional(), to: z.number().optional() }).optional(),
  }),
  slugs: slugsOut,
});
export type AdminVirtualCategory = z.infer<typeof adminVirtualCategory>;
export const adminVirtualCategoryResponse = z.object({ data: adminVirtualCategory });
export const adminVirtualCategoryListResponse = z.object({ data: z.array(adminVirtualCategory) });

export const adminFilteredCategoryBody = z
  .object({
    /** The store category it filters (with its subtree). */
    categoryId: id,
    title: adminCategoryName,
    description: translatedHtml.nullable().optional(),
    /** At least one value; ORed within a parameter, ANDed across parameters. */
    parameterValueIds: idList.min(1),
    slugs: adminCategorySlugs,
  })
  .strict();
export type AdminFilteredCategoryBody = z.infer<typeof adminFilteredCategoryBody>;

export const adminFilteredCategory = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: nameOut,
  description: nameOut.nullable(),
  parameterValueIds: z.array(z.number().int()),
  slugs: slugsOut,
});
export type AdminFilteredCategory = z.infer<typeof adminFilteredCategory>;
export const adminFilteredCategoryResponse = z.object({ data: adminFilteredCategory });
export const adminFilteredCategoryListResponse = z.object({ data: z.array(adminFilteredCategory) });

/** What the rules of virtual and filtered categories can name: tags and parameter values. */
export const adminCategoryRuleOptionsResponse = z.object({
  data: z.object({
    tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
    parameters: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        values: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    ),
  }),
});
