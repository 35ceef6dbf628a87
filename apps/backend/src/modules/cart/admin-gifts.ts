import { asc, eq } from 'drizzle-orm';
import { promotionErrors, type AdminGift, type AdminGiftBody, type CurrencyCode } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { minorAmount } from '../../http/admin-price-list.ts';
import { FieldsRefused } from '../../http/errors.ts';
import { getVariantRefs } from '../catalog/index.ts';
import { decimalsByCurrency, majorAmounts, minorAmounts } from './admin-coupons.ts';
import { invalidateGiftOffers } from './gifts.ts';
import { gifts } from './tables.ts';

/**
 * Order gifts as the back office keeps them: a visible variant, the order value it is offered
 * from and its price in each currency it is offered in (0: free), on or off, and its place.
 */

type GiftRow = typeof gifts.$inferSelect;

async function toAdmin(db: Db | Tx, rows: GiftRow[]): Promise<AdminGift[]> {
  const [decimals, refs] = await Promise.all([
    decimalsByCurrency(db),
    getVariantRefs(
      db,
      rows.map((r) => r.variantId),
      'cs',
    ),
  ]);
  return rows.map((g) => {
    const ref = refs.get(g.variantId);
    return {
      id: g.id,
      variantId: g.variantId,
      productName: ref?.productName ?? null,
      variantName: ref?.variantName ?? null,
      priceFrom: majorAmounts(g.priceFrom, decimals),
      prices: majorAmounts(g.prices, decimals),
      enabled: g.enabled,
      position: g.position,
    };
  });
}

/** The stored columns of a gift form, or 422 with every bad field at once. */
async function giftColumns(tx: Tx, body: AdminGiftBody): Promise<Omit<typeof gifts.$inferInsert, 'id'>> {
  const decimals = await decimalsByCurrency(tx);
  const problems: Record<string, string> = {};
  if (!(await getVariantRefs(tx, [body.variantId], 'cs')).has(body.variantId))
    problems.variantId = promotionErrors.variantUnknown;
  const priceFrom = minorAmounts(
    body.priceFrom,
    decimals,
    'priceFrom',
    problems,
    promotionErrors.priceFromRequired,
  );
  const prices: Record<string, number> = {};
  for (const cur of Object.keys(body.priceFrom)) {
    const value = body.prices[cur as CurrencyCode];
    if (value === undefined || value === null) {
      problems[`prices.${cur}`] = promotionErrors.giftPriceMissing;
      continue;
    }
    const minor = minorAmount(value, decimals[cur as CurrencyCode] ?? 2, { zeroAllowed: true });
    if (minor === null) problems[`prices.${cur}`] = promotionErrors.amountInvalid;
    else prices[cur] = minor;
  }
  if (!Number.isInteger(body.position) || body.position < 0 || body.position > 9999)
    problems.position = promotionErrors.position;
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
  return { variantId: body.variantId, priceFrom, prices, enabled: body.enabled, position: body.position };
}

export async function listAdminGifts(db: Db): Promise<AdminGift[]> {
  return toAdmin(db, await db.select().from(gifts).orderBy(asc(gifts.position), asc(gifts.id)));
}

export async function getAdminGift(db: Db | Tx, id: number): Promise<AdminGift | null> {
  const rows = await db.select().from(gifts).where(eq(gifts.id, id));
  return rows.length ? (await toAdmin(db, rows))[0]! : null;
}

export async function createGift(tx: Tx, body: AdminGiftBody): Promise<AdminGift> {
  const [row] = await tx
    .insert(gifts)
    .values(await giftColumns(tx, body))
    .returning();
  return (await toAdmin(tx, [row!]))[0]!;
}

export interface GiftChange {
  before: AdminGift;
  after: AdminGift;
}

/** Changes a gift (switching it off is `enabled: false`); null when there is none. */
export async function updateGift(tx: Tx, id: number, body: AdminGiftBody): Promise<GiftChange | null> {
  const [row] = await tx.select().from(gifts).where(eq(gifts.id, id)).for('update');
  if (!row) return null;
  const [after] = await tx
    .update(gifts)
    .set(await giftColumns(tx, body))
    .where(eq(gifts.id, id))
    .returning();
  const [b, a] = await toAdmin(tx, [row, after!]);
  return { before: b!, after: a! };
}

/** The carts price gifts from a cached copy: drop it once a change is committed. */
export const giftsChanged = (db: Db) => invalidateGiftOffers(db);
