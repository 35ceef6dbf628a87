import { z } from 'zod';
import { SERVICE_CASE_REASON_MAX, type ServiceCaseError } from '@shop/rules';

/**
 * Complaints (reklamace) and withdrawals from purchase (odstoupení od smlouvy) about one order:
 * POST /api/v1/service-cases/order finds the order by its code and e-mail, POST
 * /api/v1/complaints and POST /api/v1/withdrawals file a case.
 */

export const serviceCaseKinds = ['complaint', 'withdrawal'] as const;
export type ServiceCaseKind = (typeof serviceCaseKinds)[number];

// The texts live with the other rules' texts, translated there (RULE_TEXTS).
export { SERVICE_CASE_REASON_MAX, serviceCaseErrors, type ServiceCaseError } from '@shop/rules';
export const serviceCaseErrorCode = (key: ServiceCaseError) => `serviceCase.${key}`;

const orderCode = z.string().trim().max(20);
const email = z.string().trim().max(254);

/** POST /api/v1/service-cases/order */
export const serviceOrderLookupBody = z.object({ orderCode, email });
export type ServiceOrderLookupBody = z.infer<typeof serviceOrderLookupBody>;

export const serviceOrderItem = z.object({
  /** The order line's id: what a case names. */
  id: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  catalogCode: z.string(),
  /** Pieces ordered: the most a case may name. */
  amount: z.number().int(),
  /** Goods in a protective seal that cannot be returned once it is broken (§1837 OZ). */
  sealedHygiene: z.boolean(),
});
export type ServiceOrderItem = z.infer<typeof serviceOrderItem>;

export const serviceOrder = z.object({
  code: z.string(),
  /** Delivery day in shop time (YYYY-MM-DD), or null while not delivered. */
  deliveredOn: z.string().nullable(),
  /** Whether it is shipped or delivered: only then can it be complained about. */
  shipped: z.boolean(),
  /** The last day of the 14-day withdrawal period, or null before delivery. */
  withdrawalDeadline: z.string().nullable(),
  withdrawalOpen: z.boolean(),
  items: z.array(serviceOrderItem),
});
export type ServiceOrder = z.infer<typeof serviceOrder>;
export const serviceOrderResponse = z.object({ data: serviceOrder });

/** POST /api/v1/complaints and /api/v1/withdrawals */
export const serviceCaseBody = z.object({
  orderCode,
  email,
  /** The order lines concerned and their pieces; lines with 0 pieces are left out. */
  items: z
    .array(
      z.object({ orderItemId: z.number().int().positive(), amount: z.number().int().min(0).max(100_000) }),
    )
    .max(200),
  reason: z.string().max(SERVICE_CASE_REASON_MAX * 2),
  /** IBAN or Czech `předčíslí-číslo/kód banky`; required for a withdrawal, optional for a complaint. */
  bankAccount: z.string().max(60).default(''),
});
export type ServiceCaseBody = z.infer<typeof serviceCaseBody>;

export const serviceCase = z.object({
  caseNumber: z.string(),
  kind: z.enum(serviceCaseKinds),
  orderCode: z.string(),
  /** The refund account as stored (IBAN), or null. */
  iban: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceCase = z.infer<typeof serviceCase>;
export const serviceCaseResponse = z.object({ data: serviceCase });
