import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveAuthorArticles } from '@/lib/articles/list';
import { PAGE_SEGMENT } from '@/lib/articles/paths';

/** `/nakupni-radce/autor/{slug}/strana/{n}`: page n ≥ 2 of an author's articles. */
export function generateStaticParams() {
  // Cache Components needs one param; a slug nobody uses renders the 404 at build time.
  return [{ slug: '__none__', page: '2' }];
}

const route = articleListRoute<{ locale: string; slug: string; page: string }>((params, locale) =>
  resolveAuthorArticles(params.slug, [PAGE_SEGMENT, params.page], locale),
);

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
