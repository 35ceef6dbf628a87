import { z } from 'zod';
import { domainCode } from './errors.ts';

/**
 * POST /api/v1/products/{variantId}/watchers: a shopper asks for an e-mail when a sold-out variant
 * is back in stock. 201 for a new watch, 200 when the same address already waits for the variant.
 * 404 for an unknown variant; 422 when the variant is in stock (nothing to wait for) or the address
 * is malformed (field `email`); 429 past the limits per client address and per e-mail address.
 */
export const stockWatchParams = z.object({
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const stockWatchBody = z.object({ email: z.string().max(1000) });
export type StockWatchBody = z.infer<typeof stockWatchBody>;

export const stockWatchResponse = z.object({
  data: z.object({
    variantId: z.number().int(),
    /** The Czech confirmation to show. */
    message: z.string(),
  }),
});
export type StockWatchResponse = z.infer<typeof stockWatchResponse>;

/** Error codes of the watch: the variant is in stock, so there is nothing to wait for. */
export const stockWatchErrorCodes = { inStock: domainCode('watch', 'inStock') } as const;

/**
 * PUT /api/admin/v1/stock/{variantId}: the operator sets a variant's pieces in a warehouse (by its
 * code); never below what unpaid orders hold. Watchers are e-mailed when the variant's free stock
 * goes from none to some.
 */
export const stockLevelBody = z.object({
  warehouse: z.string().min(1).max(100),
  quantity: z.number().int().min(0).max(1_000_000),
  reason: z.enum(['restock', 'correction']).default('restock'),
});
export type StockLevelBody = z.infer<typeof stockLevelBody>;

export const stockLevelResponse = z.object({
  data: z.object({
    variantId: z.number().int(),
    warehouse: z.string(),
    quantity: z.number().int(),
    reserved: z.number().int(),
    /** Free pieces of the variant over all warehouses after the change. */
    free: z.number().int(),
    /** Whether the e-mails to the variant's watchers were queued by this change. */
    watchersNotified: z.boolean(),
  }),
});
export type StockLevelResponse = z.infer<typeof stockLevelResponse>;
