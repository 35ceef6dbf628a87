import { asc, eq } from 'drizzle-orm';
import type { AdminBranch } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { bodyText, readContent } from '../publishing/index.ts';
import { branchContents, branchEmployees } from './tables.ts';
import { branchContent } from './content-definition.ts';

/**
 * A branch page as the back office edits it: every language of its texts, hours and services
 * line by line, its people in their order, its addresses and SEO texts, and its publication.
 * Null when there is no such branch.
 */
export async function readAdminBranch(db: Db, id: number): Promise<AdminBranch | null> {
  const [[row], record, employees] = await Promise.all([
    db.select().from(branchContents).where(eq(branchContents.id, id)),
    readContent(db, branchContent, id),
    db
      .select()
      .from(branchEmployees)
      .where(eq(branchEmployees.branchId, id))
      .orderBy(asc(branchEmployees.position), asc(branchEmployees.id)),
  ]);
  if (!row || !record) return null;
  return {
    id: row.id,
    state: record.state,
    published_at: record.published_at,
    missing_translations: record.missing_translations,
    store_id: row.storeId,
    title: bodyText(row.title),
    description: bodyText(row.description),
    map_description: bodyText(row.mapDescription),
    car_accessibility: bodyText(row.carAccessibility),
    public_transportation_accessibility: bodyText(row.publicTransportationAccessibility),
    opening_hours: row.openingHours.map(bodyText),
    services: row.services.map(bodyText),
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_code: row.countryCode,
    region: row.region,
    phone: row.phone,
    email: row.email,
    gps_latitude: row.gpsLatitude,
    gps_longitude: row.gpsLongitude,
    google_map_link: row.googleMapLink,
    review_link: row.reviewLink,
    main_image: row.mainImage,
    images: row.images,
    pay_with_card: row.payWithCard,
    primary: row.primary,
    weight: row.weight,
    closed_from: row.closedFrom?.toISOString() ?? null,
    closed_to: row.closedTo?.toISOString() ?? null,
    employees: employees.map((e) => ({
      name: e.title,
      job_title: bodyText(e.jobTitle),
      email: e.email,
      phone: e.phone,
      photo: e.photo,
    })),
    meta: record.meta as AdminBranch['meta'],
  };
}
