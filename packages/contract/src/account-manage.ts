import { z } from 'zod';
import { address, assistedVisit, user } from './user.ts';

/** POST /api/admin/v1/customers/{id}/login-link: the operator's link to act as the customer. */
export const customerIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const loginLinkResponse = z.object({
  data: z.object({
    /** The storefront page that logs the browser in as the customer; usable once. */
    url: z.string(),
    expiresAt: z.string(),
  }),
});
export type LoginLinkResponse = z.infer<typeof loginLinkResponse>;

/** POST /api/oauth/operator-login: the link's token for a session of the customer. */
export const operatorLoginBody = z.object({ token: z.string().min(1).max(100) });
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

/** DELETE /api/v1/user: the current password confirms it. */
export const accountDeleteBody = z.object({ password: z.string().max(200), confirm: z.literal(true) });
export type AccountDeleteBody = z.infer<typeof accountDeleteBody>;

const exportedOrderItem = z.object({
  kind: z.enum(['item', 'gift']),
  name: z.string(),
  variantName: z.string(),
  catalogCode: z.string(),
  amount: z.number().int(),
  unitWithTax: z.number(),
  totalWithTax: z.number(),
});

/** An order as the customer's data export holds it: what the shop keeps, money in major units. */
export const exportedOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  fulfilment: z.string(),
  currencyCode: z.string(),
  totalWithTax: z.number(),
  shipper: z.string(),
  payment: z.string(),
  customer: z.record(z.string(), z.unknown()),
  billingAddress: z.record(z.string(), z.unknown()),
  shippingAddress: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  items: z.array(exportedOrderItem),
});
export type ExportedOrder = z.infer<typeof exportedOrder>;

/** A review the customer wrote, as the export holds it. */
export const exportedReview = z.object({
  productId: z.number().int(),
  /** 0–100. */
  rating: z.number().int(),
  text: z.string().nullable(),
  authorFirstName: z.string(),
  authorCity: z.string().nullable(),
  createdAt: z.string(),
});
export type ExportedReview = z.infer<typeof exportedReview>;

/** GET /api/v1/user/export: everything the shop holds about the logged-in customer. */
export const accountExport = z.object({
  exportedAt: z.string(),
  account: user
    .omit({ variantHash: true, actingOperator: true, assistedVisits: true, address: true })
    .extend({ createdAt: z.string() }),
  addresses: z.array(address),
  credits: z.array(
    z.object({
      /** Crowns; negative when spent. */
      amount: z.number(),
      orderId: z.number().int().nullable(),
      note: z.string(),
      createdAt: z.string(),
    }),
  ),
  shoppingLists: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      createdAt: z.string(),
      items: z.array(
        z.object({
          variantId: z.number().int(),
          amount: z.number().int(),
          custom: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  orders: z.array(exportedOrder),
  reviews: z.array(exportedReview),
  /** The times the shop acted for the customer. */
  assistedVisits: z.array(assistedVisit),
  /** Messages sent from the contact form with the account's e-mail. */
  contactMessages: z.array(
    z.object({
      name: z.string(),
      phone: z.string().nullable(),
      message: z.string(),
      orderCode: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Complaints and withdrawals filed with the account's e-mail, with their conversation. */
  serviceCases: z.array(
    z.object({
      caseNumber: z.string(),
      kind: z.enum(['complaint', 'withdrawal']),
      orderCode: z.string(),
      reason: z.string(),
      /** Where a refund goes. */
      iban: z.string().nullable(),
      state: z.enum(['received', 'in_progress', 'resolved', 'rejected']),
      createdAt: z.string(),
      messages: z.array(
        z.object({ from: z.enum(['customer', 'shop']), body: z.string(), createdAt: z.string() }),
      ),
    }),
  ),
  /** Sold-out variants the account's e-mail waits (or waited) for. */
  stockWatches: z.array(
    z.object({ variantId: z.number().int(), createdAt: z.string(), notifiedAt: z.string().nullable() }),
  ),
  /** The newsletter subscription of the account's e-mail, or null. */
  newsletter: z
    .object({
      status: z.enum(['pending', 'active', 'unsubscribed']),
      createdAt: z.string(),
      activatedAt: z.string().nullable(),
      unsubscribedAt: z.string().nullable(),
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof accountExport>;

/** GET /api/v1/user/sessions: where the customer is logged in, this session first. */
export const userSessionsResponse = z.object({
  data: z.array(
    z.object({
      createdAt: z.string(),
      lastUsedAt: z.string(),
      /** The session of the request itself. */
      current: z.boolean(),
      /** The operator who opened it through a log-in link, or null. */
      actingOperator: z.string().nullable(),
    }),
  ),
});
export type UserSessions = z.infer<typeof userSessionsResponse>['data'];

/** DELETE /api/v1/user/sessions: the customer's password again, as for any change of their security. */
export const endSessionsBody = z.object({ password: z.string().max(200) });
export type EndSessionsBody = z.infer<typeof endSessionsBody>;

/** DELETE /api/v1/user/sessions: every other session of the customer ended. */
export const endSessionsResponse = z.object({ data: z.object({ ended: z.number().int() }) });
