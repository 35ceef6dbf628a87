import { sql } from 'drizzle-orm';
import { CURRENCIES, toMajor, toMinor } from '@shop/rules';
import type { AdminVolumePriceBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { checkAmount, lockPricedVariant, touch } from './prices.ts';
import type { LockedProduct } from './product-write.ts';
import { isUniqueViolation, refuse } from './refusals.ts';

type Currency = AdminVolumePriceBody['currency'];
export interface VolumePrice {
  currency: Currency;
  fromAmount: number;
  price: number;
}

/** The variant's price for everyone in the currency (its row and amount), which volume prices hang on. */
async function basePrice(tx: Tx, variantId: number, currency: Currency) {
  const [row] = await queryRows<{ id: number; unit: number }>(
    tx,
    sql`select id::int as id, unit_with_tax as unit from catalog.prices
         where variant_id = ${variantId} and currency_code = ${currency} and customer_group is null`,
  );
  return row ?? null;
}

const volumeRow = async (tx: Tx, priceId: number, fromAmount: number) =>
  (
    await queryRows<{ unit: number }>(
      tx,
      sql`select unit_with_tax as unit from catalog.quantity_prices
           where price_id = ${priceId} and from_amount = ${fromAmount}`,
    )
  )[0] ?? null;

/**
 * A volume price is a lower unit price from an amount of 2 on, below the variant's price for
 * everyone in its currency, one per amount and currency. Answers its price row and minor amount.
 */
async function checkVolumePrice(tx: Tx, variantId: number, body: AdminVolumePriceBody) {
  const { decimalPlaces } = CURRENCIES[body.currency];
  if (body.fromAmount < 2) throw refuse(422, 'volumeAmount', 'fromAmount');
  checkAmount(body.price, decimalPlaces, 'price');
  const base = await basePrice(tx, variantId, body.currency);
  if (!base) throw refuse(422, 'volumeNoBase', 'price', body.currency);
  const unit = toMinor(body.price, decimalPlaces);
  if (unit >= base.unit) {
    const shown = `${String(toMajor(base.unit, decimalPlaces)).replace('.', ',')} ${body.currency}`;
    throw refuse(422, 'volumeNotBelow', 'price', shown);
  }
  return { priceId: base.id, unit };
}

const major = (currency: Currency, minor: number) => toMajor(minor, CURRENCIES[currency].decimalPlaces);

/** Adds a volume price; the amount must be free in the currency (422; the primary key backs it). */
export async function addVolumePrice(
  tx: Tx,
  productId: number,
  variantId: number,
  body: AdminVolumePriceBody,
): Promise<{ product: LockedProduct; after: VolumePrice }> {
  const product = await lockPricedVariant(tx, productId, variantId);
  const { priceId, unit } = await checkVolumePrice(tx, variantId, body);
  if (await volumeRow(tx, priceId, body.fromAmount))
    throw refuse(422, 'volumeTaken', 'fromAmount', body.fromAmount);
  await insertVolume(tx, priceId, body.fromAmount, unit);
  await touch(tx, productId);
  return { product, after: { ...body, price: major(body.currency, unit) } };
}

/** Changes a volume price: its amount (to one still free) and its price. */
export async function changeVolumePrice(
  tx: Tx,
  productId: number,
  variantId: number,
  currency: Currency,
  fromAmount: number,
  body: Omit<AdminVolumePriceBody, 'currency'>,
): Promise<{ product: LockedProduct; before: VolumePrice; after: VolumePrice }> {
  const product = await lockPricedVariant(tx, productId, variantId);
  const base = await basePrice(tx, variantId, currency);
  const old = base && (await volumeRow(tx, base.id, fromAmount));
  if (!base || !old) throw refuse(404, 'volumeNotFound', 'fromAmount', fromAmount);
  const { priceId, unit } = await checkVolumePrice(tx, variantId, { ...body, currency });
  if (body.fromAmount !== fromAmount && (await volumeRow(tx, priceId, body.fromAmount)))
    throw refuse(422, 'volumeTaken', 'fromAmount', body.fromAmount);
  await tx.execute(
    sql`delete from catalog.quantity_prices where price_id = ${priceId} and from_amount = ${fromAmount}`,
  );
  await insertVolume(tx, priceId, body.fromAmount, unit);
  await touch(tx, productId);
  return {
    product,
    before: { currency, fromAmount, price: major(currency, old.unit) },
    after: { currency, fromAmount: body.fromAmount, price: major(currency, unit) },
  };
}

/** Removes a volume price (404 when there is none from that amount). */
export async function removeVolumePrice(
  tx: Tx,
  productId: number,
  variantId: number,
  currency: Currency,
  fromAmount: number,
): Promise<{ product: LockedProduct; before: VolumePrice }> {
  const product = await lockPricedVariant(tx, productId, variantId);
  const [gone] = await queryRows<{ unit: number }>(
    tx,
    sql`delete from catalog.quantity_prices q using catalog.prices p
         where q.price_id = p.id and p.variant_id = ${variantId} and p.currency_code = ${currency}
           and p.customer_group is null and q.from_amount = ${fromAmount}
         returning q.unit_with_tax as unit`,
  );
  if (!gone) throw refuse(404, 'volumeNotFound', 'fromAmount', fromAmount);
  await touch(tx, productId);
  return { product, before: { currency, fromAmount, price: major(currency, gone.unit) } };
}

async function insertVolume(tx: Tx, priceId: number, fromAmount: number, unit: number) {
  try {
    await tx.execute(sql`insert into catalog.quantity_prices (price_id, from_amount, unit_with_tax)
                         values (${priceId}, ${fromAmount}, ${unit})`);
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(422, 'volumeTaken', 'fromAmount', fromAmount);
    throw e;
  }
}
