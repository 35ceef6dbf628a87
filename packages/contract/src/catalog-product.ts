import { z } from 'zod';
import { product } from './product.ts';

const csv = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(200)).max(100));
const idCsv = csv.transform((xs) => xs.map(Number)).pipe(z.array(z.number().int().positive()));

/**
 * GET /catalog/product: products by slugs, ids, codes, EANs, variant codes or EANs, categories,
 * `random` visible ones, or visible ones offered for loyalty credits, always with variants. Selectors combine (union) in the order given.
 */
export const catalogProductQuery = z
  .object({
    /** 'false' also answers hidden products; anything else (or nothing) answers visible ones only. */
    checkPermissions: z.enum(['true', 'false']).optional(),
    slugs: csv.optional(),
    ids: idCsv.optional(),
    codes: csv.optional(),
    eans: csv.optional(),
    variantCodes: csv.optional(),
    variantEans: csv.optional(),
    categoryIds: idCsv.optional(),
    random: z.coerce.number().int().min(1).max(50).optional(),
    /** That many visible products logged-in customers may buy with loyalty credits, fewest credits first. */
    forCredits: z.coerce.number().int().min(1).max(50).optional(),
  })
  .refine(
    (q) =>
      [
        q.slugs,
        q.ids,
        q.codes,
        q.eans,
        q.variantCodes,
        q.variantEans,
        q.categoryIds,
        q.random,
        q.forCredits,
      ].some((x) => x !== undefined),
    { message: 'Zadejte alespoň jeden výběr produktů', path: ['ids'] },
  );
export type CatalogProductQuery = z.input<typeof catalogProductQuery>;
export const catalogProductResponse = z.object({ data: z.array(product) });

/** GET /api/v1/products/{id}?include=tags,variants,alternatives */
export const productIncludes = ['tags', 'variants', 'alternatives'] as const;
export const productDetailQuery = z.object({
  include: z
    .string()
    .max(200)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(productIncludes)))
    .optional(),
});
export const productDetailParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
