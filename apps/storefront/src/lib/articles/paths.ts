import type { ArticleCategory } from '@shop/contract';

/**
 * Storefront paths of the shopping guide (without locale prefix): the list `/nakupni-radce`, an
 * article `/nakupni-radce/{slug}`, a category `/clanky/{slug}` (or `/clanky/{master}/{slug}` under
 * its master category), a tag `/nakupni-radce/stitek/{slug}`, an author `/nakupni-radce/autor/{slug}`;
 * page n > 1 of a list adds `/strana/{n}`.
 */
export const ARTICLE_LIST_PATH = '/nakupni-radce';
/** The path segment before a list's page number. */
export const PAGE_SEGMENT = 'strana';

const seg = (slug: string) => encodeURIComponent(slug);

export const articlePath = (slug: string) => `${ARTICLE_LIST_PATH}/${seg(slug)}`;

export function articleCategoryPath(
  category: Pick<ArticleCategory, 'page_meta' | 'master_category'>,
): string {
  const master = category.master_category;
  return master
    ? `/clanky/${seg(master.page_meta.slug)}/${seg(category.page_meta.slug)}`
    : `/clanky/${seg(category.page_meta.slug)}`;
}

export const articleTagPath = (slug: string) => `${ARTICLE_LIST_PATH}/stitek/${seg(slug)}`;
export const authorPath = (slug: string) => `${ARTICLE_LIST_PATH}/autor/${seg(slug)}`;

/** Page `page` of a list at `base`. */
export const listPagePath = (base: string, page: number) =>
  page > 1 ? `${base}/${PAGE_SEGMENT}/${page}` : base;

/**
 * The page number a list's trailing segments name: none is page 1, `strana/{n}` with n ≥ 2 is
 * page n; anything else is no page (404). `strana/1` is not a page of its own either.
 */
export function pageFromSegments(segments: readonly string[]): number | null {
  if (segments.length === 0) return 1;
  if (segments.length !== 2 || segments[0] !== PAGE_SEGMENT) return null;
  const raw = segments[1]!;
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 2 ? page : null;
}
