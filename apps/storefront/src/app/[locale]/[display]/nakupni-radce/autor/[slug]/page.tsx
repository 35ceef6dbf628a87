import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveAuthorArticles } from '@/lib/articles/list';

/** `/nakupni-radce/autor/{slug}`: an author's page with their articles (only for authors with a page). */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__' }];
}

const route = articleListRoute<{ locale: string; slug: string }>((params, locale) =>
  resolveAuthorArticles(params.slug, [], locale),
);

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
