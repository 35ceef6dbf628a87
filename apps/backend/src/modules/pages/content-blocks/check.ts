import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { existingProductIds } from '../../catalog/index.ts';
import { adminRefusals } from '../../publishing/index.ts';
import { curatedGuides } from '../tables.ts';
import { storedBlock, type StoredBlock } from './stored.ts';

/** Blocks as an operator sent them: valid ones to store, or a refusal per field. */
export interface CheckedBlocks {
  blocks: StoredBlock[];
  errors: Record<string, string>;
}

/**
 * Checks blocks against the stored block schema and their references: every product must exist in
 * the catalogue and every curated guide in the CMS. Fields are named by their path in the body.
 */
export async function checkContentBlocks(
  db: Db,
  raw: unknown[],
  field = 'content_blocks',
): Promise<CheckedBlocks> {
  const errors: Record<string, string> = {};
  const blocks: StoredBlock[] = [];
  raw.forEach((b, i) => {
    const parsed = storedBlock.safeParse(b);
    if (parsed.success) blocks.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        errors[[field, i, ...issue.path].join('.')] ??= adminRefusals.invalid;
      }
    }
  });
  if (Object.keys(errors).length > 0) return { blocks: [], errors };

  const productRefs: { path: string; id: number }[] = [];
  const guideRefs: { path: string; id: number }[] = [];
  blocks.forEach((b, i) => {
    if ('product_ids' in b)
      b.product_ids.forEach((id, j) => productRefs.push({ path: `${field}.${i}.product_ids.${j}`, id }));
    if (b.type === 'curated_guides')
      b.guide_ids.forEach((id, j) => guideRefs.push({ path: `${field}.${i}.guide_ids.${j}`, id }));
  });
  const [products, guides] = await Promise.all([
    existingProductIds(
      db,
      productRefs.map((r) => r.id),
    ),
    guideRefs.length
      ? db
          .select({ id: curatedGuides.id })
          .from(curatedGuides)
          .where(inArray(curatedGuides.id, [...new Set(guideRefs.map((r) => r.id))]))
          .then((rows) => new Set(rows.map((r) => r.id)))
      : Promise.resolve(new Set<number>()),
  ]);
  for (const r of productRefs) if (!products.has(r.id)) errors[r.path] = adminRefusals.productMissing;
  for (const r of guideRefs) if (!guides.has(r.id)) errors[r.path] = adminRefusals.guideMissing;
  return Object.keys(errors).length > 0 ? { blocks: [], errors } : { blocks, errors };
}
