import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { BranchEmployee, BranchMapPoint, CmsBranch, Locale } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { translate } from '../../http/locale.ts';
import { cleanHtml } from '../../http/sanitize-html.ts';
import { listBranches } from '../shipping/index.ts';
import {
  entityIdsWithPageMeta,
  findEntityIdsBySlugs,
  getPageMetas,
  isPublished,
} from '../publishing/index.ts';
import { branchContents, branchEmployees } from './tables.ts';

type Row = typeof branchContents.$inferSelect;
type EmployeeRow = typeof branchEmployees.$inferSelect;

/** Which branches a list asks for; unset filters do not filter. */
export interface BranchFilter {
  /** The store's branch ids (GET /api/v1/branches keys). */
  storeIds?: number[];
  primary?: boolean;
}

/** Only branches with a slug have a page; the others are left out everywhere. */
async function where(db: Db, filter: BranchFilter): Promise<SQL | undefined> {
  const withPage = await entityIdsWithPageMeta(db, 'branch');
  return and(
    inArray(branchContents.id, withPage.length ? withPage : [0]),
    isPublished(branchContents.publishedAt),
    filter.storeIds
      ? inArray(branchContents.storeId, filter.storeIds.length ? filter.storeIds : [0])
      : undefined,
    filter.primary === undefined ? undefined : eq(branchContents.primary, filter.primary),
  );
}

const heaviestFirst = [desc(branchContents.weight), asc(branchContents.id)];

const text = (value: Row['carAccessibility'], locale: Locale): string | null =>
  value ? translate(value, locale) || null : null;

/**
 * Branch pages as the CMS answers them: texts in the locale (Czech where untranslated), sanitised
 * HTML, the closure and whether it holds at `now`, employees in their order, and the store's
 * branch record read through the shipping module.
 */
async function present(db: Db, rows: Row[], locale: Locale, now: Date): Promise<CmsBranch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const storeIds = [...new Set(rows.flatMap((r) => (r.storeId === null ? [] : [r.storeId])))];
  const [metas, employees, storeBranches] = await Promise.all([
    getPageMetas(db, 'branch', ids, locale),
    db
      .select()
      .from(branchEmployees)
      .where(inArray(branchEmployees.branchId, ids))
      .orderBy(asc(branchEmployees.position), asc(branchEmployees.id)),
    storeIds.length ? listBranches(db, storeIds, locale) : Promise.resolve([]),
  ]);
  const storeBranch = new Map(storeBranches.map((b) => [b.id, b]));
  return rows.flatMap((r) => {
    const meta = metas.get(r.id);
    if (!meta) return [];
    const title = translate(r.title, locale);
    const store = r.storeId === null ? undefined : storeBranch.get(r.storeId);
    return [
      {
        _id: String(r.id),
        store_id: r.storeId,
        primary: r.primary,
        title,
        description: r.description ? cleanHtml(translate(r.description, locale)) || null : null,
        address: { street: r.street, city: r.city, postcode: r.postcode, country_code: r.countryCode },
        phone: r.phone,
        email: r.email,
        region: r.region,
        opening_hours: r.openingHours.map((line) => translate(line, locale)),
        gps_latitude: r.gpsLatitude,
        gps_longitude: r.gpsLongitude,
        google_map_link: r.googleMapLink,
        map_description: r.mapDescription ? cleanHtml(translate(r.mapDescription, locale)) || null : null,
        main_image: r.mainImage ? { path: r.mainImage, alt: title } : null,
        images: r.images.map((path, i) => ({ path, alt: `${title}, ${i + 1}` })),
        car_accessibility: text(r.carAccessibility, locale),
        public_transportation_accessibility: text(r.publicTransportationAccessibility, locale),
        pay_with_card: r.payWithCard,
        review_link: r.reviewLink,
        branch_closed_from: r.closedFrom?.toISOString() ?? null,
        branch_closed_to: r.closedTo?.toISOString() ?? null,
        closed_now: closedAt(r, now),
        services: r.services.map((s) => translate(s, locale)),
        weight: r.weight,
        lastModified: r.updatedAt.toISOString(),
        page_meta: meta,
        employees: employees.filter((e) => e.branchId === r.id).map((e) => employee(e, locale)),
        storeBranch: store
          ? { id: store.id, slug: store.slug, title: store.title, warehouseId: store.warehouseId }
          : null,
      },
    ];
  });
}

/** A closure holds from its start to its end; an open end (only `from`) holds from then on. */
function closedAt(r: Pick<Row, 'closedFrom' | 'closedTo'>, now: Date): boolean {
  if (!r.closedFrom && !r.closedTo) return false;
  return (!r.closedFrom || r.closedFrom <= now) && (!r.closedTo || now < r.closedTo);
}

function employee(e: EmployeeRow, locale: Locale): BranchEmployee {
  return {
    title: e.title,
    position: e.jobTitle ? translate(e.jobTitle, locale) || null : null,
    email: e.email,
    phone: e.phone,
    photo: e.photo ? { path: e.photo, alt: e.title } : null,
  };
}

/** branch(slug, _id): one branch page; both given must name the same branch. Null when none. */
export async function getBranch(
  db: Db,
  by: { slug?: string; id?: number },
  locale: Locale,
  now: Date,
): Promise<CmsBranch | null> {
  let id = by.id;
  if (by.slug !== undefined) {
    const [found] = await findEntityIdsBySlugs(db, 'branch', [by.slug], locale);
    if (found === undefined || (id !== undefined && id !== found)) return null;
    id = found;
  }
  if (id === undefined) return null;
  const rows = await db
    .select()
    .from(branchContents)
    .where(and(eq(branchContents.id, id), await where(db, {})));
  const [branch] = await present(db, rows, locale, now);
  return branch ?? null;
}

/** branches(store_ids, primary, skip, limit): a page of branches, heaviest first, and the total. */
export async function listBranchPages(
  db: Db,
  filter: BranchFilter,
  page: { skip: number; limit: number },
  locale: Locale,
  now: Date,
): Promise<{ items: CmsBranch[]; total: number }> {
  const condition = await where(db, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(branchContents)
      .where(condition)
      .orderBy(...heaviestFirst)
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(branchContents).where(condition),
  ]);
  return { items: await present(db, rows, locale, now), total: counted?.total ?? 0 };
}

/** branch_map_data(skip, limit): the points of the branch map, heaviest first. */
export async function branchMapData(
  db: Db,
  page: { skip: number; limit: number },
  locale: Locale,
): Promise<BranchMapPoint[]> {
  const rows = await db
    .select({
      id: branchContents.id,
      title: branchContents.title,
      city: branchContents.city,
      latitude: branchContents.gpsLatitude,
      longitude: branchContents.gpsLongitude,
    })
    .from(branchContents)
    .where(await where(db, {}))
    .orderBy(...heaviestFirst)
    .offset(page.skip)
    .limit(page.limit);
  const metas = await getPageMetas(
    db,
    'branch',
    rows.map((r) => r.id),
    locale,
  );
  return rows.flatMap((r) => {
    const meta = metas.get(r.id);
    return meta
      ? [
          {
            _id: String(r.id),
            title: translate(r.title, locale),
            slug: meta.slug,
            city: r.city,
            gps_latitude: r.latitude,
            gps_longitude: r.longitude,
          },
        ]
      : [];
  });
}
