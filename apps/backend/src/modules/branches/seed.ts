import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { BranchPageRow } from '../../seed/branch-dataset.ts';
import type { LocaleCode } from '../../seed/dataset.ts';
import { seoColumns } from '../publishing/page-meta/seed.ts';
import { branchContents, branchEmployees } from './tables.ts';
import { pageMeta } from '../publishing/tables.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

/** Branch pages, their employees and one page_meta row per locale the title is translated to. */
export async function seedBranchPages(tx: Tx, rows: BranchPageRow[] | undefined): Promise<void> {
  if (!rows?.length) return;
  await insertChunked(
    tx,
    branchContents,
    rows.map((b) => ({
      id: b.id,
      storeId: b.storeId,
      primary: b.primary,
      title: b.title,
      description: b.description ?? null,
      street: b.street,
      city: b.city,
      postcode: b.postcode,
      countryCode: b.countryCode,
      region: b.region,
      phone: b.phone ?? null,
      email: b.email ?? null,
      openingHours: b.openingHours,
      gpsLatitude: b.latitude,
      gpsLongitude: b.longitude,
      googleMapLink: b.googleMapLink ?? null,
      mapDescription: b.mapDescription ?? null,
      mainImage: b.mainImage ?? null,
      images: b.images,
      carAccessibility: b.carAccessibility ?? null,
      publicTransportationAccessibility: b.publicTransportationAccessibility ?? null,
      payWithCard: b.payWithCard,
      reviewLink: b.reviewLink ?? null,
      closedFrom: b.closed ? new Date(b.closed.from) : null,
      closedTo: b.closed ? new Date(b.closed.to) : null,
      services: b.services,
      weight: b.weight,
    })),
  );
  await insertChunked(
    tx,
    branchEmployees,
    rows.flatMap((b) =>
      b.employees.map((e, position) => ({
        branchId: b.id,
        position,
        title: e.name,
        jobTitle: e.jobTitle,
        email: e.email ?? null,
        phone: e.phone ?? null,
        photo: e.photo ?? null,
      })),
    ),
  );
  await insertChunked(
    tx,
    pageMeta,
    rows.flatMap((b) =>
      locales
        .filter((l) => l === 'cs' || b.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'branch' as const,
          entityId: b.id,
          locale,
          slug: b.slug,
          ...seoColumns(b.seo, locale),
          shareImage: b.mainImage ?? null,
        })),
    ),
  );
  await syncIdentity(tx, 'branches.branch_contents');
}

export async function truncateBranchPages(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate branches.branch_employees, branches.branch_contents restart identity cascade`,
  );
}
