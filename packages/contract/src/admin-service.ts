import { z } from 'zod';
import { adminList } from './admin-operators.ts';
import { currencyCodes } from './headers.ts';
import { money } from './product.ts';
import { serviceCaseKinds } from './service-cases.ts';

/**
 * The service desk (/api/admin/v1/service-cases, permission `service`): complaints and withdrawals
 * with their conversation, the shop's replies e-mailed to the customer, and the case's state.
 */

export const serviceCaseStates = ['received', 'in_progress', 'resolved', 'rejected'] as const;
export type ServiceCaseState = (typeof serviceCaseStates)[number];

/** Where a case may go from each state: received → in_progress → resolved or rejected; closed ones stay. */
export const serviceCaseNextStates: Readonly<Record<ServiceCaseState, readonly ServiceCaseState[]>> = {
  received: ['in_progress'],
  in_progress: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

/** A case that is resolved or rejected is closed. */
export const serviceCaseClosed = (state: ServiceCaseState) => state === 'resolved' || state === 'rejected';

export const serviceCaseStateLabels: Record<ServiceCaseState, string> = {
  received: 'Přijatý',
  in_progress: 'V řešení',
  resolved: 'Vyřízený',
  rejected: 'Zamítnutý',
};

/** Czech texts of the desk's refusals; their codes are `serviceCase.<key>`. */
export const serviceDeskErrors = {
  stateMove: 'Případ ve stavu „{from}“ nelze převést do stavu „{to}“.',
  closed: 'Případ je uzavřený: jeho stav se už nemění.',
  messageRequired: 'Napište text zprávy.',
  creditNoteKind: 'Opravný doklad k vrácení peněz se vystavuje jen u odstoupení od smlouvy.',
  creditNoteRejected: 'K zamítnutému odstoupení se opravný doklad nevystavuje.',
} as const;
export const serviceDeskErrorCode = (key: keyof typeof serviceDeskErrors) => `serviceCase.${key}`;

/** GET /api/admin/v1/service-cases: `q` finds a case number, an order code or an e-mail (any part). */
export const adminServiceCaseQuery = z.object({
  kind: z.enum(serviceCaseKinds).optional(),
  state: z.enum(serviceCaseStates).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminServiceCaseQuery = z.infer<typeof adminServiceCaseQuery>;

export const adminServiceCaseSummary = z.object({
  id: z.number().int(),
  caseNumber: z.string(),
  kind: z.enum(serviceCaseKinds),
  state: z.enum(serviceCaseStates),
  orderId: z.number().int(),
  orderCode: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was resolved or rejected. */
  closedAt: z.string().nullable(),
});
export type AdminServiceCaseSummary = z.infer<typeof adminServiceCaseSummary>;
export const adminServiceCaseList = adminList(adminServiceCaseSummary);

export const serviceCaseMessage = z.object({
  /** Null for the customer's original message, the reason they filed with the case. */
  id: z.number().int().nullable(),
  from: z.enum(['customer', 'shop']),
  /** The operator who wrote or recorded it; null for the original. */
  author: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ServiceCaseMessage = z.infer<typeof serviceCaseMessage>;

/** GET /api/admin/v1/service-cases/{id}: the case, its order and its conversation, oldest first. */
export const adminServiceCase = adminServiceCaseSummary.extend({
  items: z.array(z.object({ orderItemId: z.number().int(), name: z.string(), amount: z.number().int() })),
  reason: z.string(),
  /** Where a refund goes. */
  iban: z.string().nullable(),
  locale: z.string(),
  /** The states it may move to now. */
  nextStates: z.array(z.enum(serviceCaseStates)),
  messages: z.array(serviceCaseMessage),
});
export type AdminServiceCase = z.infer<typeof adminServiceCase>;
export const adminServiceCaseResponse = z.object({ data: adminServiceCase });

export const serviceCaseIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const messageText = z.string().trim().max(5000);

/**
 * POST /api/admin/v1/service-cases/{id}/messages: the shop's reply (e-mailed to the customer), or a
 * customer's message the operator copies in from their e-mail.
 */
export const serviceCaseMessageBody = z.object({
  body: messageText,
  from: z.enum(['shop', 'customer']).default('shop'),
});
export type ServiceCaseMessageBody = z.infer<typeof serviceCaseMessageBody>;

/**
 * POST /api/admin/v1/service-cases/{id}/state: the next state; `message` is the shop's word to the
 * customer. Resolving or rejecting e-mails the customer.
 */
export const serviceCaseStateBody = z.object({
  state: z.enum(['in_progress', 'resolved', 'rejected']),
  message: messageText.optional(),
});
export type ServiceCaseStateBody = z.infer<typeof serviceCaseStateBody>;

/**
 * POST /api/admin/v1/service-cases/{id}/credit-note: the refund of a withdrawal: a credit note of
 * the order's invoice for the returned pieces (by default the case's own) and, when asked, the
 * shipping. `reason` is what the document states (by default the withdrawal and its number).
 */
export const serviceCaseCreditNoteBody = z.object({
  items: z
    .array(
      z.object({ orderItemId: z.number().int().positive(), amount: z.number().int().min(1).max(100_000) }),
    )
    .max(200)
    .optional(),
  shipping: z.boolean().default(false),
  reason: z.string().trim().max(500).optional(),
});
export type ServiceCaseCreditNoteBody = z.infer<typeof serviceCaseCreditNoteBody>;

export const serviceCaseCreditNoteResponse = z.object({
  data: z.object({
    creditNote: z.object({
      id: z.number().int(),
      number: z.string(),
      currencyCode: z.enum(currencyCodes),
      /** Major units, negative: what is to be given back. */
      totalWithTax: money,
    }),
    case: adminServiceCase,
  }),
});
export type ServiceCaseCreditNoteResponse = z.infer<typeof serviceCaseCreditNoteResponse>;
