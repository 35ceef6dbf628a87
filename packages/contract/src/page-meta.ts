import { z } from 'zod';

/** SEO data of a CMS entity. */
export const pageMeta = z.object({
  slug: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  share_image: z.string().nullable(),
  meta_noindex: z.boolean(),
  meta_nofollow: z.boolean(),
  canonical_slugs: z.array(z.object({ language: z.string(), slug: z.string() })),
});
export type PageMeta = z.infer<typeof pageMeta>;
