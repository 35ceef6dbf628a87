import { z } from 'zod';

/** An order's parcel with Packeta, as the order desk shows it. */
export const adminShipment = z.object({
  orderId: z.number().int(),
  carrier: z.enum(['packeta']),
  /** pending: being created at the carrier; created: the carrier has its data; failed: refused (see error). */
  state: z.enum(['pending', 'created', 'failed']),
  packetId: z.string().nullable(),
  barcode: z.string().nullable(),
  /** The barcode as printed: "Z 123 4567 890". */
  barcodeText: z.string().nullable(),
  /** The last refusal or failure, in the carrier's or the shop's words. */
  error: z.string().nullable(),
  /** Packeta's status code (1 data received, 2 arrived, 5 ready for pickup, 7 delivered, 10 returned, 11 cancelled …). */
  statusCode: z.number().int().nullable(),
  statusText: z.string().nullable(),
  statusAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  /** Returned to the shop or cancelled: the operator decides what next. */
  needsAttention: z.boolean(),
  /** The carrier's public tracking page in the order's language. */
  trackingUrl: z.string().nullable(),
});
export type AdminShipment = z.infer<typeof adminShipment>;

export const adminShipmentResponse = z.object({ data: adminShipment.nullable() });

/** Orders whose labels are printed together, comma-separated ids (at most 200). */
export const adminShipmentLabelsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,199}$/)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

/** What one tracking run found. */
export const adminShipmentTrackingResponse = z.object({
  data: z.object({
    checked: z.number().int(),
    shipped: z.number().int(),
    delivered: z.number().int(),
    flagged: z.number().int(),
    errors: z.number().int(),
  }),
});
