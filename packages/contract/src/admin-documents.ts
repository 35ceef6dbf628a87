import { z } from 'zod';
import { currencyCodes } from './headers.ts';
import { money } from './product.ts';
import { taxDocumentKinds } from './tax-document.ts';

/**
 * Tax documents as lists show them (the operator's for an order, the customer's own), and card
 * refunds. Money in major units, as everywhere in the API; the document itself is its PDF.
 */

export const taxDocumentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(taxDocumentKinds),
  number: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  issuedOn: z.iso.date(),
  currencyCode: z.enum(currencyCodes),
  /** With VAT; negative on a credit note. */
  totalWithTax: money,
  /** The invoice a credit note corrects. */
  correctedDocumentNumber: z.string().nullable(),
});
export type TaxDocumentSummary = z.infer<typeof taxDocumentSummary>;

/** GET /api/admin/v1/orders/{id}/documents, GET /api/v1/user/documents */
export const taxDocumentsResponse = z.object({ data: z.array(taxDocumentSummary) });
export type TaxDocumentsResponse = z.infer<typeof taxDocumentsResponse>;

/** GET …/documents/{id}.pdf */
export const taxDocumentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/admin/v1/orders/{id}/refunds: money given back to the card the order was paid with,
 * all or part of what was paid and not yet refunded (major units of the order's currency), and why.
 */
export const orderRefundBody = z.object({
  amount: z.number(),
  reason: z.string().max(500),
});
export type OrderRefundBody = z.infer<typeof orderRefundBody>;

export const orderRefund = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  amount: money,
  currencyCode: z.enum(currencyCodes),
  /** done: the gateway gave the money back; failed: it refused (the answer is then an error). */
  status: z.enum(['done', 'failed']),
  /** The credit note issued with it; none when no invoice is left to correct. */
  creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type OrderRefund = z.infer<typeof orderRefund>;
export const orderRefundResponse = z.object({ data: orderRefund });
