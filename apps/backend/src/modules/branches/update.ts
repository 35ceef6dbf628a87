import { asc, eq } from 'drizzle-orm';
import { validateEmail } from '@shop/rules';
import type { AdminBranchBody, Locale } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Translated } from '../../db/columns.ts';
import { refuseFields } from '../../http/errors.ts';
import { translate } from '../../http/locale.ts';
import { cleanHtml } from '../../http/sanitize-html.ts';
import {
  adminRefusals,
  isLink,
  getPageMetas,
  slugsOf,
  writePageMeta,
  withOptionalTranslation,
  withTranslation,
} from '../publishing/index.ts';
import { branchContents, branchEmployees } from './tables.ts';

/** Branches lie in Europe: a point outside is a typo or swapped coordinates. */
export const BRANCH_GPS_BOUNDS = { latitude: [34, 72], longitude: [-25, 45] } as const;
const MAX_OPENING_HOURS_LINES = 7;

export interface UpdatedBranch {
  id: number;
  slug: string | null;
  title: string;
  description: string | null;
  gpsLatitude: number;
  gpsLongitude: number;
  employees: number;
  /** Every slug it had or has (its cached pages). */
  slugs: string[];
}

/**
 * Lines (opening hours, services) in one locale. Czech sets the list, keeping the translations only
 * while the number of lines stays; a translation must have as many lines as Czech (null otherwise).
 */
export function withTranslatedLines(
  current: Translated[],
  locale: Locale,
  lines: string[],
): Translated[] | null {
  if (locale === 'cs') {
    return lines.length === current.length
      ? lines.map((cs, i) => ({ ...current[i], cs }))
      : lines.map((cs) => ({ cs }));
  }
  if (lines.length !== current.length) return null;
  return current.map((t, i) => ({ ...t, [locale]: lines[i] }));
}

const inRange = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
/** A blank or missing value is none. */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);
const emailError = (value: string | null | undefined) =>
  value ? (validateEmail(value) ?? undefined) : undefined;

/** The address and the place: none given blank, the country's code, a point in Europe. */
export function addressRefusals(
  input: Pick<
    AdminBranchBody,
    'street' | 'city' | 'postcode' | 'region' | 'country_code' | 'gps_latitude' | 'gps_longitude'
  >,
): Record<string, string | undefined> {
  return {
    street: input.street === '' ? adminRefusals.required : undefined,
    city: input.city === '' ? adminRefusals.required : undefined,
    postcode: input.postcode === '' ? adminRefusals.required : undefined,
    region: input.region === '' ? adminRefusals.required : undefined,
    country_code:
      input.country_code !== undefined && !/^[A-Z]{3}$/.test(input.country_code)
        ? adminRefusals.countryCode
        : undefined,
    gps_latitude:
      input.gps_latitude !== undefined && !inRange(input.gps_latitude, BRANCH_GPS_BOUNDS.latitude)
        ? adminRefusals.latitude
        : undefined,
    gps_longitude:
      input.gps_longitude !== undefined && !inRange(input.gps_longitude, BRANCH_GPS_BOUNDS.longitude)
        ? adminRefusals.longitude
        : undefined,
  };
}

/**
 * Changes a branch page: one locale of its texts and meta, its address, place, hours, closure and
 * people (the list replaced as a whole). Null when there is no such branch; bad values refused (422).
 */
export async function updateBranch(
  db: Db,
  id: number,
  input: AdminBranchBody,
): Promise<UpdatedBranch | null> {
  const { locale } = input;
  const employeeErrors: Record<string, string | undefined> = {};
  input.employees?.forEach((e, i) => {
    if (e.name === '') employeeErrors[`employees.${i}.name`] = adminRefusals.required;
    employeeErrors[`employees.${i}.email`] = emailError(e.email);
  });
  refuseFields({
    title: input.title === '' ? adminRefusals.required : undefined,
    ...addressRefusals(input),
    email: emailError(input.email),
    google_map_link: input.google_map_link && !isLink(input.google_map_link) ? adminRefusals.link : undefined,
    review_link: input.review_link && !isLink(input.review_link) ? adminRefusals.link : undefined,
    opening_hours:
      input.opening_hours && input.opening_hours.length > MAX_OPENING_HOURS_LINES
        ? adminRefusals.tooManyDays
        : undefined,
    ...employeeErrors,
  });

  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(branchContents).where(eq(branchContents.id, id)).for('update');
    if (!row) return null;
    const slugs = await slugsOf(tx, 'branch', id);
    const openingHours = input.opening_hours
      ? withTranslatedLines(row.openingHours, locale, input.opening_hours)
      : row.openingHours;
    const services = input.services
      ? withTranslatedLines(row.services, locale, input.services)
      : row.services;
    const closedFrom =
      input.closed_from === undefined
        ? row.closedFrom
        : input.closed_from
          ? new Date(input.closed_from)
          : null;
    const closedTo =
      input.closed_to === undefined ? row.closedTo : input.closed_to ? new Date(input.closed_to) : null;
    refuseFields({
      opening_hours: openingHours ? undefined : adminRefusals.linesOfCzech,
      services: services ? undefined : adminRefusals.linesOfCzech,
      closed_to: closedFrom && closedTo && closedTo <= closedFrom ? adminRefusals.endBeforeStart : undefined,
    });
    const optional = (current: Translated | null, value: string | null | undefined) =>
      withOptionalTranslation(current, locale, value === undefined ? undefined : orNull(value));
    await tx
      .update(branchContents)
      .set({
        title: withTranslation(row.title, locale, input.title),
        description: optional(row.description, input.description),
        mapDescription: optional(row.mapDescription, input.map_description),
        carAccessibility: optional(row.carAccessibility, input.car_accessibility),
        publicTransportationAccessibility: optional(
          row.publicTransportationAccessibility,
          input.public_transportation_accessibility,
        ),
        openingHours: openingHours ?? row.openingHours,
        services: services ?? row.services,
        street: input.street ?? row.street,
        city: input.city ?? row.city,
        postcode: input.postcode ?? row.postcode,
        countryCode: input.country_code ?? row.countryCode,
        region: input.region ?? row.region,
        phone: input.phone === undefined ? row.phone : orNull(input.phone),
        email: input.email === undefined ? row.email : orNull(input.email),
        gpsLatitude: input.gps_latitude ?? row.gpsLatitude,
        gpsLongitude: input.gps_longitude ?? row.gpsLongitude,
        googleMapLink:
          input.google_map_link === undefined ? row.googleMapLink : orNull(input.google_map_link),
        reviewLink: input.review_link === undefined ? row.reviewLink : orNull(input.review_link),
        mainImage: input.main_image === undefined ? row.mainImage : orNull(input.main_image),
        images: input.images ?? row.images,
        payWithCard: input.pay_with_card ?? row.payWithCard,
        primary: input.primary ?? row.primary,
        weight: input.weight ?? row.weight,
        closedFrom,
        closedTo,
        updatedAt: new Date(),
      })
      .where(eq(branchContents.id, id));
    if (input.employees) {
      await tx.delete(branchEmployees).where(eq(branchEmployees.branchId, id));
      if (input.employees.length > 0) {
        await tx.insert(branchEmployees).values(
          input.employees.map((e, position) => ({
            branchId: id,
            position,
            title: e.name,
            jobTitle: e.job_title?.cs ? e.job_title : null,
            email: orNull(e.email),
            phone: orNull(e.phone),
            photo: orNull(e.photo),
          })),
        );
      }
    }
    await writePageMeta(tx, 'branch', id, locale, input.meta);
    return slugs;
  });
  if (!before) return null;
  const [[row], metas, after, employees] = await Promise.all([
    db.select().from(branchContents).where(eq(branchContents.id, id)),
    getPageMetas(db, 'branch', [id], locale),
    slugsOf(db, 'branch', id),
    db
      .select({ id: branchEmployees.id })
      .from(branchEmployees)
      .where(eq(branchEmployees.branchId, id))
      .orderBy(asc(branchEmployees.position)),
  ]);
  if (!row) return null;
  return {
    id,
    slug: metas.get(id)?.slug ?? null,
    title: translate(row.title, locale),
    description: row.description ? cleanHtml(translate(row.description, locale)) : null,
    gpsLatitude: row.gpsLatitude,
    gpsLongitude: row.gpsLongitude,
    employees: employees.length,
    slugs: [...new Set([...before, ...after])],
  };
}
