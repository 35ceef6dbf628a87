import type { MenuItem, ThemePageName } from '@shop/contract';
import { isAppLocale, routing } from '@/i18n/routing';
import type { ErrorPageStatus } from '../error-pages';

/**
 * Which of the theme's switchable pages a storefront path leads to (setting `pages`). A page the
 * shop switches off answers 404 and leaves the menus, the footer, the header, the user menu and
 * the sitemap; a switched-off 403, 404 or 500 page is shown plain, without the shop's frame.
 * Edge-safe: type imports only, no zod.
 */

/** The shop's display flags by page; a page it does not name is shown. */
export type PageFlags = Readonly<Record<string, boolean>>;

/** First path segments of each switchable page (the articles: the guide and its categories). */
const PAGE_SEGMENTS = new Map<string, ThemePageName>([
  ['uzivatel', 'user'],
  ['prihlasit', 'login'],
  ['registrovat', 'registration'],
  ['kontakt', 'contact'],
  ['nejcastejsi-dotazy', 'faq'],
  ['pobocky', 'branches'],
  ['nakupni-radce', 'articles'],
  ['clanky', 'articles'],
  ['porovnani', 'compare'],
  ['znacky', 'brands'],
  ['rychla-objednavka', 'bulkOrder'],
]);

/** The checkout's steps after the cart (the cart itself stays). */
const CHECKOUT_STEPS: ReadonlySet<string> = new Set(['dodaci-udaje', 'doprava-a-platba', 'vydejni-misto']);

/** The flag of each error page. */
export const ERROR_PAGE_FLAGS = {
  403: 'error403',
  404: 'error404',
  500: 'error500',
} as const satisfies Record<ErrorPageStatus, ThemePageName>;

/** Whether the shop shows a page. */
export const isShown = (pages: PageFlags, page: ThemePageName): boolean => pages[page] !== false;

/**
 * The switchable page a path leads to, or null: a path on this shop (with or without its locale
 * prefix, query and fragment); an address elsewhere is no page of the shop.
 */
export function pageOfPath(path: string): ThemePageName | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const rest =
    isAppLocale(segments[0]) && segments[0] !== routing.defaultLocale ? segments.slice(1) : segments;
  const [first, second] = rest;
  if (first === 'kosik') return second && CHECKOUT_STEPS.has(second) ? 'checkout' : null;
  return (first && PAGE_SEGMENTS.get(first)) || null;
}

/** Whether a link to `path` may show: it leads to no page the shop switched off. */
export function isPathShown(path: string, pages: PageFlags): boolean {
  const page = pageOfPath(path);
  return page === null || isShown(pages, page);
}

/**
 * A menu without the links to switched-off pages: an entry leading to one goes with its submenu,
 * unless something of its submenu stays; then it stays as a heading without a link (path '').
 */
export function menuWithoutSwitchedOff(items: readonly MenuItem[], pages: PageFlags): MenuItem[] {
  return items.flatMap((item) => {
    const children = menuWithoutSwitchedOff(item.children, pages);
    if (isPathShown(item.path, pages)) return [{ ...item, children }];
    return children.length > 0 ? [{ ...item, path: '', children }] : [];
  });
}
