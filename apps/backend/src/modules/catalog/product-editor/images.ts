import { sql } from 'drizzle-orm';
import type { AdminProductImagesBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlTextArray } from '../../../db/sql-arrays.ts';
import { originalExists } from '../../media/index.ts';
import type { ProductEditorDeps } from './deps.ts';
import { lockEditableProduct, type LockedProduct } from './product-write.ts';
import { refuse } from './refusals.ts';

/**
 * Replaces a product's gallery with the list in its order: each picture uploaded before, once, of
 * the product or one of its variants, with its alternative text per locale. The first two are the
 * product's main and hover pictures (products.main_image / hover_image follow them).
 */
export async function setProductImages(
  tx: Tx,
  productId: number,
  body: AdminProductImagesBody,
  deps: ProductEditorDeps,
): Promise<{ product: LockedProduct; before: string[] }> {
  const product = await lockEditableProduct(tx, productId);
  const seen = new Set<string>();
  for (const [i, image] of body.images.entries()) {
    if (seen.has(image.path)) throw refuse(422, 'imageDuplicate', `images.${i}.path`, image.path);
    seen.add(image.path);
  }
  const exists = await Promise.all(body.images.map((i) => originalExists(deps.dataDir, i.path)));
  const missingAt = exists.indexOf(false);
  if (missingAt >= 0)
    throw refuse(422, 'imagePath', `images.${missingAt}.path`, body.images[missingAt]!.path);
  const variantIds = new Set(
    (
      await queryRows<{ id: number }>(
        tx,
        sql`select id from catalog.variants where product_id = ${productId}`,
      )
    ).map((v) => v.id),
  );
  for (const [i, image] of body.images.entries()) {
    if (image.variantId !== null && !variantIds.has(image.variantId))
      throw refuse(422, 'imageVariant', `images.${i}.variantId`, image.variantId);
  }
  const before = (
    await queryRows<{ path: string }>(
      tx,
      sql`select path from catalog.product_images where product_id = ${productId} order by position, id`,
    )
  ).map((r) => r.path);
  await tx.execute(sql`delete from catalog.product_images where product_id = ${productId}`);
  for (const [position, image] of body.images.entries()) {
    const alt = Object.fromEntries(Object.entries(image.alt).filter(([, text]) => text));
    await tx.execute(sql`
      insert into catalog.product_images (product_id, variant_id, path, position, alt)
      values (${productId}, ${image.variantId}, ${image.path}, ${position}, ${JSON.stringify(alt)}::jsonb)`);
  }
  // A variant whose picture left the gallery shows the product's again.
  await tx.execute(sql`
    update catalog.variants set image = null
     where product_id = ${productId} and image = any(${sqlTextArray(before)})
       and image <> all(${sqlTextArray(body.images.map((i) => i.path))})`);
  await tx.execute(sql`
    update catalog.products
       set main_image = ${body.images[0]?.path ?? null}, hover_image = ${body.images[1]?.path ?? null},
           updated_at = now()
     where id = ${productId}`);
  return { product, before };
}
