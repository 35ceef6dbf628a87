import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveCategoryArticles } from '@/lib/articles/list';

/**
 * `/clanky/{master}/{child}` (named route articleList-slug-child) and the pages `/strana/{n}` of
 * both forms: a category's articles.
 */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__', rest: ['__none__'] }];
}

const route = articleListRoute<{ locale: string; slug: string; rest: string[] }>((params, locale) =>
  resolveCategoryArticles(params.slug, params.rest, locale),
);

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
