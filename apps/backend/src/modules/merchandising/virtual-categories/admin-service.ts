import { asc, eq } from 'drizzle-orm';
import type { AdminCategoryName, AdminVirtualCategory, AdminVirtualCategoryBody } from '@shop/contract';
import { CURRENCIES, toMajor, toMinor } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { existingCategoryIds, existingTagIds, parameterValuesByIds } from '../../catalog/index.ts';
import { groupValuesByParameter } from '../scope.ts';
import { virtualCategories, type PriceRanges } from '../tables.ts';
import { deleteSlugs, slugsByEntity, writeSlugs } from '../../publishing/index.ts';

/** Czech messages of the rules' refusals. */
export const ruleRefusals = {
  unknownTag: 'Štítek s tímto číslem neexistuje',
  unknownCategory: 'Kategorie s tímto číslem neexistuje',
  unknownValue: 'Hodnota parametru s tímto číslem neexistuje',
  priceOrder: 'Cena „do“ musí být vyšší než cena „od“',
} as const;

type Row = typeof virtualCategories.$inferSelect;

/** A translated text with empty translations dropped. */
export function toTranslated(text: AdminCategoryName): Translated {
  return { cs: text.cs, ...(text.sk ? { sk: text.sk } : {}), ...(text.de ? { de: text.de } : {}) };
}

/** Translated HTML sanitised as it is stored; empty Czech: none at all. */
export function toTranslatedHtml(
  text: { cs: string; sk?: string; de?: string } | null | undefined,
): Translated | null {
  if (!text || !text.cs.trim()) return null;
  const clean = (html: string | undefined) => (html?.trim() ? (cleanHtml(html) ?? undefined) : undefined);
  const out: Translated = { cs: clean(text.cs) ?? '' };
  const sk = clean(text.sk);
  const de = clean(text.de);
  if (sk) out.sk = sk;
  if (de) out.de = de;
  return out;
}

/** The ids of `ids` missing from `known`, as field refusals `field` (the first one). */
function refuseUnknown(
  field: string,
  ids: number[],
  known: Set<number>,
  title: string,
): Record<string, string> {
  const missing = ids.find((id) => !known.has(id));
  return missing === undefined ? {} : { [field]: `${title}: ${missing}` };
}

/** Refuses tags, categories and parameter values that do not exist (422, all fields at once). */
export async function checkRuleRefs(
  db: Db | Tx,
  refs: { tagIds?: number[]; categoryIds?: Record<string, number[]>; parameterValueIds: number[] },
): Promise<void> {
  const categoryIds = Object.values(refs.categoryIds ?? {}).flat();
  const [tags, categories, values] = await Promise.all([
    existingTagIds(db, refs.tagIds ?? []),
    existingCategoryIds(db, categoryIds),
    parameterValuesByIds(db, refs.parameterValueIds),
  ]);
  const refused = {
    ...refuseUnknown('tagIds', refs.tagIds ?? [], tags, ruleRefusals.unknownTag),
    ...Object.assign(
      {},
      ...Object.entries(refs.categoryIds ?? {}).map(([field, ids]) =>
        refuseUnknown(field, ids, categories, ruleRefusals.unknownCategory),
      ),
    ),
    ...refuseUnknown(
      'parameterValueIds',
      refs.parameterValueIds,
      new Set(values.map((v) => v.id)),
      ruleRefusals.unknownValue,
    ),
  };
  if (Object.keys(refused).length > 0) throw new FieldsRefused(refused);
}

/** Price bounds in whole units to stored minor units; a range with `to` below `from` is refused. */
function toPriceRanges(input: AdminVirtualCategoryBody['priceRanges']): PriceRanges {
  const out: PriceRanges = {};
  const refused: Record<string, string> = {};
  for (const code of ['CZK', 'EUR'] as const) {
    const range = input[code];
    if (!range || (range.from === undefined && range.to === undefined)) continue;
    const decimals = CURRENCIES[code].decimalPlaces;
    const from = range.from === undefined ? undefined : toMinor(range.from, decimals);
    const to = range.to === undefined ? undefined : toMinor(range.to, decimals);
    if (from !== undefined && to !== undefined && to < from)
      refused[`priceRanges.${code}.to`] = ruleRefusals.priceOrder;
    out[code] = { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
  }
  if (Object.keys(refused).length > 0) throw new FieldsRefused(refused);
  return out;
}

function toAdmin(row: Row, slugs: AdminVirtualCategory['slugs'] | undefined): AdminVirtualCategory {
  const priceRanges: AdminVirtualCategory['priceRanges'] = {};
  for (const code of ['CZK', 'EUR'] as const) {
    const range = row.priceRanges[code];
    if (!range) continue;
    const decimals = CURRENCIES[code].decimalPlaces;
    priceRanges[code] = {
      ...(range.from === undefined ? {} : { from: toMajor(range.from, decimals) }),
      ...(range.to === undefined ? {} : { to: toMajor(range.to, decimals) }),
    };
  }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tagIds: row.tagIds,
    categoryIds: row.categoryIds,
    excludedCategoryIds: row.excludedCategoryIds,
    parameterValueIds: row.parameters.flatMap((p) => p.values),
    priceRanges,
    slugs: slugs ?? { cs: '' },
  };
}

/** Every virtual category, in id order. */
export async function listVirtualCategories(db: Db): Promise<AdminVirtualCategory[]> {
  const rows = await db.select().from(virtualCategories).orderBy(asc(virtualCategories.id));
  const slugs = await slugsByEntity(
    db,
    'virtual_category',
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdmin(r, slugs.get(r.id)));
}

/** One virtual category, or null when unknown (inside a transaction too). */
export async function virtualCategoryOf(db: Db | Tx, id: number): Promise<AdminVirtualCategory | null> {
  const [row] = await db.select().from(virtualCategories).where(eq(virtualCategories.id, id));
  if (!row) return null;
  return toAdmin(row, (await slugsByEntity(db, 'virtual_category', [id])).get(id));
}

/**
 * Creates (id null) or replaces a virtual category with its rules and slugs in the caller's
 * transaction. Null when the one to replace does not exist; otherwise it before and after.
 */
export async function saveVirtualCategory(
  tx: Tx,
  id: number | null,
  input: AdminVirtualCategoryBody,
): Promise<{ before: AdminVirtualCategory | null; after: AdminVirtualCategory } | null> {
  const before = id === null ? null : await virtualCategoryOf(tx, id);
  if (id !== null && !before) return null;
  await checkRuleRefs(tx, {
    tagIds: input.tagIds,
    categoryIds: { categoryIds: input.categoryIds, excludedCategoryIds: input.excludedCategoryIds },
    parameterValueIds: input.parameterValueIds,
  });
  const values = {
    title: toTranslated(input.title),
    description: toTranslatedHtml(input.description),
    tagIds: [...new Set(input.tagIds)],
    categoryIds: [...new Set(input.categoryIds)],
    excludedCategoryIds: [...new Set(input.excludedCategoryIds)],
    parameters: await groupValuesByParameter(tx, input.parameterValueIds),
    priceRanges: toPriceRanges(input.priceRanges),
  };
  const [row] =
    id === null
      ? await tx.insert(virtualCategories).values(values).returning()
      : await tx.update(virtualCategories).set(values).where(eq(virtualCategories.id, id)).returning();
  await writeSlugs(tx, 'virtual_category', row!.id, input.slugs);
  return { before, after: (await virtualCategoryOf(tx, row!.id))! };
}

/** Deletes a virtual category and its slugs; null when unknown. */
export async function deleteVirtualCategory(tx: Tx, id: number): Promise<AdminVirtualCategory | null> {
  const before = await virtualCategoryOf(tx, id);
  if (!before) return null;
  await tx.delete(virtualCategories).where(eq(virtualCategories.id, id));
  await deleteSlugs(tx, 'virtual_category', id);
  return before;
}
