import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveAllArticles } from '@/lib/articles/list';
import { PAGE_SEGMENT } from '@/lib/articles/paths';

/** `/nakupni-radce/strana/{n}`: page n ≥ 2 of all articles; pages render on first visit. */
export function generateStaticParams() {
  return [{ page: '2' }];
}

const route = articleListRoute<{ locale: string; page: string }>((params, locale) =>
  resolveAllArticles([PAGE_SEGMENT, params.page], locale),
);

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
