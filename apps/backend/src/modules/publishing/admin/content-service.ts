import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AdminContentMetas,
  AdminContentRecord,
  AdminPublicationBody,
  ContentLocale,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { FieldsRefused, HttpError } from '../../../http/errors.ts';
import { publicationState } from '../publication/state.ts';
import { scheduleRevalidation } from '../publication/schedule.ts';
import { slugsOf, writePageMeta } from '../page-meta/write.ts';
import { pageMeta } from '../tables.ts';
import { missingTranslations, type ContentDefinition, type ContentRow } from './content-definition.ts';
import { adminRefusals } from './refusals.ts';

/**
 * The generic content operations behind the back office's routes. Each write runs in the caller's
 * (audited) transaction, locks the row it changes and answers what the storefront must revalidate:
 * the item's tags under every slug it had or has.
 */

export interface ContentChange {
  record: AdminContentRecord;
  /** Tags to revalidate after commit. */
  tags: string[];
  before: Record<string, unknown> | null;
}

const metaRows = (db: Db | Tx, def: ContentDefinition, id: number) =>
  def.metaEntity
    ? db
        .select()
        .from(pageMeta)
        .where(and(eq(pageMeta.entityType, def.metaEntity), eq(pageMeta.entityId, id)))
    : Promise.resolve([]);

/** The item as the editor shows it: its fields, publication and per-language addresses. */
export async function toRecord(
  db: Db | Tx,
  def: ContentDefinition,
  row: ContentRow,
): Promise<AdminContentRecord> {
  const metas = await metaRows(db, def, row.id);
  const publishedAt = def.publication.publishedAt(row);
  const meta: Record<string, { slug: string; seo_title: string | null; seo_description: string | null }> = {};
  for (const m of metas)
    meta[m.locale] = { slug: m.slug, seo_title: m.seoTitle, seo_description: m.seoDescription };
  return {
    id: row.id,
    state: publicationState(publishedAt),
    published_at: publishedAt?.toISOString() ?? null,
    missing_translations: missingTranslations(
      def.translatedTexts(row),
      def.metaEntity ? metas.map((m) => m.locale) : null,
    ),
    ...def.fields(row),
    ...(def.metaEntity ? { meta } : {}),
  };
}

async function lockRow(tx: Tx, def: ContentDefinition, id: number): Promise<ContentRow | null> {
  const [row] = (await tx.select().from(def.table).where(eq(def.id, id)).for('update')) as ContentRow[];
  return row ?? null;
}

export async function readContent(
  db: Db,
  def: ContentDefinition,
  id: number,
): Promise<AdminContentRecord | null> {
  const [row] = (await db.select().from(def.table).where(eq(def.id, id))) as ContentRow[];
  return row ? toRecord(db, def, row) : null;
}

/** Escapes LIKE's wildcards so a search for "100%" finds that text. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listContent(
  db: Db,
  def: ContentDefinition,
  query: { q?: string; state?: 'draft' | 'scheduled' | 'published'; page: number; perPage: number },
) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q.toLocaleLowerCase('cs'));
    conditions.push(
      sql`(lower(${def.titleColumn}->>'cs') like ${pattern} or lower(coalesce(${def.titleColumn}->>'sk', '')) like ${pattern} or lower(coalesce(${def.titleColumn}->>'de', '')) like ${pattern})`,
    );
  }
  if (query.state) conditions.push(def.publication.where(query.state));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(def.table).where(where),
    db
      .select()
      .from(def.table)
      .where(where)
      .orderBy(desc(def.id))
      .offset((query.page - 1) * query.perPage)
      .limit(query.perPage) as unknown as Promise<ContentRow[]>,
  ]);
  const data = await Promise.all(
    rows.map(async (row) => {
      const record = await toRecord(db, def, row);
      // Info boxes are titled by their HTML text: the list shows its words.
      const title = ((row[titleKey(def)] as { cs?: string } | null)?.cs ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      const meta = record.meta as Record<string, { slug: string }> | undefined;
      return {
        id: row.id,
        title,
        slug: meta?.cs?.slug ?? null,
        state: record.state,
        published_at: record.published_at,
        missing_translations: record.missing_translations,
      };
    }),
  );
  return { data, total: counted?.total ?? 0 };
}

/** The row key of the title column (drizzle names columns by their camelCase key). */
function titleKey(def: ContentDefinition): string {
  const columns = def.table as unknown as Record<string, unknown>;
  return Object.keys(columns).find((k) => columns[k] === def.titleColumn) ?? 'title';
}

/** Writes the per-language addresses; a translation's empty slug removes its address. */
async function writeMetas(tx: Tx, def: ContentDefinition, id: number, metas: AdminContentMetas | undefined) {
  if (!def.metaEntity || !metas) return;
  for (const locale of ['cs', 'sk', 'de'] as ContentLocale[]) {
    const m = metas[locale];
    if (!m) continue;
    if (m.slug === '' && locale !== 'cs') {
      await tx
        .delete(pageMeta)
        .where(
          and(
            eq(pageMeta.entityType, def.metaEntity),
            eq(pageMeta.entityId, id),
            eq(pageMeta.locale, locale),
          ),
        );
      continue;
    }
    await writePageMeta(tx, def.metaEntity, id, locale, m, `meta.${locale}`);
  }
}

export async function createContent(
  tx: Tx,
  def: ContentDefinition,
  body: Record<string, unknown>,
): Promise<ContentChange> {
  const metas = body.meta as AdminContentMetas | undefined;
  // An item with addresses needs its Czech one: the other languages fall back to it.
  if (def.metaEntity && !metas?.cs?.slug)
    throw new FieldsRefused({ 'meta.cs.slug': adminRefusals.slugRequired });
  const values = await def.values!(tx, body, null);
  // A new item is a draft until it is published.
  const [row] = (await tx
    .insert(def.table)
    .values({ ...def.newRow?.(), ...values, ...def.publication.values(null) } as never)
    .returning()) as ContentRow[];
  if (!row) throw new Error('insert returned no row');
  await writeMetas(tx, def, row.id, metas);
  return { record: await toRecord(tx, def, row), tags: [], before: null };
}

export async function updateContent(
  tx: Tx,
  def: ContentDefinition,
  id: number,
  body: Record<string, unknown>,
): Promise<ContentChange | null> {
  const current = await lockRow(tx, def, id);
  if (!current) return null;
  const before = await toRecord(tx, def, current);
  const slugsBefore = def.metaEntity ? await slugsOf(tx, def.metaEntity, id) : [];
  const values = await def.values!(tx, body, current);
  const [row] = (await tx
    .update(def.table)
    .set(values as never)
    .where(eq(def.id, id))
    .returning()) as ContentRow[];
  await writeMetas(tx, def, id, body.meta as AdminContentMetas | undefined);
  const slugsAfter = def.metaEntity ? await slugsOf(tx, def.metaEntity, id) : [];
  const record = await toRecord(tx, def, row!);
  // A draft is on no cached page; a scheduled one is revalidated by its job when it is due.
  const tags =
    record.state === 'published' || before.state === 'published'
      ? await def.tags(tx, row!, [...new Set([...slugsBefore, ...slugsAfter])])
      : [];
  return { record, tags, before };
}

export async function deleteContent(
  tx: Tx,
  def: ContentDefinition,
  id: number,
): Promise<ContentChange | null> {
  const current = await lockRow(tx, def, id);
  if (!current) return null;
  await def.beforeDelete?.(tx, current);
  const before = await toRecord(tx, def, current);
  const slugs = def.metaEntity ? await slugsOf(tx, def.metaEntity, id) : [];
  const tags = before.state === 'published' ? await def.tags(tx, current, slugs) : [];
  await tx.delete(def.table).where(eq(def.id, id));
  if (def.metaEntity)
    await tx.delete(pageMeta).where(and(eq(pageMeta.entityType, def.metaEntity), eq(pageMeta.entityId, id)));
  return { record: before, tags, before };
}

/**
 * Publishes now (no time, or one that has come), schedules (a time ahead: a job revalidates the
 * item's pages then) or takes the item back to a draft.
 */
export async function setPublication(
  tx: Tx,
  def: ContentDefinition,
  id: number,
  body: AdminPublicationBody,
  now = new Date(),
): Promise<ContentChange | null> {
  if (body.action === 'unpublish' && body.at !== undefined)
    throw new FieldsRefused({ at: adminRefusals.invalid });
  const current = await lockRow(tx, def, id);
  if (!current) return null;
  const before = await toRecord(tx, def, current);
  const at = body.action === 'publish' ? (body.at ? new Date(body.at) : now) : null;
  const [row] = (await tx
    .update(def.table)
    .set(def.publication.values(at) as never)
    .where(eq(def.id, id))
    .returning()) as ContentRow[];
  const record = await toRecord(tx, def, row!);
  const slugs = def.metaEntity ? await slugsOf(tx, def.metaEntity, id) : [];
  const tags = await def.tags(tx, row!, slugs);
  if (at) await scheduleRevalidation(tx, tags, at, now);
  // Published or taken back now: its pages change now (a scheduled one also leaves them if it was public).
  return { record, tags: record.state === 'scheduled' && before.state !== 'published' ? [] : tags, before };
}

/** Refuses deleting with a conflict and a Czech reason. */
export const refuseDelete = (title: string) => new HttpError(409, title);
