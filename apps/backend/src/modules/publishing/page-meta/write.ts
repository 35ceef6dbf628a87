import { and, eq, ne } from 'drizzle-orm';
import { cmsSlugPattern, type AdminPageMetaBody, type Locale } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import { adminRefusals } from '../admin/refusals.ts';
import { pageMeta } from '../tables.ts';
import type { PageMetaEntity } from './service.ts';

/** A unique index refused the row (PostgreSQL 23505), however the driver wrapped the error. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Every slug of an entity, in any locale: what its pages are cached under. */
export async function slugsOf(db: Db | Tx, entityType: PageMetaEntity, entityId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: pageMeta.slug })
    .from(pageMeta)
    .where(and(eq(pageMeta.entityType, entityType), eq(pageMeta.entityId, entityId)));
  return [...new Set(rows.map((r) => r.slug))];
}

/**
 * Writes an entity's page_meta in one locale inside the caller's transaction. A locale without a
 * row needs a slug; a slug is kebab-case and unique among the entities of the type in the locale.
 * Refuses (422) under `field`.
 */
export async function writePageMeta(
  tx: Tx,
  entityType: PageMetaEntity,
  entityId: number,
  locale: Locale,
  input: AdminPageMetaBody | undefined,
  field = 'meta',
): Promise<void> {
  if (!input) return;
  const [row] = await tx
    .select()
    .from(pageMeta)
    .where(
      and(eq(pageMeta.entityType, entityType), eq(pageMeta.entityId, entityId), eq(pageMeta.locale, locale)),
    );
  const slug = input.slug ?? row?.slug;
  if (slug === undefined || slug === '')
    throw new FieldsRefused({ [`${field}.slug`]: adminRefusals.slugRequired });
  if (!cmsSlugPattern.test(slug)) throw new FieldsRefused({ [`${field}.slug`]: adminRefusals.slugFormat });
  const [taken] = await tx
    .select({ id: pageMeta.id })
    .from(pageMeta)
    .where(
      and(
        eq(pageMeta.entityType, entityType),
        eq(pageMeta.locale, locale),
        eq(pageMeta.slug, slug),
        ne(pageMeta.entityId, entityId),
      ),
    );
  if (taken) throw new FieldsRefused({ [`${field}.slug`]: adminRefusals.slugTaken });
  const values = {
    slug,
    seoTitle: input.seo_title === undefined ? (row?.seoTitle ?? null) : input.seo_title || null,
    seoDescription:
      input.seo_description === undefined ? (row?.seoDescription ?? null) : input.seo_description || null,
    seoKeywords: input.seo_keywords === undefined ? (row?.seoKeywords ?? null) : input.seo_keywords || null,
    shareImage: input.share_image === undefined ? (row?.shareImage ?? null) : input.share_image || null,
    metaNoindex: input.meta_noindex ?? row?.metaNoindex ?? false,
    metaNofollow: input.meta_nofollow ?? row?.metaNofollow ?? false,
  };
  try {
    await tx
      .insert(pageMeta)
      .values({ entityType, entityId, locale, ...values })
      .onConflictDoUpdate({ target: [pageMeta.entityType, pageMeta.entityId, pageMeta.locale], set: values });
  } catch (err) {
    // Another entity took the slug between the check and the write.
    if (isUniqueViolation(err)) throw new FieldsRefused({ [`${field}.slug`]: adminRefusals.slugTaken });
    throw err;
  }
}
