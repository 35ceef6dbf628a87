import { z } from 'zod';

/** The CMS's REST calls (url-rewrite, redirect), the operator's content endpoint and revalidation. */

// --- REST: url-rewrite, redirect --------------------------------------------------------------------

const storefrontPath = z
  .string()
  .min(1)
  .max(500)
  .regex(/^\/[^\s]*$/, { message: 'Cesta musí začínat lomítkem' });

/** GET /url-rewrite?lang&path: a path that shows a CMS page under another URL. 404 when none. */
export const urlRewriteQuery = z.object({
  lang: z.enum(['cs', 'sk', 'de']),
  path: storefrontPath,
});
export const urlRewriteResponse = z.object({
  type: z.literal('page'),
  page_meta: z.object({ slug: z.string() }),
});
export type UrlRewriteResponse = z.infer<typeof urlRewriteResponse>;

/**
 * GET /redirect?route&path&slug&type: where an unknown path moved (301). `path` is the storefront
 * path without the locale prefix; `route`, `slug` and `type` describe what the storefront tried.
 * 404 when the path has no redirect.
 */
export const redirectQuery = z.object({
  route: z.string().max(200).optional(),
  path: storefrontPath,
  slug: z.string().max(300).optional(),
  type: z.string().max(50).optional(),
});
export const redirectResponse = z.object({ redirectPath: z.string() });
export type RedirectResponse = z.infer<typeof redirectResponse>;

// --- Operator: category content -------------------------------------------------------------------

/**
 * PUT /api/admin/v1/categories/:id/content (permission content): changes one
 * locale's texts of a store category and revalidates the storefront's pages of it.
 * A field left out stays as it is; null clears it.
 */
export const adminCategoryContentBody = z
  .object({
    locale: z.enum(['cs', 'sk', 'de']).default('cs'),
    description: z.string().max(100_000).nullable().optional(),
    text_below_products: z.string().max(100_000).nullable().optional(),
  })
  .refine((b) => b.description !== undefined || b.text_below_products !== undefined, {
    message: 'Zadejte description nebo text_below_products',
    path: ['description'],
  });
export const adminCategoryContentResponse = z.object({
  store_id: z.number().int(),
  description: z.string().nullable(),
  text_below_products: z.string().nullable(),
  /** Cache tags sent to the storefront for revalidation. */
  revalidated: z.array(z.string()),
});

/**
 * POST {storefront}/api/revalidate with body `{ tags }`, signed: `x-signature` is the lower-case hex
 * HMAC-SHA256 of the exact body bytes with the shared REVALIDATE_SECRET.
 */
export const revalidateBody = z.object({
  tags: z.array(z.string().min(1).max(200)).min(1).max(100),
  /** When it was sent (unix seconds): a call replayed later than REVALIDATE_MAX_AGE_S is refused. */
  sentAt: z.number().int().positive(),
});
/** How far a revalidation call's sentAt may be from the storefront's clock. */
export const REVALIDATE_MAX_AGE_S = 300;
export type RevalidateBody = z.infer<typeof revalidateBody>;
export const revalidateSignatureHeader = 'x-signature';
