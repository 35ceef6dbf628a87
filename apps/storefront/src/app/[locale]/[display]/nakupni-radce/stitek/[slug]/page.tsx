import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveTagArticles } from '@/lib/articles/list';

/** `/nakupni-radce/stitek/{slug}` (named route articleTag-slug): the articles with a tag. */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

const route = articleListRoute<{ locale: string; slug: string }>((params, locale) =>
  resolveTagArticles(params.slug, [], locale),
);

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
