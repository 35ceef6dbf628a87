import { z } from 'zod';
import { adminList } from './admin-operators.ts';
import { address, assistedVisit } from './user.ts';

/**
 * The customers desk (/api/admin/v1/customers, permission `customers`): finding customers, their
 * groups, loyalty credits granted or deducted by hand, and blocking an account.
 */

/** Czech texts of the desk's refusals; their codes are `customer.<key>`. */
export const customerDeskErrors = {
  unknownGroup: 'Skupina „{group}“ neexistuje.',
  creditsBelowZero: 'Zákazník má jen {balance} kreditů: víc odebrat nelze.',
  blocked: 'Účet zákazníka je zablokovaný: přihlásit se za něj nelze.',
  creditsZero: 'Zadejte počet korun: kladný přidá, záporný odebere.',
  noteRequired: 'Napište, proč se kredity mění.',
} as const;
export const customerDeskErrorCode = (key: keyof typeof customerDeskErrors) => `customer.${key}`;

const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET /api/admin/v1/customers: `q` finds any part of the e-mail, name, phone (digits alone too),
 * company or IČO; `group` a group's code; `blocked` true or false.
 */
export const adminCustomerQuery = z.object({
  q: z.string().trim().max(200).optional(),
  group: z.string().trim().max(60).optional(),
  blocked: queryFlag.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuery>;

export const adminCustomerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  businessName: z.string().nullable(),
  /** IČO. */
  tin: z.string().nullable(),
  variant: z.enum(['b2c', 'b2b']),
  /** Codes of the customer's groups. */
  groups: z.array(z.string()),
  /** When an operator blocked the account, or null. */
  blockedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummary>;
export const adminCustomerList = adminList(adminCustomerSummary);

/** One change of a customer's loyalty credits (crowns; negative when spent or deducted). */
export const adminCreditMovement = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The order they were spent on or earned with. */
  orderId: z.number().int().nullable(),
  note: z.string(),
  /** The operator who granted or deducted them by hand. */
  operator: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCreditMovement = z.infer<typeof adminCreditMovement>;

/**
 * GET /api/admin/v1/customers/{id}: the profile, addresses, credits with their history (newest
 * first) and the times the shop acted for the customer. Their orders are the order list's, by
 * the customer's id.
 */
export const adminCustomer = adminCustomerSummary.extend({
  vatin: z.string().nullable(),
  newsletter: z.boolean(),
  termsAcceptedAt: z.string().nullable(),
  addresses: z.array(address),
  credits: z.object({ balance: z.number(), movements: z.array(adminCreditMovement) }),
  assistedVisits: z.array(assistedVisit),
});
export type AdminCustomer = z.infer<typeof adminCustomer>;
export const adminCustomerResponse = z.object({ data: adminCustomer });

/** GET /api/admin/v1/customer-groups: the groups a customer can be put in. */
export const adminCustomerGroup = z.object({
  code: z.string(),
  name: z.string(),
  variant: z.enum(['b2c', 'b2b']),
  /** Members of a restricted group cannot log in. */
  restricted: z.boolean(),
});
export const adminCustomerGroupsResponse = z.object({ data: z.array(adminCustomerGroup) });

/** PUT /api/admin/v1/customers/{id}/groups: the customer's groups, existing ones only. */
export const customerGroupsBody = z.object({
  groups: z.array(z.string().trim().min(1).max(60)).max(20),
});
export type CustomerGroupsBody = z.infer<typeof customerGroupsBody>;

/**
 * POST /api/admin/v1/customers/{id}/credits: whole crowns, positive to grant, negative to deduct
 * (never below a zero balance), and why.
 */
export const customerCreditsBody = z.object({
  amount: z.number().int().min(-1_000_000).max(1_000_000),
  note: z.string().trim().max(500),
});
export type CustomerCreditsBody = z.infer<typeof customerCreditsBody>;
