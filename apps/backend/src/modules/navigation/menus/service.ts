import { asc, eq } from 'drizzle-orm';
import type { Locale, MenuItem, MenuObjectResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { getCategoryRefs } from '../../catalog/index.ts';
import { menuItems, menus } from '../tables.ts';

/** A menu as a tree with storefront paths; null when there is no menu with that code. */
export async function getMenu(db: Db, code: string, locale: Locale): Promise<MenuObjectResponse | null> {
  const [menu] = await db.select().from(menus).where(eq(menus.code, code));
  if (!menu) return null;
  const rows = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.menuCode, code))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const categoryIds = [...new Set(rows.flatMap((r) => (r.categoryId === null ? [] : [r.categoryId])))];
  const refs = await getCategoryRefs(db, categoryIds, locale);

  const build = (parentId: number | null): MenuItem[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .flatMap((r) => {
        // A category item whose category is gone or hidden is dropped rather than linking to a 404.
        if (r.categoryId !== null && !refs.has(r.categoryId)) return [];
        const path = r.categoryId !== null ? `/${refs.get(r.categoryId)?.slug}` : (r.path ?? '/');
        return [
          { id: String(r.id), title: translate(r.title, locale), main: r.main, path, children: build(r.id) },
        ];
      });
  return { code: menu.code, items: build(null) };
}

/** The menus every page shows, in this order; a menu the shop has not set up is left out. */
export const PAGE_MENU_CODES = ['main', 'footer-1', 'footer-2'] as const;

/** The menus of every page (for the store's globals). */
export async function getPageMenus(db: Db, locale: Locale): Promise<MenuObjectResponse[]> {
  const menus = await Promise.all(PAGE_MENU_CODES.map((code) => getMenu(db, code, locale)));
  return menus.filter((m): m is MenuObjectResponse => m !== null);
}
