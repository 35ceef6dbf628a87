import { z } from 'zod';
import { orderStates, TRACKING_NUMBER_MAX } from '@shop/rules';
import { adminList } from './admin-operators.ts';
import { currencyCodes } from './headers.ts';
import { orderAddress, orderExtras, paymentKinds, paymentStatuses } from './order.ts';
import { money } from './product.ts';

/**
 * The order desk (permission `orders`): the list of orders with search and filters, its CSV
 * export, an order's page, moving an order on through its states, and editing an unshipped
 * order's addresses and notes. Money is in major units of the order's currency, as everywhere on
 * the wire.
 */

/** Czech names of the payment states, for the desk and its export. */
export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  pending: 'Čeká na platbu',
  paid: 'Zaplaceno',
  failed: 'Platba se nezdařila',
  cancelled: 'Platba zrušena',
  on_delivery: 'Platba při převzetí',
  awaiting_transfer: 'Čeká na převod',
};

/** One value or several: `state=new&state=accepted` or `state=new,accepted`. */
const oneOrMore = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(20));

const codes = z
  .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(60)).max(20));

export const adminOrderSorts = ['createdAt', 'total', 'code'] as const;

/** The filters of the list and of its export. Dates are days in Prague, both ends included. */
export const adminOrderFilters = z.object({
  /** Part of the customer's name, e-mail or phone, or the order's code (its variable symbol). */
  q: z.string().trim().max(200).optional(),
  state: oneOrMore(orderStates).optional(),
  paymentStatus: oneOrMore(paymentStatuses).optional(),
  paymentKind: oneOrMore(paymentKinds).optional(),
  /** Shippers' codes. */
  shipper: codes.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  currency: z.enum(currencyCodes).optional(),
  /** Alpha-3 code of the billing or the shipping address's country. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  sort: z.enum(adminOrderSorts).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

/** GET /api/admin/v1/orders */
export const adminOrderListQuery = adminOrderFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderRow = z.object({
  id: z.number().int(),
  code: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** customer.accounts id of a registered customer, or null for a guest. */
  customerId: z.number().int().nullable(),
  state: z.enum(orderStates),
  paymentStatus: z.enum(paymentStatuses),
  paymentKind: z.enum(paymentKinds),
  paymentName: z.string(),
  shipperCode: z.string(),
  shipperName: z.string(),
  totalWithTax: money,
  amountPaid: money,
  currencyCode: z.enum(currencyCodes),
});
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderListResponse = adminList(adminOrderRow);
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponse>;

/** The export's columns, in order. */
export const adminOrderCsvHeader = [
  'ID',
  'Číslo objednávky',
  'Vytvořeno',
  'Zákazník',
  'E-mail',
  'Stav',
  'Stav platby',
  'Způsob platby',
  'Doprava',
  'Celkem s DPH',
  'Zaplaceno',
  'Měna',
] as const;
/** The export stops here; narrow the filters for more. */
export const ADMIN_ORDER_CSV_MAX_ROWS = 100_000;

export const adminOrderIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A line of the order: prices as bought, with the VAT rate worked out from them (null for a free line). */
export const adminOrderLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  catalogCode: z.string(),
  ean: z.string().nullable(),
  unit: z.string(),
  /** In the smallest orderable unit: 10^quantityDecimals of them to a shown unit ("1,5 bm" is 15). */
  amount: z.number().int(),
  quantityDecimals: z.number().int().min(0).max(3),
  /** Pieces free through an 'N+1' promotion (part of amount, not of the totals). */
  freePieces: z.number().int(),
  vatRate: z.number().nullable(),
  unitWithTax: money,
  unitWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
});
export type AdminOrderLine = z.infer<typeof adminOrderLine>;

/** Money the order received (positive) or gave back (negative), from its ledger. */
export const adminOrderPayment = z.object({
  id: z.number().int(),
  method: z.enum(['bank_transfer', 'card', 'cod']),
  source: z.enum(['manual', 'statement', 'fio', 'gateway']),
  reference: z.string().nullable(),
  amount: money,
  currencyCode: z.string(),
  /** YYYY-MM-DD */
  paidOn: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const adminOrderEmail = z.object({
  id: z.number().int(),
  /** What sent it: order-confirmation, order-status … */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  sentAt: z.string(),
});

/**
 * One step of the order's history: its own dates (created, paid, accepted …) and the changes the
 * audit log holds of it, oldest first. `actor` is who made an audited change (null for the order's
 * own dates); `before` and `after` are the audited object.
 */
export const adminOrderTimelineEntry = z.object({
  at: z.string(),
  source: z.enum(['order', 'audit']),
  /** order.created, order.paid …, or the audit row's action (order.transition, order.update …). */
  action: z.string(),
  title: z.string(),
  actor: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AdminOrderTimelineEntry = z.infer<typeof adminOrderTimelineEntry>;

const nullableDate = z.string().nullable();

export const adminOrderDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  locale: z.string(),
  currencyCode: z.enum(currencyCodes),
  state: z.enum(orderStates),
  /** The states the order may move to now: one button each. */
  nextStates: z.array(z.enum(orderStates)),
  /** Addresses and notes may be changed until the order is shipped or cancelled. */
  editable: z.boolean(),
  status: z.enum(['new', 'paid', 'cancelled']),
  paymentStatus: z.enum(paymentStatuses),
  fulfilment: z.enum(['unshipped', 'accepted', 'packed', 'shipped', 'delivered']),
  dates: z.object({
    createdAt: z.string(),
    paidAt: nullableDate,
    acceptedAt: nullableDate,
    packedAt: nullableDate,
    shippedAt: nullableDate,
    deliveredAt: nullableDate,
    cancelledAt: nullableDate,
  }),
  lines: z.array(adminOrderLine),
  gifts: z.array(adminOrderLine),
  totals: z.object({
    itemsWithTax: money,
    itemsWithoutTax: money,
    giftsWithTax: money,
    giftsWithoutTax: money,
    discountWithTax: money,
    discountWithoutTax: money,
    shippingWithTax: money,
    shippingWithoutTax: money,
    paymentWithTax: money,
    paymentWithoutTax: money,
    creditsUsed: money,
    totalWithTax: money,
    totalWithoutTax: money,
    amountPaid: money,
    /** What is still to be paid (never below 0). */
    amountDue: money,
  }),
  couponCode: z.string().nullable(),
  customer: z.object({
    /** The customer's account, to link to; null for a guest or a deleted account. */
    customerId: z.number().int().nullable(),
    name: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    isBusiness: z.boolean(),
    businessName: z.string().nullable(),
    tin: z.string().nullable(),
    vatin: z.string().nullable(),
    vatinsvk: z.string().nullable(),
    shippingName: z.string(),
    shippingBusinessName: z.string().nullable(),
    shippingPhone: z.string().nullable(),
  }),
  billingAddress: orderAddress,
  shippingAddress: orderAddress,
  hasCustomShippingAddress: z.boolean(),
  note: z.string().nullable(),
  noteForShipper: z.string().nullable(),
  customOrderNumber: z.string().nullable(),
  extras: orderExtras,
  shipper: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  branch: z.object({ id: z.string(), name: z.string(), address: orderAddress }).nullable(),
  deliveryTimeSlot: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  payment: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    kind: z.enum(paymentKinds),
  }),
  payments: z.array(adminOrderPayment),
  emails: z.array(adminOrderEmail),
  timeline: z.array(adminOrderTimelineEntry),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
export const adminOrderResponse = z.object({ data: adminOrderDetail });

/**
 * POST /api/admin/v1/orders/{id}/transitions: move the order to `to`. Shipping a parcel needs
 * its tracking number. A move the order's state does not allow answers 409 with the rule's code
 * (order.transition.*); a bad tracking number 422 on `trackingNumber`.
 */
export const adminOrderTransitionBody = z.object({
  to: z.enum(orderStates),
  trackingNumber: z
    .string()
    .max(TRACKING_NUMBER_MAX * 4)
    .nullable()
    .optional(),
});
export type AdminOrderTransitionBody = z.infer<typeof adminOrderTransitionBody>;

/**
 * PUT /api/admin/v1/orders/{id}: an unshipped order's addresses and notes; what is left out stays.
 * Field rules as at checkout (422, an error per field, e.g. `billingAddress.postcode`); a shipped
 * or cancelled order answers 409 (order.notEditable).
 */
export const adminOrderUpdateBody = z.object({
  billingAddress: orderAddress.optional(),
  shippingAddress: orderAddress.optional(),
  note: z.string().trim().max(1000).nullable().optional(),
  noteForShipper: z.string().trim().max(500).nullable().optional(),
});
export type AdminOrderUpdateBody = z.infer<typeof adminOrderUpdateBody>;

export const adminOrderErrors = {
  notEditableShipped: 'Odeslanou objednávku už nelze upravit.',
  notEditableCancelled: 'Zrušenou objednávku už nelze upravit.',
} as const;
