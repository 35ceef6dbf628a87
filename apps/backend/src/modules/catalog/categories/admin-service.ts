import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  cmsSlugPattern,
  errorCodes,
  type AdminCategory,
  type AdminCategoryCreateBody,
  type AdminCategoryMoveBody,
  type AdminCategoryName,
  type AdminCategoryUpdateBody,
} from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { Translated } from '../../../db/columns.ts';
import { FieldsRefused, HttpError } from '../../../http/errors.ts';
import { categories, productCategories, products } from '../tables.ts';
import { loadCategoryTree } from './service.ts';

/** Czech messages of the tree's refusals. */
export const categoryRefusals = {
  slugFormat: 'Jen malá písmena bez diakritiky, číslice a pomlčky',
  slugTaken: 'Tuto adresu už má jiná kategorie',
  parentMissing: 'Nadřazená kategorie neexistuje',
  intoOwnSubtree: 'Kategorii nelze přesunout do ní samotné ani do její podkategorie',
  notEmpty: 'Kategorii nelze smazat: obsahuje podkategorie nebo produkty. Nejdřív je přesuňte jinam.',
} as const;

type Row = typeof categories.$inferSelect;

/** The whole tree for the back office: parents before children, siblings by position. */
export async function adminCategoryTree(db: Db): Promise<AdminCategory[]> {
  const tree = await loadCategoryTree(db);
  const children = new Map<number | null, AdminCategory[]>();
  for (const c of tree.values()) {
    const row: AdminCategory = {
      id: c.id,
      parentId: c.parentId,
      position: c.position,
      name: c.name,
      slug: c.slug,
      visible: c.visible,
      image: c.image,
      productCount: c.productCount,
    };
    children.set(c.parentId, [...(children.get(c.parentId) ?? []), row]);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const out: AdminCategory[] = [];
  const seen = new Set<number>();
  const walk = (parentId: number | null) => {
    for (const c of children.get(parentId) ?? []) {
      if (seen.has(c.id)) continue; // a corrupt cycle must not hang the request
      seen.add(c.id);
      out.push(c);
      walk(c.id);
    }
  };
  walk(null);
  return out;
}

/** One category of the tree, or null when unknown. */
export async function adminCategory(db: Db, id: number): Promise<AdminCategory | null> {
  return (await adminCategoryTree(db)).find((c) => c.id === id) ?? null;
}

/**
 * Structure writes take this lock first: it lets readers through but queues every other writer of
 * the tree, so two concurrent moves never interleave their checks and renumbering.
 */
async function lockTree(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table catalog.categories in share row exclusive mode`);
}

/** A name with empty translations dropped, the way it is stored. */
function toTranslated(name: AdminCategoryName): Translated {
  const out: Translated = { cs: name.cs };
  if (name.sk) out.sk = name.sk;
  if (name.de) out.de = name.de;
  return out;
}

async function checkSlug(tx: Tx, slug: string, exceptId: number | null): Promise<void> {
  if (!cmsSlugPattern.test(slug)) throw new FieldsRefused({ slug: categoryRefusals.slugFormat });
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      exceptId === null
        ? eq(categories.slug, slug)
        : and(eq(categories.slug, slug), ne(categories.id, exceptId)),
    );
  if (taken) throw new FieldsRefused({ slug: categoryRefusals.slugTaken });
}

/** The children of a parent (null: top level) in their order. */
async function childIds(tx: Tx, parentId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((r) => r.id);
}

/** Positions 0, 1, 2 … in the given order; rows already in place are left alone. */
async function renumber(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update catalog.categories c set position = o.position - 1
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, position)
     where c.id = o.id and c.position <> o.position - 1`);
}

/** Inserts `id` into a sibling list at `position` (past the end: last). */
const placed = (ids: number[], id: number, position: number | undefined): number[] => {
  const at = Math.min(position ?? ids.length, ids.length);
  return [...ids.slice(0, at), id, ...ids.slice(at)];
};

async function rowOf(tx: Tx, id: number): Promise<Row | null> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

async function checkParent(tx: Tx, parentId: number | null): Promise<void> {
  if (parentId !== null && !(await rowOf(tx, parentId))) {
    throw new FieldsRefused({ parentId: categoryRefusals.parentMissing });
  }
}

/** A unique index refused the row (PostgreSQL 23505), however the driver wrapped the error. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Another category took the slug between the check and the write.
    if (isUniqueViolation(err)) throw new FieldsRefused({ slug: categoryRefusals.slugTaken });
    throw err;
  }
}

/** A new category under a parent, placed among its siblings; the caller's transaction. */
export async function createCategory(tx: Tx, input: AdminCategoryCreateBody): Promise<Row> {
  await lockTree(tx);
  await checkParent(tx, input.parentId);
  await checkSlug(tx, input.slug, null);
  const siblings = await childIds(tx, input.parentId);
  const [row] = await slugSafe(() =>
    tx
      .insert(categories)
      .values({
        parentId: input.parentId,
        slug: input.slug,
        name: toTranslated(input.name),
        position: siblings.length,
        image: input.image || null,
        visible: input.visible,
      })
      .returning(),
  );
  await renumber(tx, placed(siblings, row!.id, input.position));
  return (await rowOf(tx, row!.id))!;
}

/** Names, slug, visibility or picture changed; null when unknown. */
export async function updateCategory(
  tx: Tx,
  id: number,
  input: AdminCategoryUpdateBody,
): Promise<{ before: Row; after: Row } | null> {
  const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!before) return null;
  if (input.slug !== undefined) await checkSlug(tx, input.slug, id);
  const set: Partial<Row> = {};
  if (input.name !== undefined) set.name = toTranslated(input.name);
  if (input.slug !== undefined) set.slug = input.slug;
  if (input.visible !== undefined) set.visible = input.visible;
  if (input.image !== undefined) set.image = input.image || null;
  if (Object.keys(set).length === 0) return { before, after: before };
  const [after] = await slugSafe(() =>
    tx.update(categories).set(set).where(eq(categories.id, id)).returning(),
  );
  return { before, after: after! };
}

/**
 * A category moved under a new parent (null: top level) to a position among its children; both
 * sibling lists are renumbered. Refused when the new parent is the category or below it, which
 * would cut the subtree off the tree. Null when unknown.
 */
export async function moveCategory(
  tx: Tx,
  id: number,
  input: AdminCategoryMoveBody,
): Promise<{ before: Row; after: Row } | null> {
  await lockTree(tx);
  const before = await rowOf(tx, id);
  if (!before) return null;
  await checkParent(tx, input.parentId);
  if (input.parentId !== null) {
    const parents = new Map(
      (await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories)).map((r) => [
        r.id,
        r.parentId,
      ]),
    );
    const seen = new Set<number>();
    for (let p: number | null | undefined = input.parentId; p != null && !seen.has(p); p = parents.get(p)) {
      if (p === id) throw new FieldsRefused({ parentId: categoryRefusals.intoOwnSubtree });
      seen.add(p);
    }
  }
  const oldSiblings = (await childIds(tx, before.parentId)).filter((x) => x !== id);
  if (before.parentId !== input.parentId) {
    await tx.update(categories).set({ parentId: input.parentId }).where(eq(categories.id, id));
    await renumber(tx, oldSiblings);
    const newSiblings = (await childIds(tx, input.parentId)).filter((x) => x !== id);
    await renumber(tx, placed(newSiblings, id, input.position));
  } else {
    await renumber(tx, placed(oldSiblings, id, input.position));
  }
  return { before, after: (await rowOf(tx, id))! };
}

/**
 * Deletes a category without subcategories and products (neither listed in it nor having it as
 * their main category); otherwise refuses with 409. Null when unknown.
 */
export async function deleteCategory(tx: Tx, id: number): Promise<Row | null> {
  await lockTree(tx);
  const row = await rowOf(tx, id);
  if (!row) return null;
  const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  const [listed] = await tx
    .select({ n: count() })
    .from(productCategories)
    .where(eq(productCategories.categoryId, id));
  const [main] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  if (Number(children?.n) + Number(listed?.n) + Number(main?.n) > 0) {
    throw new HttpError(409, categoryRefusals.notEmpty, 'id', errorCodes.conflict);
  }
  await tx.delete(categories).where(eq(categories.id, id));
  await renumber(tx, await childIds(tx, row.parentId));
  return row;
}
