import { contentApi, pageQueryDocument, pageResult, type CmsPage, groupTags, itemTags } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { cmsGraphql } from '../cms/graphql';
import { BackendError, logAndReturn } from '../http';

/**
 * The not-found fallback of the catch-all: before the 404 the CMS is asked for
 * a URL rewrite of the path; a page result shows that text page with status 200.
 */

/** GET /url-rewrite?lang&path: the slug of the page shown at `path`, or null (also when it fails). */
export async function getUrlRewrite(path: string, locale: AppLocale): Promise<string | null> {
  'use cache';
  cacheTag(groupTags.urlRewrites);
  cacheLife('hours');
  try {
    const res = await callBackend(contentApi.urlRewrite, { locale, query: { lang: locale, path } });
    return res.page_meta.slug;
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    // A failed url-rewrite call is ignored. Thrown (not returned) so it is not cached.
    throw e;
  }
}

/** CMS `page(slug)` (GraphQL); tags `page:<slug>` and `pages`. Null when there is no such page. */
export async function getCmsPage(slug: string, locale: AppLocale): Promise<CmsPage | null> {
  'use cache';
  cacheTag(groupTags.pages, itemTags.page(slug));
  cacheLife('hours');
  const res = await cmsGraphql(locale, pageResult, pageQueryDocument, 'Page', { slug });
  return res.data.page;
}

/** The text page a rewritten catch-all path shows, or null for a real 404. */
export async function findRewrittenPage(
  params: Promise<{ locale: string; slug: string[] }>,
): Promise<{ page: CmsPage; path: string; locale: AppLocale } | null> {
  const { locale: raw, slug: segments } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  let path: string;
  try {
    // Without the listing-query segment the proxy may add (lib/page-rewrite).
    const decoded = segments.map((s) => decodeURIComponent(s));
    path = `/${decoded.filter((s) => !s.startsWith('~')).join('/')}`;
  } catch {
    return null;
  }
  if (path.length > 500) return null;
  const slug = await getUrlRewrite(path, locale).catch(logAndReturn('url-rewrite', null));
  if (!slug) return null;
  const page = await getCmsPage(slug, locale).catch(logAndReturn('rewritten page', null));
  return page ? { page, path, locale } : null;
}
