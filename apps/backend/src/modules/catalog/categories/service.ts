import { eq, sql } from 'drizzle-orm';
import type { CatalogCategory, Locale, ProductCategory } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { perDatabaseCache } from '../../../db/per-database-cache.ts';
import { queryRows } from '../../../db/query.ts';
import { collator, translate } from '../../../http/locale.ts';
import type { Translated } from '../../../db/columns.ts';
import type { CatalogContent } from '../content.ts';
import { categories } from '../tables.ts';

interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  name: Translated;
  position: number;
  image: string | null;
  visible: boolean;
  /** Distinct visible products in the category and all its descendants. */
  productCount: number;
}

/** A category as other modules see it (menus, top categories): localized name, slug, count. */
export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
  productCount: number;
}

/**
 * The whole tree with subtree product counts. Categories number in the hundreds, so one query and a
 * map are cheaper than per-category lookups; a product listed in a category and its parent counts once.
 */
async function queryTree(db: Db): Promise<Map<number, CategoryNode>> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories),
    queryRows<{ category_id: number; product_count: number }>(
      db,
      sql`with recursive ancestry (category_id, ancestor_id) as (
            select id, id from catalog.categories
            union all
            select a.category_id, c.parent_id from ancestry a
              join catalog.categories c on c.id = a.ancestor_id
              where c.parent_id is not null)
          select a.ancestor_id as category_id, count(distinct pc.product_id)::int as product_count
            from catalog.product_categories pc
            join catalog.products p on p.id = pc.product_id and p.visible
            join ancestry a on a.category_id = pc.category_id
           group by a.ancestor_id`,
    ),
  ]);
  const countById = new Map(counts.map((c) => [c.category_id, c.product_count]));
  return new Map(rows.map((r) => [r.id, { ...r, productCount: countById.get(r.id) ?? 0 }]));
}

// Counting over 100 000 products takes a large fraction of a second, and every category page, menu
// and top-category tile needs the tree: keep it per database for a short while. Writers call
// invalidateCategoryTree; other processes see changes within the TTL.
const trees = perDatabaseCache(30_000, queryTree);
const loadTree = (db: Db) => trees.get(db);
/** The cached tree: every category, hidden ones too, by id. */
export const loadCategoryTree = loadTree;

/** Drops the cached tree after categories or product listings changed. */
export function invalidateCategoryTree(db: Db): void {
  trees.invalidate(db);
}

export async function listProductCategories(
  db: Db,
  locale: Locale,
  page: number,
  perPage: number,
): Promise<{
  data: ProductCategory[];
  currentPage: number;
  totalPages: number;
  perPage: number;
  total: number;
}> {
  const tree = await loadTree(db);
  const compare = collator(locale).compare;
  const all = [...tree.values()]
    .filter((c) => c.visible)
    .map((c) => ({
      id: c.id,
      name: translate(c.name, locale),
      slug: c.slug,
      parentId: c.parentId,
      position: c.position,
      productCount: c.productCount,
    }))
    .sort((a, b) => compare(a.name, b.name) || a.id - b.id);
  const totalPages = Math.max(1, Math.ceil(all.length / perPage));
  return {
    data: all.slice((page - 1) * perPage, page * perPage),
    currentPage: page,
    totalPages,
    perPage,
    total: all.length,
  };
}

export interface CategorySelector {
  slugs?: string[];
  ids?: number[];
  /** Hide categories not visible to shoppers. */
  checkPermissions: boolean;
}

/** Categories for category pages, in the order asked for; unknown ones are left out. */
export async function getCatalogCategories(
  db: Db,
  selector: CategorySelector,
  locale: Locale,
  content: CatalogContent,
): Promise<CatalogCategory[]> {
  const tree = await loadTree(db);
  const bySlug = new Map([...tree.values()].map((c) => [c.slug, c]));
  const wanted = [
    ...(selector.slugs ?? []).map((s) => bySlug.get(s)),
    ...(selector.ids ?? []).map((id) => tree.get(id)),
  ].filter((c): c is CategoryNode => c !== undefined && (!selector.checkPermissions || c.visible));
  const unique = [...new Map(wanted.map((c) => [c.id, c])).values()];
  if (unique.length === 0) return [];

  const contents = await content.categoryContents(
    db,
    unique.map((c) => c.id),
    locale,
  );
  const compareChildren = (a: CategoryNode, b: CategoryNode) => a.position - b.position || a.id - b.id;
  const ref = (c: CategoryNode) => ({ id: c.id, name: translate(c.name, locale), slug: c.slug });

  return unique.map((c) => {
    const breadcrumb: CategoryNode[] = [];
    for (
      let p = c.parentId === null ? undefined : tree.get(c.parentId);
      p;
      p = p.parentId === null ? undefined : tree.get(p.parentId)
    ) {
      breadcrumb.unshift(p);
      if (breadcrumb.length > 50) break; // a corrupt cycle must not hang the request
    }
    const children = [...tree.values()]
      .filter((x) => x.parentId === c.id && (!selector.checkPermissions || x.visible))
      .sort(compareChildren);
    const texts = contents.get(c.id);
    return {
      ...ref(c),
      parentId: c.parentId,
      breadcrumb: breadcrumb.map(ref),
      children: children.map((x) => ({ ...ref(x), productCount: x.productCount })),
      productCount: c.productCount,
      description: texts?.description ?? null,
      image: c.image,
      page_meta: texts?.pageMeta ?? {
        slug: c.slug,
        seo_title: null,
        seo_description: null,
        seo_keywords: null,
        share_image: null,
        meta_noindex: false,
        meta_nofollow: false,
        canonical_slugs: [{ language: locale, slug: c.slug }],
      },
    };
  });
}

/** Localized references for other modules (menus, top categories), keyed by id. */
export async function getCategoryRefs(
  db: Db,
  ids: number[],
  locale: Locale,
): Promise<Map<number, CategoryRef>> {
  if (ids.length === 0) return new Map();
  const tree = await loadTree(db);
  return new Map(
    ids.flatMap((id) => {
      const c = tree.get(id);
      return c && c.visible
        ? [
            [
              c.id,
              { id: c.id, name: translate(c.name, locale), slug: c.slug, productCount: c.productCount },
            ] as const,
          ]
        : [];
    }),
  );
}

/** A category and its visible descendants' ids, or null when it is unknown or hidden. */
export async function visibleSubtree(
  db: Db,
  id: number,
): Promise<{ id: number; name: Translated; slug: string; ids: number[] } | null> {
  const tree = await loadTree(db);
  const root = tree.get(id);
  if (!root || !root.visible) return null;
  const children = new Map<number, CategoryNode[]>();
  for (const c of tree.values()) {
    if (c.parentId === null || !c.visible) continue;
    children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  }
  const ids: number[] = [];
  const stack = [root];
  for (let c = stack.pop(); c; c = stack.pop()) {
    ids.push(c.id);
    if (ids.length > 100_000) break; // a corrupt cycle must not hang the request
    stack.push(...(children.get(c.id) ?? []));
  }
  return { id: root.id, name: root.name, slug: root.slug, ids };
}

/** The categories and all their descendants (visible or not), in id order; unknown ids are left out. */
export async function categorySubtrees(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const tree = await loadTree(db);
  const children = new Map<number, number[]>();
  for (const c of tree.values()) {
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  }
  const found = new Set<number>();
  const stack = ids.filter((id) => tree.has(id));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue; // overlapping subtrees, or a corrupt cycle
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...found].sort((a, b) => a - b);
}

/** The path from the root to the category (itself included), localized; empty when unknown. */
export async function categoryPath(
  db: Db,
  id: number,
  locale: Locale,
): Promise<{ id: number; name: string; slug: string }[]> {
  const tree = await loadTree(db);
  const path: CategoryNode[] = [];
  for (let c = tree.get(id); c; c = c.parentId === null ? undefined : tree.get(c.parentId)) {
    path.unshift(c);
    if (path.length > 50) break;
  }
  return path.map((c) => ({ id: c.id, name: translate(c.name, locale), slug: c.slug }));
}

/** A store category's slug, or null when there is no such category (inside a transaction too). */
export async function categorySlug(db: Db | Tx, id: number): Promise<string | null> {
  const [row] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, id));
  return row?.slug ?? null;
}
