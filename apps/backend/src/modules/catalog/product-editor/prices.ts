import { sql } from 'drizzle-orm';
import { CURRENCIES, toMinor } from '@shop/rules';
import type { AdminVariantPriceBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { setVariantPrice, publicPriceOf, type SetVariantPrice } from '../pricing/set-price.ts';
import type { ProductEditorDeps } from './deps.ts';
import { lockEditableProduct, type LockedProduct } from './product-write.ts';
import { refuse } from './refusals.ts';

type Currency = AdminVariantPriceBody['currency'];

/** A positive amount with no more decimals than its currency (whole crowns' hundredths, cents). */
export function checkAmount(amount: number, decimalPlaces: number, field: string): void {
  const minor = amount * 10 ** decimalPlaces;
  if (Math.abs(minor - Math.round(minor)) > 1e-6 || toMinor(amount, decimalPlaces) <= 0) {
    throw refuse(422, 'badPrice', field, decimalPlaces);
  }
}

/** Locks a product that may be changed (writes to one product queue) and finds its variant (404). */
export async function lockPricedVariant(
  tx: Tx,
  productId: number,
  variantId: number,
): Promise<LockedProduct> {
  const product = await lockEditableProduct(tx, productId);
  const [variant] = await queryRows<{ id: number }>(
    tx,
    sql`select id from catalog.variants where id = ${variantId} and product_id = ${productId}`,
  );
  if (!variant) throw refuse(404, 'variantNotFound', 'variantId');
  return product;
}

/** The highest volume price on the variant's price for everyone in the currency (minor units). */
export async function highestVolumePrice(tx: Tx, variantId: number, currency: Currency) {
  const [row] = await queryRows<{ fromAmount: number; unit: number }>(
    tx,
    sql`select q.from_amount as "fromAmount", q.unit_with_tax as unit
          from catalog.quantity_prices q join catalog.prices p on p.id = q.price_id
         where p.variant_id = ${variantId} and p.currency_code = ${currency} and p.customer_group is null
         order by q.unit_with_tax desc, q.from_amount limit 1`,
  );
  return row ?? null;
}

/** The product changed now (the editor shows when). */
export const touch = (tx: Tx, productId: number) =>
  tx.execute(sql`update catalog.products set updated_at = now() where id = ${productId}`);

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
  const product = await lockPricedVariant(tx, productId, variantId);
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
  // Volume prices stay below the price they lower.
  const volume = body.customerGroup === null && (await highestVolumePrice(tx, variantId, body.currency));
  if (volume && volume.unit >= toMinor(body.price, decimalPlaces))
    throw refuse(422, 'baseNotAboveVolume', 'price', volume.fromAmount);
  const before = await publicPriceOf(tx, variantId, body.currency, body.customerGroup);
  const price = await setVariantPrice(
    tx,
    variantId,
    { currency: body.currency, price: body.price, originalPrice: body.originalPrice },
    today,
    body.customerGroup,
  );
  await touch(tx, productId);
  return { product, before, price };
}

/**
 * Removes one price of a variant (its volume prices go with it). Its range in the price history
 * ends today, so the 30-day lowest price still counts what it was. A published product keeps its
 * prices for everyone (422).
 */
export async function removeProductVariantPrice(
  tx: Tx,
  productId: number,
  variantId: number,
  currency: Currency,
  customerGroup: string | null,
  today: string,
): Promise<{ product: LockedProduct; before: { unitWithTax: number; originalWithTax: number | null } }> {
  const product = await lockPricedVariant(tx, productId, variantId);
  if (customerGroup === null && product.visible) throw refuse(422, 'basePriceNeeded', 'customerGroup');
  const [before] = await queryRows<{ unitWithTax: number; originalWithTax: number | null }>(
    tx,
    sql`delete from catalog.prices
         where variant_id = ${variantId} and currency_code = ${currency}
           and customer_group is not distinct from ${customerGroup}
         returning unit_with_tax as "unitWithTax", original_with_tax as "originalWithTax"`,
  );
  if (!before) throw refuse(404, 'priceNotFound', 'currency');
  await tx.execute(sql`
    update catalog.price_history set valid_to = ${today}
     where variant_id = ${variantId} and currency_code = ${currency}
       and customer_group is not distinct from ${customerGroup} and valid_to is null`);
  await touch(tx, productId);
  await refreshProductListing(tx, [productId]);
  return { product, before };
}
