import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked, syncIdentity } from '../../db/bulk.ts';
import type { Dataset, LocaleCode, MenuItemRow } from '../../seed/dataset.ts';
import {
  categoryContents,
  menuItems,
  menus,
  pageMeta,
  pages,
  topCategories,
  topCategoryLinks,
} from './tables.ts';

const locales: LocaleCode[] = ['cs', 'sk', 'de'];

export async function seedCms(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(
    tx,
    menus,
    d.menus.map((m) => ({ code: m.code })),
  );
  // Ids are assigned here, parents before children, so the tree is written without reading ids back.
  let itemId = 0;
  const items: (typeof menuItems.$inferInsert)[] = [];
  const walk = (menuCode: string, parentId: number | null, rows: MenuItemRow[]) =>
    rows.forEach((row, position) => {
      const id = ++itemId;
      items.push({
        id,
        menuCode,
        parentId,
        position,
        title: row.title,
        categoryId: 'categoryId' in row.link ? row.link.categoryId : null,
        path: 'path' in row.link ? row.link.path : null,
        main: parentId === null,
      });
      walk(menuCode, id, row.children);
    });
  for (const m of d.menus) walk(m.code, null, m.items);
  await insertChunked(tx, menuItems, items);

  await insertChunked(
    tx,
    topCategories,
    d.topCategories.map((t) => ({
      id: t.id,
      title: t.title,
      type: t.type,
      image: t.image,
      categoryIds: t.categoryIds,
      weight: t.weight,
    })),
  );
  await insertChunked(
    tx,
    topCategoryLinks,
    d.topCategories.flatMap((t) =>
      t.links.map((l, position) => ({
        topCategoryId: t.id,
        position,
        title: l.title,
        categoryId: l.categoryId ?? null,
        path: l.path ?? null,
      })),
    ),
  );

  await insertChunked(
    tx,
    pages,
    d.pages.map((p, i) => ({ id: i + 1, title: p.title, content: p.content })),
  );
  await insertChunked(
    tx,
    categoryContents,
    d.categories.map((c) => ({
      categoryId: c.id,
      description: c.description,
      textBelowProducts: c.textBelowProducts ?? null,
      topCategoryImage: c.image,
    })),
  );

  // One page_meta row per locale the entity is translated to; the slug is shared until translated slugs exist.
  const metaRows: (typeof pageMeta.$inferInsert)[] = [
    ...d.pages.flatMap((p, i) =>
      locales
        .filter((l) => l === 'cs' || p.title[l] !== undefined)
        .map((locale) => ({
          entityType: 'page' as const,
          entityId: i + 1,
          locale,
          slug: p.slug,
          seoTitle: p.seo.title ?? null,
          seoDescription: p.seo.description ?? null,
        })),
    ),
    ...d.categories.flatMap((c) =>
      locales
        .filter((l) => l === 'cs' || c.name[l] !== undefined)
        .map((locale) => ({
          entityType: 'category' as const,
          entityId: c.id,
          locale,
          slug: c.slug,
          seoTitle: c.seo.title ?? null,
          seoDescription: c.seo.description ?? null,
          shareImage: c.image,
          metaNoindex: c.seo.noindex ?? false,
        })),
    ),
  ];
  await insertChunked(tx, pageMeta, metaRows);
  for (const t of ['menu_items', 'top_category_links', 'pages', 'page_meta'])
    await syncIdentity(tx, `cms.${t}`);
}

export async function truncateCms(tx: Tx): Promise<void> {
  await tx.execute(sql`truncate
    cms.page_meta, cms.category_contents, cms.pages, cms.top_category_links, cms.top_categories, cms.menu_items, cms.menus
    restart identity cascade`);
}
