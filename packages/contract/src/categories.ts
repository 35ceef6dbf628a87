import { z } from 'zod';
import { paged, pageQuery } from './pagination.ts';
import { pageMeta } from './page-meta.ts';

/** GET /api/v1/product-categories: the store's flat category list, sorted by name. */
export const productCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  productCount: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategory>;
export const productCategoriesQuery = pageQuery(200);
export const productCategoriesResponse = paged(productCategory);
export type ProductCategoriesResponse = z.infer<typeof productCategoriesResponse>;

const categoryRef = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** GET /catalog/category?slugs=…|ids=…: categories with what a category page needs to render. */
export const catalogCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parentId: z.number().int().nullable(),
  /** From the root down to the parent (the category itself is not included). */
  breadcrumb: z.array(categoryRef),
  children: z.array(categoryRef.extend({ productCount: z.number().int() })),
  productCount: z.number().int(),
  /** Sanitised HTML from the CMS. */
  description: z.string().nullable(),
  image: z.string().nullable(),
  page_meta: pageMeta,
});
export type CatalogCategory = z.infer<typeof catalogCategory>;

const csvList = z
  .string()
  .max(2000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

export const catalogCategoryQuery = z
  .object({
    slugs: csvList.optional(),
    ids: csvList
      .transform((xs) => xs.map(Number))
      .pipe(z.array(z.number().int().positive()).max(200))
      .optional(),
    /** 'false' also answers hidden categories; anything else (or nothing) answers visible ones only. */
    checkPermissions: z.enum(['true', 'false']).optional(),
  })
  .refine((q) => q.slugs !== undefined || q.ids !== undefined, {
    message: 'Zadejte slugs nebo ids',
    path: ['slugs'],
  });
export const catalogCategoryResponse = z.object({ data: z.array(catalogCategory) });
export type CatalogCategoryResponse = z.infer<typeof catalogCategoryResponse>;
