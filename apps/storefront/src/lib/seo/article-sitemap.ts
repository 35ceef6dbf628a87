import { routing } from '@/i18n/routing';
import { ARTICLE_LIST_PATH, articleCategoryPath, articlePath } from '../articles/paths';
import { getAllArticleSlugs, getArticleCategories } from '../cms/articles';

/** The shopping guide's sitemap entries: the list, every listed category and every published article. */
export async function articleSitemapPaths(): Promise<{ path: string }[]> {
  const locale = routing.defaultLocale;
  const [slugs, categories] = await Promise.all([getAllArticleSlugs(locale), getArticleCategories(locale)]);
  const categoryPaths = new Set<string>();
  for (const c of categories) {
    if (c.master_category)
      categoryPaths.add(
        articleCategoryPath({ page_meta: c.master_category.page_meta, master_category: null }),
      );
    categoryPaths.add(articleCategoryPath(c));
  }
  return [
    { path: ARTICLE_LIST_PATH },
    ...[...categoryPaths].map((path) => ({ path })),
    ...slugs.map((slug) => ({ path: articlePath(slug) })),
  ];
}
