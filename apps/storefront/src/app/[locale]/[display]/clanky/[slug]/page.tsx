import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveCategoryArticles } from '@/lib/articles/list';

/** `/clanky/{slug}` (named route articleList-slug): the articles of a category and of those under it. */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

const route = articleListRoute<{ locale: string; slug: string }>((params, locale) =>
  resolveCategoryArticles(params.slug, [], locale),
);

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
