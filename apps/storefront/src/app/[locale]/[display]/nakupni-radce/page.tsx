import { articleListRoute } from '@/components/content/articles/article-list-route';
import { resolveAllArticles } from '@/lib/articles/list';

/** `/nakupni-radce`: the newest articles, 15 a page, with the categories to filter by. */
const route = articleListRoute<{ locale: string }>((_params, locale) => resolveAllArticles([], locale));

export const generateMetadata = route.generateMetadata;
export default route.ArticleListRoute;
