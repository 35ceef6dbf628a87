import type { ArticleSummary } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { articlePath } from '@/lib/articles/paths';
import { AppLink } from '../../ui/AppLink';
import { ArticleDate } from './ArticleDate';
import { ArticleImage } from './ArticleImage';

/** An article in a list: picture, category, title (the link), date and perex. */
export function ArticleCard({
  article,
  locale,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  locale: AppLocale;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white focus-within:ring-2 focus-within:ring-brand hover:border-brand">
      {article.image && (
        <ArticleImage
          path={article.image.path}
          alt=""
          width={400}
          className="aspect-[40/21] h-auto w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {article.category && <p className="text-sm font-semibold text-muted">{article.category.title}</p>}
        <Heading className="text-lg font-bold leading-snug">
          <AppLink
            locale={locale}
            href={articlePath(article.page_meta.slug)}
            prefetch={false}
            className="text-ink after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {article.title}
          </AppLink>
        </Heading>
        <p className="text-sm text-muted">
          <ArticleDate iso={article.date_published} locale={locale} />
        </p>
        {article.perex && <p className="text-sm">{article.perex}</p>}
      </div>
    </article>
  );
}

/** Articles as a grid of cards: one column on a phone, up to three on a wide screen. */
export function ArticleGrid({
  articles,
  locale,
  headingLevel,
  labelledBy,
}: {
  articles: readonly ArticleSummary[];
  locale: AppLocale;
  headingLevel?: 2 | 3;
  /** The id of the heading that names the list, when there is one. */
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3">
      {articles.map((a) => (
        <li key={a._id}>
          <ArticleCard article={a} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
