import { z } from 'zod';
import { SERVICE_CASE_REASON_MAX, type ServiceCaseError } from '@shop/rules';

/**
 * Complaints (reklamace) and withdrawals from purchase (odstoupení od smlouvy) about one order:
 * POST /api/v1/service-cases/order finds the order, POST /api/v1/complaints and POST
 * /api/v1/withdrawals file a case. Order codes run in sequence, so a code and an e-mail prove
 * nothing: the order is shown and a case filed only with what only the customer has, the order's
 * token (its secret link), the log-in of the customer who placed it (the bearer token), or the
 * one-time code that a look-up by code and e-mail has sent to the order's e-mail.
 */

export const serviceCaseKinds = ['complaint', 'withdrawal'] as const;
export type ServiceCaseKind = (typeof serviceCaseKinds)[number];

// The texts live with the other rules' texts, translated there (RULE_TEXTS).
export { SERVICE_CASE_REASON_MAX, serviceCaseErrors, type ServiceCaseError } from '@shop/rules';
export const serviceCaseErrorCode = (key: ServiceCaseError) => `serviceCase.${key}`;

/** Digits of the one-time code e-mailed for a look-up by order code and e-mail. */
export const SERVICE_LOOKUP_CODE_LENGTH = 6;

const orderCode = z.string().trim().max(20);
/** The order's e-mail: needed only when neither the order token nor the owner's log-in is given. */
const email = z.string().trim().max(254).default('');
/** The order's secret token (the order page's link); one of another order is left aside. */
const orderToken = z.string().trim().max(64).optional();
/** The one-time code from the e-mail (digits; spaces are ignored). */
const verificationCode = z.string().max(20).optional();

/** POST /api/v1/service-cases/order */
export const serviceOrderLookupBody = z.object({ orderCode, email, orderToken, verificationCode });
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

/**
 * The answer of a look-up: the order when the request proved it is the caller's; else, for a code
 * and an e-mail, `codeSent` and no order, alike whether such an order exists or not (when it does,
 * its e-mail gets a one-time code; the look-up with that code answers the order).
 */
export const serviceOrderLookup = z.object({
  order: serviceOrder.nullable(),
  codeSent: z.boolean(),
});
export type ServiceOrderLookup = z.infer<typeof serviceOrderLookup>;
export const serviceOrderLookupResponse = z.object({ data: serviceOrderLookup });

/** POST /api/v1/complaints and /api/v1/withdrawals */
export const serviceCaseBody = z.object({
  orderCode,
  email,
  orderToken,
  verificationCode,
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
