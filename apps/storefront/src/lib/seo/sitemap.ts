import { catalogueApi, groupTags } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { localeUrl } from '@/i18n/domains';
import { routing, type AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { productPath } from '../product';
import { siteUrl } from '../site';
import { getProductCategories } from '../store';
import { helpSitemapPaths } from './help-sitemap';
import { articleSitemapPaths } from './article-sitemap';
import { guideSitemapPaths } from './guide-sitemap';
import { branchSitemapPaths } from './branch-sitemap';
import { pageFlags } from '../theme/pages';
import { isPathShown } from '../theme/page-paths';

/**
 * sitemap.xml as an index of chunks (the sitemap protocol allows 50 000 URLs a file; chunks of
 * 10 000 keep each file quick to build): `pages.xml` (home and categories) and `products-{n}.xml`.
 * Products are read from the catalogue state of the root categories (which include their
 * subcategories), 100 a page; chunk n covers the n-th run of 100 pages across the roots.
 */
export const SITEMAP_CHUNK = 10_000;
const PER_PAGE = 100;
const PAGES_PER_CHUNK = SITEMAP_CHUNK / PER_PAGE;
const LOCALE: AppLocale = routing.defaultLocale;

export interface SitemapUrl {
  /** Storefront path without locale prefix. */
  path: string;
}

/** One page of a root category's catalogue state. */
const statePage = (rootId: number, page: number, perPage: number) =>
  callBackend(catalogueApi.state, {
    locale: LOCALE,
    query: { scope: 'category', id: String(rootId), page: String(page), perPage: String(perPage) },
  });

/** Root categories with their product totals (one cheap state call each). Tag `catalog`. */
async function rootTotals(): Promise<{ id: number; total: number }[]> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  const roots = (await getProductCategories(LOCALE)).filter((c) => c.parentId === null);
  return Promise.all(
    roots.map(async (c) => ({
      id: c.id,
      total: (await statePage(c.id, 1, 1)).total,
    })),
  );
}

/** Every state page to read, in order: (root, page). */
async function pagePlan(): Promise<{ rootId: number; page: number }[]> {
  const totals = await rootTotals();
  return totals.flatMap((r) =>
    Array.from({ length: Math.ceil(r.total / PER_PAGE) }, (_, i) => ({ rootId: r.id, page: i + 1 })),
  );
}

export async function productChunkCount(): Promise<number> {
  return Math.max(1, Math.ceil((await pagePlan()).length / PAGES_PER_CHUNK));
}

/** Product paths of chunk `n` (0-based), without duplicates of cross-listed products. */
export async function productChunk(n: number): Promise<SitemapUrl[]> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  const pages = (await pagePlan()).slice(n * PAGES_PER_CHUNK, (n + 1) * PAGES_PER_CHUNK);
  const seen = new Set<string>();
  const out: SitemapUrl[] = [];
  // A few requests at a time: enough to be quick, not enough to flood the catalogue.
  for (let i = 0; i < pages.length; i += 8) {
    const batch = await Promise.all(pages.slice(i, i + 8).map((p) => statePage(p.rootId, p.page, PER_PAGE)));
    for (const state of batch)
      for (const product of state.products) {
        if (seen.has(product.slug)) continue;
        seen.add(product.slug);
        out.push({ path: productPath(routing.defaultLocale, product.slug) });
      }
  }
  return out;
}

/**
 * Home, every category, the help and article pages, the guides, the branches and the contact page:
 * without the pages the shop switched off (setting pages).
 */
export async function pageUrls(): Promise<SitemapUrl[]> {
  const [categories, help, articles, guides, branches, pages] = await Promise.all([
    getProductCategories(LOCALE),
    helpSitemapPaths(),
    articleSitemapPaths(),
    guideSitemapPaths(),
    branchSitemapPaths(),
    pageFlags(LOCALE),
  ]);
  return [
    { path: '/' },
    ...categories.map((c) => ({ path: `/${c.slug}` })),
    ...help,
    ...articles,
    ...guides,
    ...branches,
  ].filter((url) => isPathShown(url.path, pages));
}

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const absolute = (path: string) => escapeXml(new URL(path, siteUrl).href);

/**
 * A <urlset> with hreflang alternates of the offered locales (the same slug on each locale's
 * address), none while the shop offers one language.
 */
export function urlsetXml(urls: SitemapUrl[], offered: readonly AppLocale[]): string {
  const entries = urls.map((u) => {
    const alternates = (offered.length > 1 ? offered : [])
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(localeUrl(l, u.path))}"/>`)
      .join('');
    return `<url><loc>${escapeXml(localeUrl(LOCALE, u.path))}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: string[]): string {
  const entries = files.map((f) => `<sitemap><loc>${absolute(`/sitemap/${f}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const xmlHeaders = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};
