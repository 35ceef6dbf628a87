import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgSchema,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { translated } from '../../db/columns.ts';

/** Shippers, their prices, and the shop's own branches (personal pick-up). */
export const shippingSchema = pgSchema('shipping');

export const shippers = shippingSchema.table('shippers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  type: text('type', { enum: ['PERSONAL', 'PICKUP_POINT', 'COURIER'] }).notNull(),
  name: translated('name').notNull(),
  description: translated('description').notNull(),
  requiredAddress: boolean('required_address').notNull().default(false),
  /** Working days from ordering to delivery when ordered before `closes_at`. */
  deliveryDays: integer('delivery_days').notNull().default(1),
  closesAt: time('closes_at').notNull().default('14:00'),
  /** payment.payments.code values that cannot be combined with this shipper. */
  blockedPaymentCodes: text('blocked_payment_codes').array().notNull().default([]),
  /**
   * The carrier network that carries its parcels ('packeta'): its pickup points come from that
   * network's feed, and a packed order's shipment is created with it. Null: the shop's own.
   */
  carrier: text('carrier', { enum: ['packeta'] }),
  /** Country alpha3 codes it delivers to. */
  countries: text('countries').array().notNull().default([]),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const shipperPrices = shippingSchema.table(
  'shipper_prices',
  {
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    priceWithTax: integer('price_with_tax').notNull(),
    /** Free above this cart value; null: never free. */
    freeFromWithTax: integer('free_from_with_tax'),
  },
  (t) => [primaryKey({ columns: [t.shipperId, t.currencyCode] })],
);

export const branches = shippingSchema.table(
  'branches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** inventory.warehouses.id: pick-up dates come from this warehouse's stock. */
    warehouseId: integer('warehouse_id').notNull(),
    /** One line per day, Monday first. */
    openingHours: text('opening_hours').array().notNull().default([]),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    description: translated('description').notNull(),
    payWithCard: boolean('pay_with_card').notNull().default(true),
    region: text('region').notNull(),
    weight: integer('weight').notNull().default(0),
  },
  (t) => [index('branches_weight_idx').on(t.weight)],
);

/**
 * Points of a pickup-point network (the branches of a PICKUP_POINT shipper): addressed by the
 * network's own id (`remote_id`), searched by name, street, city or postcode.
 */
export const pickupPoints = shippingSchema.table(
  'pickup_points',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipperId: integer('shipper_id')
      .notNull()
      .references(() => shippers.id, { onDelete: 'cascade' }),
    remoteId: text('remote_id').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours').array().notNull().default([]),
    /** How to find the point (the network's words), shown under its address. */
    directions: text('directions').notNull().default(''),
    photoUrl: text('photo_url'),
    /** Temporarily closed: listed with its note, never offered for a new order. */
    closed: boolean('closed').notNull().default(false),
    statusNote: text('status_note').notNull().default(''),
    /** City, name, street, region and postcode, lower case without diacritics: what a search matches and sorts by. */
    searchText: text('search_text').notNull().default(''),
    /** When the network's feed last listed it. */
    importedAt: timestamp('imported_at', { withTimezone: true }),
  },
  (t) => [
    unique('pickup_points_shipper_remote').on(t.shipperId, t.remoteId),
    index('pickup_points_shipper_idx').on(t.shipperId),
  ],
);
