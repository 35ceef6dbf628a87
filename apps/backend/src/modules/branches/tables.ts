import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { translated, type Translated } from '../../db/columns.ts';

/** Branches: the pages of the shop's branches and their people. */
export const branchesSchema = pgSchema('branches');

/** The CMS side of a branch: texts, pictures, people; store_id is the store's branch (shipping.branches.id). */
export const branchContents = branchesSchema.table(
  'branch_contents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public from this instant; null: a draft; in the future: scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    storeId: integer('store_id'),
    primary: boolean('primary').notNull().default(false),
    title: translated('title').notNull(),
    /** HTML. */
    description: translated('description'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** One line per day, Monday first. */
    openingHours: jsonb('opening_hours').$type<Translated[]>().notNull().default([]),
    gpsLatitude: doublePrecision('gps_latitude').notNull(),
    gpsLongitude: doublePrecision('gps_longitude').notNull(),
    googleMapLink: text('google_map_link'),
    mapDescription: translated('map_description'),
    mainImage: text('main_image'),
    images: text('images').array().notNull().default([]),
    carAccessibility: translated('car_accessibility'),
    publicTransportationAccessibility: translated('public_transportation_accessibility'),
    payWithCard: boolean('pay_with_card').notNull().default(true),
    reviewLink: text('review_link'),
    closedFrom: timestamp('closed_from', { withTimezone: true }),
    closedTo: timestamp('closed_to', { withTimezone: true }),
    services: jsonb('services').$type<Translated[]>().notNull().default([]),
    weight: integer('weight').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branch_contents_weight_idx').on(t.weight), index('branch_contents_store_idx').on(t.storeId)],
);

export const branchEmployees = branchesSchema.table(
  'branch_employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branchContents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    jobTitle: translated('job_title'),
    email: text('email'),
    phone: text('phone'),
    photo: text('photo'),
  },
  (t) => [index('branch_employees_branch_idx').on(t.branchId, t.position)],
);
