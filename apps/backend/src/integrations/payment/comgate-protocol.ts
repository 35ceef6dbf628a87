import { z } from 'zod';

/**
 * Comgate's payment API (REST, version 2.0) as the shop uses it: what it sends and what it expects
 * back. The local protocol server of the tests (test/support/comgate-server.ts) speaks the same
 * shapes, so both ends are checked against one description.
 *
 * - Calls: HTTP Basic authentication with the merchant id and its API secret, JSON both ways.
 *   `POST /payment.json` creates a payment and answers its `transId` and the `redirect` to send the
 *   shopper to; `GET /payment/transId/{transId}.json` reads its status; `POST /refund.json`
 *   returns money. Every answer carries `code` (0: done) and `message`.
 * - The shopper comes back to `url_paid`, `url_cancelled` or `url_pending`.
 * - Notifications: Comgate posts a form (`application/x-www-form-urlencoded`) to the address set in
 *   its portal, carrying the merchant id, the `transId`, the claimed `status` and the merchant's
 *   `secret`. Only a notification with the merchant's own id and secret is believed, and even then
 *   only as a trigger: the status is read back with a call.
 */
export const COMGATE_API_URL = 'https://payments.comgate.cz/v2.0';

export const comgateStatuses = ['PENDING', 'PAID', 'CANCELLED', 'AUTHORIZED'] as const;

/** POST /payment.json */
export const comgateCreateBody = z.object({
  test: z.boolean(),
  /** Minor units (haléře, cents). */
  price: z.number().int().positive(),
  curr: z.string().regex(/^[A-Z]{3}$/),
  /** 1–16 characters, shown in Comgate's portal. */
  label: z.string().min(1).max(16),
  refId: z.string().min(1).max(100),
  method: z.string().min(1),
  email: z.email(),
  lang: z.enum(['cs', 'sk', 'de', 'en']),
  country: z.string().regex(/^[A-Z]{2}$/),
  prepareOnly: z.literal(true),
  url_paid: z.url(),
  url_cancelled: z.url(),
  url_pending: z.url(),
});
export type ComgateCreateBody = z.infer<typeof comgateCreateBody>;

const answer = { code: z.number().int(), message: z.string() };

export const comgateCreateAnswer = z.object({
  ...answer,
  transId: z.string().min(1).optional(),
  redirect: z.url().optional(),
});

/** GET /payment/transId/{transId}.json */
export const comgateStatusAnswer = z.object({
  ...answer,
  transId: z.string().optional(),
  status: z.enum(comgateStatuses).optional(),
  price: z.coerce.number().int().optional(),
  curr: z.string().optional(),
  refId: z.string().optional(),
  test: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

/** POST /refund.json */
export const comgateRefundBody = z.object({
  transId: z.string().min(1),
  amount: z.number().int().positive(),
  curr: z.string().regex(/^[A-Z]{3}$/),
  refId: z.string().min(1),
  test: z.boolean(),
});
export const comgateRefundAnswer = z.object(answer);

/** The notification form's fields that matter to the shop. */
export const comgateNotification = z.object({
  merchant: z.string(),
  transId: z.string().min(1).max(100),
  secret: z.string(),
  status: z.enum(comgateStatuses).optional(),
});
