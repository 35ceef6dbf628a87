import { z } from 'zod';
import { currencyCodes } from './headers.ts';
import { money } from './product.ts';

/** An amount of one currency, in its major units. */
const currencyAmount = z.object({ currencyCode: z.enum(currencyCodes), amount: money });

/**
 * GET /api/admin/v1/dashboard (permission `orders`): what the shop has to do today at a glance.
 * "Today" is the day in Prague; cancelled orders count nowhere.
 */
export const adminDashboard = z.object({
  /** The day in Prague (YYYY-MM-DD) the figures of today are of. */
  day: z.string(),
  /** Orders placed today, and what they come to with VAT, per currency. */
  today: z.object({ orders: z.number().int(), revenue: z.array(currencyAmount) }),
  /** Bank-transfer orders still waiting for their money, and how much is still to come, per currency. */
  unpaidBankTransfers: z.object({ orders: z.number().int(), outstanding: z.array(currencyAmount) }),
  /** Paid orders, or cash on delivery, not packed yet (new or accepted). */
  toPack: z.number().int(),
  /** Such orders packed and not shipped yet. */
  toShip: z.number().int(),
  /** Complaints and withdrawals received or in progress. */
  openServiceCases: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardResponse = z.object({ data: adminDashboard });
