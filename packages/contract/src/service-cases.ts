import { z } from 'zod';

/**
 * Complaints (reklamace) and withdrawals from purchase (odstoupení od smlouvy) about one order:
 * POST /api/v1/service-cases/order finds the order by its code and e-mail, POST
 * /api/v1/complaints and POST /api/v1/withdrawals file a case.
 */

export const serviceCaseKinds = ['complaint', 'withdrawal'] as const;
export type ServiceCaseKind = (typeof serviceCaseKinds)[number];

/** Longest reason a shopper may write. */
export const SERVICE_CASE_REASON_MAX = 2000;

/** Czech texts of the refusals; their codes are `serviceCase.<key>`. */
export const serviceCaseErrors = {
  /** The same for a wrong e-mail and a missing order, so that nobody learns which orders exist. */
  orderNotFound:
    'Objednávku s tímto číslem a e-mailem jsme nenašli. Zkontrolujte prosím číslo objednávky a e-mail, který jste v ní uvedli.',
  orderCodeRequired: 'Vyplňte číslo objednávky',
  emailRequired: 'Vyplňte e-mail, který jste uvedli v objednávce',
  orderCancelled: 'Objednávka byla zrušena: reklamovat ani vracet v ní není co.',
  notShipped:
    'Objednávka ještě nebyla odeslána: reklamovat lze až doručené zboží. Objednávku můžete zrušit přes kontaktní formulář.',
  noItems: 'Vyberte alespoň jednu položku a počet kusů',
  unknownItem: 'Tato položka v objednávce není',
  tooManyPieces: 'Objednali jste jen {amount} ks',
  reasonRequired: 'Popište prosím důvod',
  complaintReasonRequired: 'Popište prosím, v čem je vada zboží',
  reasonTooLong: `Text může mít nejvýše ${SERVICE_CASE_REASON_MAX} znaků`,
  withdrawalExpired:
    'Lhůta 14 dní pro odstoupení od smlouvy uplynula {deadline}. Vadné zboží můžete dál reklamovat.',
} as const;
export type ServiceCaseError = keyof typeof serviceCaseErrors;
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
