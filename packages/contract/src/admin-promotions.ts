import { z } from 'zod';
import { currencyCodes } from './headers.ts';

/**
 * Discount coupons and order gifts in the back office (/api/admin/v1/coupons, /gifts; permission
 * `catalogue`). Money is in whole units with VAT (crowns, euros), per currency; the server keeps
 * minor units. A coupon's use count is the shop's own: orders raise it, nobody writes it.
 */

/** Amounts per currency in whole units (249.90), only the currencies set. */
export const promotionAmounts = z.partialRecord(z.enum(currencyCodes), z.number());
export type PromotionAmounts = z.infer<typeof promotionAmounts>;

export const couponKinds = ['percent', 'amount', 'free_shipping'] as const;
export type CouponKind = (typeof couponKinds)[number];
export const couponKindLabels: Record<CouponKind, string> = {
  percent: 'Sleva v procentech',
  amount: 'Sleva v částce',
  free_shipping: 'Doprava zdarma',
};

/** Where a coupon stands now: usable, not yet valid, past its end, or used as often as it may be. */
export const couponStates = ['active', 'scheduled', 'ended', 'usedUp'] as const;
export type CouponState = (typeof couponStates)[number];
export const couponStateLabels: Record<CouponState, string> = {
  active: 'Platí',
  scheduled: 'Začne platit',
  ended: 'Skončil',
  usedUp: 'Vyčerpán',
};

/** Czech texts of the refusals; their codes are `coupon.<key>` and `gift.<key>`. */
export const promotionErrors = {
  codeRequired: 'Zadejte kód kupónu.',
  codeFormat: 'Kód může mít jen písmena bez diakritiky, číslice, pomlčku a podtržítko, nejvýše 40 znaků.',
  codeTaken: 'Kupón s tímto kódem už existuje.',
  percentRange: 'Sleva v procentech musí být celé číslo od 1 do 100.',
  amountsRequired: 'Zadejte slevu aspoň v jedné měně.',
  amountInvalid: 'Částka musí být kladná, nejvýše 1 000 000 a mít nejvýše dvě desetinná místa.',
  dateInvalid: 'Zadejte platné datum a čas.',
  validRange: 'Konec platnosti musí být po jejím začátku.',
  usageLimit: 'Počet použití musí být celé kladné číslo, nebo nevyplněný (bez omezení).',
  usageBelowUsed: 'Kupón už byl použit víckrát, než kolik nový limit dovoluje.',
  deleteUsed: 'Použitý kupón nelze smazat, lze ho jen ukončit.',
  variantUnknown: 'Taková varianta v obchodě není (nebo je skrytá).',
  priceFromRequired: 'Zadejte hodnotu objednávky, od které dárek platí, aspoň v jedné měně.',
  giftPriceMissing: 'Zadejte cenu dárku v každé měně, ve které platí (0 = zdarma).',
  position: 'Pořadí musí být celé číslo od 0 do 9999.',
} as const;
export type PromotionError = keyof typeof promotionErrors;

export const adminCoupon = z.object({
  /** The code: coupons are addressed by it. */
  id: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  percent: z.number().int().nullable(),
  amounts: promotionAmounts.nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  state: z.enum(couponStates),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponList = z.object({ data: z.array(adminCoupon), total: z.number().int() });
export const adminCouponResponse = z.object({ data: adminCoupon });

/** What an operator sets; the server checks it and answers each bad field in Czech (422). */
export const adminCouponFields = z.object({
  kind: z.enum(couponKinds),
  percent: z.number().nullable().optional(),
  amounts: promotionAmounts.nullable().optional(),
  /** ISO 8601 instants; null: from now on / without end. */
  validFrom: z.string().max(40).nullable().optional(),
  validTo: z.string().max(40).nullable().optional(),
  usageLimit: z.number().nullable().optional(),
});
export const adminCouponCreateBody = adminCouponFields.extend({ code: z.string().max(200) });
export type AdminCouponCreateBody = z.infer<typeof adminCouponCreateBody>;
export const adminCouponUpdateBody = adminCouponFields;
export type AdminCouponUpdateBody = z.infer<typeof adminCouponUpdateBody>;
export const adminCouponParams = z.object({ code: z.string().min(1).max(200) });

export const adminGift = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  /** The product and variant as the shop names them in Czech; null when the variant is gone. */
  productName: z.string().nullable(),
  variantName: z.string().nullable(),
  /** The order value (items with VAT) from which the gift may be chosen, per currency. */
  priceFrom: promotionAmounts,
  /** What the gift costs, per currency; 0 free. */
  prices: promotionAmounts,
  enabled: z.boolean(),
  position: z.number().int(),
});
export type AdminGift = z.infer<typeof adminGift>;
export const adminGiftList = z.object({ data: z.array(adminGift), total: z.number().int() });
export const adminGiftResponse = z.object({ data: adminGift });
export const adminGiftBody = z.object({
  variantId: z.number().int(),
  priceFrom: promotionAmounts,
  prices: promotionAmounts,
  enabled: z.boolean().default(true),
  position: z.number().default(0),
});
export type AdminGiftBody = z.infer<typeof adminGiftBody>;
export const adminGiftParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
