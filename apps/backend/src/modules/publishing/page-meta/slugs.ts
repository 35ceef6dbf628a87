import { and, eq, inArray } from 'drizzle-orm';
import { locales, type Locale } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import type { PageMetaEntity } from './service.ts';
import { writePageMeta } from './write.ts';
import { pageMeta } from '../tables.ts';

/** An entity's address in each language it has one in; Czech always. */
export type LocaleSlugs = { cs: string } & Partial<Record<Locale, string>>;

/** The slugs of entities of a type by id, every locale that has a page_meta row. */
export async function slugsByEntity(
  db: Db | Tx,
  entityType: PageMetaEntity,
  ids: number[],
): Promise<Map<number, LocaleSlugs>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ entityId: pageMeta.entityId, locale: pageMeta.locale, slug: pageMeta.slug })
    .from(pageMeta)
    .where(and(eq(pageMeta.entityType, entityType), inArray(pageMeta.entityId, ids)));
  const out = new Map<number, LocaleSlugs>();
  for (const r of rows) {
    out.set(r.entityId, { ...(out.get(r.entityId) ?? { cs: '' }), [r.locale]: r.slug });
  }
  return out;
}

/**
 * Writes an entity's slug in every locale (keeping its SEO texts); a locale left empty loses its
 * row, so its address falls back to the Czech one. Refusals name the field `slugs.<locale>`.
 */
export async function writeSlugs(
  tx: Tx,
  entityType: PageMetaEntity,
  entityId: number,
  slugs: Partial<Record<Locale, string>>,
): Promise<void> {
  for (const locale of locales) {
    const slug = slugs[locale]?.trim();
    if (!slug) {
      if (locale !== 'cs') {
        await tx
          .delete(pageMeta)
          .where(
            and(
              eq(pageMeta.entityType, entityType),
              eq(pageMeta.entityId, entityId),
              eq(pageMeta.locale, locale),
            ),
          );
        continue;
      }
    }
    try {
      await writePageMeta(tx, entityType, entityId, locale, { slug: slug ?? '' }, `slugs.${locale}`);
    } catch (err) {
      if (!(err instanceof FieldsRefused)) throw err;
      throw new FieldsRefused(
        Object.fromEntries(err.errors.map((e) => [(e.field ?? '').replace(/\.slug$/, ''), e.title])),
      );
    }
  }
}

/** Deletes an entity's page_meta rows in every locale. */
export async function deleteSlugs(tx: Tx, entityType: PageMetaEntity, entityId: number): Promise<void> {
  await tx.delete(pageMeta).where(and(eq(pageMeta.entityType, entityType), eq(pageMeta.entityId, entityId)));
}
