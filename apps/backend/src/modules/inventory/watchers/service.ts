import { sql } from 'drizzle-orm';
import { validateEmail } from '@shop/rules';
import { stockWatchErrorCodes, type Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { errorTexts } from '../../../http/error-texts.ts';
import { HttpError, notFound, refuseFields } from '../../../http/errors.ts';
import { freeStockOf } from '../stock/free.ts';
import { lockVariantStock } from '../stock/variant-lock.ts';
import type { VariantLookup } from './variants.ts';

export const WATCH_TEXTS = {
  watching: 'Hotovo. Jakmile bude zboží znovu skladem, pošleme vám e-mail.',
  inStock: errorTexts['stockWatch.inStock'].cs,
} as const;

/** The longest address mail can carry. */
export const EMAIL_MAX = 254;

/** The address as watches are kept: trimmed, lower case (one watch per mailbox). */
export const watchAddress = (email: string) => email.trim().toLowerCase();

/**
 * A shopper's watch of a sold-out variant: 404 for an unknown variant, 422 for a malformed address
 * (field `email`) or a variant with free pieces (nothing to wait for). The same open watch again
 * changes nothing (`created` false).
 */
export async function watchVariant(
  db: Db,
  variants: VariantLookup,
  variantId: number,
  email: string,
  locale: Locale,
): Promise<{ created: boolean }> {
  const variant = (await variants(db, [variantId], locale)).get(variantId);
  if (!variant) throw notFound('variantId');
  const address = watchAddress(email);
  refuseFields({
    email: address.length > EMAIL_MAX ? 'E-mail je příliš dlouhý' : (validateEmail(address) ?? undefined),
  });
  const inStock = () => new HttpError(422, WATCH_TEXTS.inStock, undefined, stockWatchErrorCodes.inStock);
  if (!variant.checkStock) throw inStock();
  return db.transaction(async (tx) => {
    // Under the variant's lock a restock either came first (and is seen) or sees this watch.
    await lockVariantStock(tx, [variantId]);
    if (((await freeStockOf(tx, [variantId])).get(variantId) ?? 0) > 0) throw inStock();
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into inventory.stock_watchers (variant_id, email, locale)
          values (${variantId}, ${address}, ${locale})
          on conflict (variant_id, email) where notified_at is null do nothing
          returning id`,
    );
    return { created: inserted.length > 0 };
  });
}
