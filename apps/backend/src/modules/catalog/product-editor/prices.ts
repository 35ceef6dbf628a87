import { CURRENCIES, toMinor } from '@shop/rules';
import type { AdminVariantPriceBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { setVariantPrice, publicPriceOf, type SetVariantPrice } from '../pricing/set-price.ts';
import type { ProductEditorDeps } from './deps.ts';
import { lockEditableProduct, type LockedProduct } from './product-write.ts';
import { refuse } from './refusals.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/query.ts';

/** An amount has no more decimals than its currency (whole crowns' hundredths, cents). */
function checkAmount(amount: number, decimalPlaces: number, field: string): void {
  const minor = amount * 10 ** decimalPlaces;
  if (Math.abs(minor - Math.round(minor)) > 1e-6 || toMinor(amount, decimalPlaces) <= 0) {
    throw refuse(422, 'badPrice', field, decimalPlaces);
  }
}

/**
 * Sets one price of a product's variant (a currency, everyone's or a customer group's) through the
 * catalogue's price setter, so the price history that the 30-day lowest price reads is kept.
 */
export async function setProductVariantPrice(
  tx: Tx,
  productId: number,
  variantId: number,
  body: AdminVariantPriceBody,
  today: string,
  deps: ProductEditorDeps,
): Promise<{
  product: LockedProduct;
  before: Awaited<ReturnType<typeof publicPriceOf>>;
  price: SetVariantPrice;
}> {
  const product = await lockEditableProduct(tx, productId);
  const [variant] = await queryRows<{ id: number }>(
    tx,
    sql`select id from catalog.variants where id = ${variantId} and product_id = ${productId}`,
  );
  if (!variant) throw refuse(404, 'variantNotFound', 'variantId');
  const { decimalPlaces } = CURRENCIES[body.currency];
  checkAmount(body.price, decimalPlaces, 'price');
  if (body.originalPrice !== null) {
    checkAmount(body.originalPrice, decimalPlaces, 'originalPrice');
    if (toMinor(body.originalPrice, decimalPlaces) <= toMinor(body.price, decimalPlaces))
      throw refuse(422, 'originalNotAbove', 'originalPrice');
  }
  if (body.customerGroup !== null && !(await deps.customerGroups(tx)).has(body.customerGroup)) {
    throw refuse(422, 'unknownGroup', 'customerGroup', body.customerGroup);
  }
  const before = await publicPriceOf(tx, variantId, body.currency, body.customerGroup);
  const price = await setVariantPrice(
    tx,
    variantId,
    { currency: body.currency, price: body.price, originalPrice: body.originalPrice },
    today,
    body.customerGroup,
  );
  await tx.execute(sql`update catalog.products set updated_at = now() where id = ${productId}`);
  return { product, before, price };
}
