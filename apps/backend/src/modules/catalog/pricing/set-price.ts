import { sql } from 'drizzle-orm';
import { CURRENCIES, toMajor, toMinor } from '@shop/rules';
import type { VariantPriceBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { HttpError } from '../../../http/errors.ts';
import { invalidateListingIndex } from '../listing/listing-index.ts';
import { refreshProductListing } from '../listing/refresh.ts';

/** The variant's public price in a currency as it is now (minor units), or null. */
export async function publicPriceOf(
  db: Db,
  variantId: number,
  currency: VariantPriceBody['currency'],
  customerGroup: string | null = null,
): Promise<{ unitWithTax: number; originalWithTax: number | null } | null> {
  const [row] = await queryRows<{ unit_with_tax: number; original_with_tax: number | null }>(
    db,
    sql`select unit_with_tax, original_with_tax from catalog.prices
         where variant_id = ${variantId} and currency_code = ${currency}
           and customer_group is not distinct from ${customerGroup}`,
  );
  return row ? { unitWithTax: row.unit_with_tax, originalWithTax: row.original_with_tax } : null;
}

export interface SetVariantPrice {
  variantId: number;
  currency: VariantPriceBody['currency'];
  price: number;
  originalPrice: number | null;
}

/**
 * The operator sets a variant's public price in one currency, in one transaction: the price row,
 * its history (the current range closes today and a new one starts today; the history keeps one
 * amount a day, so a second change on the same day replaces the first) and the product's listing
 * row. The price before a discount must be higher than the price. A customer group's price (its
 * code; null: everyone's) has a history of its own the same way.
 */
export async function setVariantPrice(
  db: Db,
  variantId: number,
  body: VariantPriceBody,
  today: string,
  customerGroup: string | null = null,
): Promise<SetVariantPrice> {
  const { decimalPlaces } = CURRENCIES[body.currency];
  const unit = toMinor(body.price, decimalPlaces);
  const original = body.originalPrice === null ? null : toMinor(body.originalPrice, decimalPlaces);
  if (original !== null && original <= unit) {
    throw new HttpError(422, 'Původní cena musí být vyšší než cena.', 'originalPrice');
  }
  const set = await db.transaction(async (tx) => {
    const [variant] = await queryRows<{ product_id: number }>(
      tx,
      sql`select product_id from catalog.variants where id = ${variantId} for update`,
    );
    if (!variant) throw new HttpError(404, 'Varianta nenalezena', 'variantId');
    await tx.execute(
      sql`insert into catalog.prices (variant_id, currency_code, customer_group, unit_with_tax, original_with_tax)
          values (${variantId}, ${body.currency}, ${customerGroup}, ${unit}, ${original})
          on conflict (variant_id, currency_code, customer_group)
          do update set unit_with_tax = excluded.unit_with_tax, original_with_tax = excluded.original_with_tax`,
    );
    const [current] = await queryRows<{ id: number; unit_with_tax: number; valid_from: string }>(
      tx,
      sql`select id, unit_with_tax, to_char(valid_from, 'YYYY-MM-DD') as valid_from
            from catalog.price_history
           where variant_id = ${variantId} and currency_code = ${body.currency}
             and customer_group is not distinct from ${customerGroup} and valid_to is null`,
    );
    if (current?.valid_from === today) {
      await tx.execute(
        sql`update catalog.price_history set unit_with_tax = ${unit} where id = ${current.id}`,
      );
    } else if (current?.unit_with_tax !== unit) {
      if (current) {
        await tx.execute(sql`update catalog.price_history set valid_to = ${today} where id = ${current.id}`);
      }
      await tx.execute(
        sql`insert into catalog.price_history (variant_id, currency_code, customer_group, unit_with_tax, valid_from)
            values (${variantId}, ${body.currency}, ${customerGroup}, ${unit}, ${today})`,
      );
    }
    await refreshProductListing(tx, [variant.product_id]);
    return {
      variantId,
      currency: body.currency,
      price: toMajor(unit, decimalPlaces),
      originalPrice: original === null ? null : toMajor(original, decimalPlaces),
    };
  });
  // Committed: the listings of this process sort by the new price from the next request on (other
  // processes reload theirs within the index's lifetime).
  invalidateListingIndex(db);
  return set;
}
