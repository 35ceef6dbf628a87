import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Orders: what was bought, at which prices, by whom, delivered how. Everything is a snapshot taken
 * when the order was placed (names, prices, addresses): a later catalogue change never alters an
 * order. Money is in minor units of `currency_code`.
 */
export const orderSchema = pgSchema('orders');

/** Numbers the orders: the code is the year's two digits and this number, e.g. 26000042. */
export const orderCodeSequence = orderSchema.sequence('order_code_seq', { startWith: 1 });

export interface OrderCustomer {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isBusiness: boolean;
  businessName: string | null;
  tin: string | null;
  vatin: string | null;
  vatinsvk: string | null;
  shippingName: string;
  shippingBusinessName: string | null;
  shippingPhone: string | null;
  /** Set when the shop offered them at checkout (absent on older orders). */
  formalTitle?: 'Mr' | 'Mrs' | null;
  dateOfBirth?: string | null;
  cardRequest?: boolean;
}

export interface OrderAddress {
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
}

export interface OrderBranch {
  id: string;
  name: string;
  address: OrderAddress;
}

/** UTM parameters of the campaign an order came from. */
export interface OrderUtm {
  campaign?: string;
  content?: string;
  medium?: string;
  source?: string;
  term?: string;
}

export interface OrderConsents {
  terms: true;
  newsletter: boolean;
  sms: boolean;
  magazine: boolean;
  /** Satisfaction surveys of the two comparison-shopping programmes. */
  heurekaSurvey: boolean;
  zboziSurvey: boolean;
  /** The terms for companies (absent on older orders). */
  businessTerms?: boolean;
  phoneNotification?: boolean;
}

export const orders = orderSchema.table(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    /** SHA-256 (hex) of the order token the shopper keeps to see the order and pay it. */
    tokenHash: text('token_hash').notNull().unique(),
    /** cart.carts.id: one order per cart, however often or concurrently it is placed. */
    cartId: integer('cart_id').notNull().unique(),
    /** customer.accounts.id when the shopper was logged in or registered at checkout. */
    customerId: integer('customer_id'),
    locale: text('locale').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** new → paid (or cancelled); cash on delivery and bank transfer stay new until paid. */
    status: text('status', { enum: ['new', 'paid', 'cancelled'] })
      .notNull()
      .default('new'),
    paymentStatus: text('payment_status', {
      enum: ['pending', 'paid', 'failed', 'cancelled', 'on_delivery', 'awaiting_transfer'],
    }).notNull(),
    shipperId: integer('shipper_id').notNull(),
    shipperCode: text('shipper_code').notNull(),
    shipperName: text('shipper_name').notNull(),
    branch: jsonb('branch').$type<OrderBranch>(),
    deliveryTimeSlot: text('delivery_time_slot'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    paymentId: integer('payment_id').notNull(),
    /** How the order is paid, kept with it: the payment method may change or go away later. */
    paymentKind: text('payment_kind', { enum: ['gateway', 'bank_transfer', 'cod'] }).notNull(),
    paymentCode: text('payment_code').notNull(),
    paymentName: text('payment_name').notNull(),
    email: text('email').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    hasCustomShippingAddress: boolean('has_custom_shipping_address').notNull().default(false),
    consents: jsonb('consents').$type<OrderConsents>().notNull(),
    /** The campaign the shopper came from, when they allowed marketing cookies. */
    utm: jsonb('utm').$type<OrderUtm>(),
    note: text('note'),
    noteForShipper: text('note_for_shipper'),
    customOrderNumber: text('custom_order_number'),
    couponCode: text('coupon_code'),
    itemsWithTax: integer('items_with_tax').notNull(),
    itemsWithoutTax: integer('items_without_tax').notNull(),
    giftsWithTax: integer('gifts_with_tax').notNull().default(0),
    giftsWithoutTax: integer('gifts_without_tax').notNull().default(0),
    discountWithTax: integer('discount_with_tax').notNull().default(0),
    discountWithoutTax: integer('discount_without_tax').notNull().default(0),
    shipperPriceWithTax: integer('shipper_price_with_tax').notNull(),
    shipperPriceWithoutTax: integer('shipper_price_without_tax').notNull(),
    paymentPriceWithTax: integer('payment_price_with_tax').notNull(),
    paymentPriceWithoutTax: integer('payment_price_without_tax').notNull(),
    creditsUsed: integer('credits_used').notNull().default(0),
    totalWithTax: integer('total_with_tax').notNull(),
    totalWithoutTax: integer('total_without_tax').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Where the goods are: the operator moves an order on (accepted, packed, shipped, delivered;
     * the order's state is this, or cancelled, with 'unshipped' as new).
     */
    fulfilment: text('fulfilment', { enum: ['unshipped', 'accepted', 'packed', 'shipped', 'delivered'] })
      .notNull()
      .default('unshipped'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    packedAt: timestamp('packed_at', { withTimezone: true }),
    /** The carrier's number of the parcel, given when the order is shipped. */
    trackingNumber: text('tracking_number'),
    /**
     * What has been paid, less what was refunded (minor units): the sum of order_payments, kept
     * here for the order list's filters.
     */
    amountPaid: integer('amount_paid').notNull().default(0),
    /** When the shopper was reminded that a bank transfer is still awaited. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the customer's account was deleted: the order stays for accounting without their personal data. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_email_idx').on(t.email),
    index('orders_customer_idx').on(t.customerId, t.id),
    // The order desk lists the newest first, filtered by state or payment.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.fulfilment, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus, t.createdAt),
    index('orders_total_idx').on(t.totalWithTax, t.id),
    index('orders_billing_country_idx').on(sql`(${t.billingAddress}->>'countryCode')`),
    index('orders_shipping_country_idx').on(sql`(${t.shippingAddress}->>'countryCode')`),
    check('orders_total_nonnegative', sql`${t.totalWithTax} >= 0 and ${t.totalWithoutTax} >= 0`),
  ],
);

export const orderItems = orderSchema.table(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** item: bought; gift: an order gift at its gift price. */
    kind: text('kind', { enum: ['item', 'gift'] })
      .notNull()
      .default('item'),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    productName: text('product_name').notNull(),
    variantName: text('variant_name').notNull(),
    catalogCode: text('catalog_code').notNull(),
    ean: text('ean'),
    unit: text('unit').notNull(),
    /** Amount in the smallest orderable unit: 10^quantity_decimals of them to a shown unit. */
    amount: integer('amount').notNull(),
    quantityDecimals: smallint('quantity_decimals').notNull().default(0),
    unitWithTax: integer('unit_with_tax').notNull(),
    unitWithoutTax: integer('unit_without_tax').notNull(),
    totalWithTax: integer('total_with_tax').notNull(),
    totalWithoutTax: integer('total_without_tax').notNull(),
    /** Pieces given free by an 'N+1' promotion (included in amount, not in the totals). */
    freePieces: integer('free_pieces').notNull().default(0),
    /** Loyalty credits the line was paid with (minor units of CZK); its money prices are then 0. */
    creditsPaid: integer('credits_paid').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // What was bought with what (recommendations) starts from a product's lines.
    index('order_items_product_idx').on(t.productId, t.orderId),
    check('order_items_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * The money an order received and gave back: bank transfers (marked by hand or read from a
 * statement), card payments, cash on delivery and refunds (negative). A source's reference
 * (a bank movement, a gateway's payment or refund) is recorded once, so reading the same
 * statement again changes nothing.
 */
export const orderPayments = orderSchema.table(
  'order_payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['bank_transfer', 'card', 'cod'] }).notNull(),
    /** manual: an operator; statement: a bank statement file; fio: the bank's API; gateway: the card gateway. */
    source: text('source', { enum: ['manual', 'statement', 'fio', 'gateway'] }).notNull(),
    /** The source's id of the movement; null for a payment marked by hand. */
    reference: text('reference'),
    /** Minor units of the order's currency: positive received, negative refunded. */
    amount: integer('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The day the money moved. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note'),
    /** Who recorded it (an operator's name and e-mail, an API key), or null for the shop itself. */
    recordedBy: text('recorded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    uniqueIndex('order_payments_reference_idx')
      .on(t.source, t.reference)
      .where(sql`reference is not null`),
  ],
);

/** The e-mails the shop sent about an order, for the order page. */
export const orderEmails = orderSchema.table(
  'order_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The job kind that sent it: order-confirmation, order-status, order-paid, payment-reminder … */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_emails_order_idx').on(t.orderId, t.sentAt)],
);

/**
 * An order's parcel with its carrier network (Packeta), one per order. It lives with the orders,
 * not in the shipping module: a shipment is a step of fulfilling an order (made when it is packed,
 * moving it to shipped and delivered, its e-mails and labels on the order's page), and the order
 * module already sits above shipping, reading the shipper's carrier through shipping's service;
 * kept in shipping it would need the orders' recipients, totals and moves from the module above.
 */
export const orderShipments = orderSchema.table(
  'shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier', { enum: ['packeta'] }).notNull(),
    /** pending: the job is creating it; created: the carrier has it; failed: the carrier refused it. */
    state: text('state', { enum: ['pending', 'created', 'failed'] })
      .notNull()
      .default('pending'),
    /** The carrier's packet id and barcode (Z…), once created. */
    packetId: text('packet_id'),
    barcode: text('barcode'),
    barcodeText: text('barcode_text'),
    /** The last refusal or failure (Czech or the carrier's words), shown to the operator. */
    error: text('error'),
    /** A job creating the packet holds it until then, so that two jobs never create two packets. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The carrier's last status code and text; null until tracked. */
    statusCode: integer('status_code'),
    statusText: text('status_text'),
    statusAt: timestamp('status_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** Set when tracking is over: delivered, or returned / cancelled (then the operator decides). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipments_open_idx')
      .on(t.state)
      .where(sql`closed_at is null`),
  ],
);
