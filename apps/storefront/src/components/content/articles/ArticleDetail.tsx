import type { Article, ArticleSummary } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { getArticleListConfiguration, getArticles } from '@/lib/cms/articles';
import {
  ARTICLE_LIST_PATH,
  articleCategoryPath,
  articlePath,
  articleTagPath,
  authorPath,
} from '@/lib/articles/paths';
import { absoluteUrl } from '@/lib/articles/urls';
import { mediaUrl } from '@/lib/media';
import { articleJsonLd } from '@/lib/seo/article-json-ld';
import { breadcrumbJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';
import { AppLink } from '../../ui/AppLink';
import { ArticleGrid } from './ArticleCard';
import { formatArticleDate } from './ArticleDate';
import { ArticleLead } from './ArticleLead';
import { ContentBreadcrumb, type Crumb } from './ContentBreadcrumb';
import { ContentBlocks } from '@/components/content/blocks/ContentBlocks';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { LinkList } from '@/components/content/LinkList';

const RELATED = 3;

/** Up to three other articles of the same category (the newest ones when it has too few). */
async function relatedArticles(article: Article, locale: AppLocale) {
  const category = article.category?.page_meta.slug;
  const others = (items: ArticleSummary[]) => items.filter((a) => a._id !== article._id);
  const same = category ? others((await getArticles({ limit: RELATED + 1, category }, locale)).items) : [];
  if (same.length >= RELATED) return same.slice(0, RELATED);
  const newest = others((await getArticles({ limit: RELATED * 2 + 1 }, locale)).items);
  const seen = new Set(same.map((a) => a._id));
  return [...same, ...newest.filter((a) => !seen.has(a._id))].slice(0, RELATED);
}

/**
 * An article: breadcrumb, title, date, author, category, picture, perex, content, its content
 * blocks, tags and related articles.
 */
export async function ArticleDetail({ article, locale }: { article: Article; locale: AppLocale }) {
  const [t, tCatalog, tMeta, config, related] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Catalog' }),
    getTranslations({ locale, namespace: 'Meta' }),
    getArticleListConfiguration(locale),
    relatedArticles(article, locale),
  ]);
  const { category, author } = article;
  const trail: Crumb[] = [{ name: config?.title || t('guide'), href: ARTICLE_LIST_PATH }];
  if (category?.master_category)
    trail.push({
      name: category.master_category.title,
      href: articleCategoryPath({ page_meta: category.master_category.page_meta, master_category: null }),
    });
  if (category) trail.push({ name: category.title, href: articleCategoryPath(category) });
  const url = absoluteUrl(localizedPath(locale, articlePath(article.page_meta.slug)));
  const authorHref = author?.author_has_page ? authorPath(author.page_meta.slug) : null;
  const jsonLd = [
    articleJsonLd(article, {
      url,
      imageUrl: (path) => mediaUrl(path, 1200),
      authorUrl: authorHref ? absoluteUrl(localizedPath(locale, authorHref)) : null,
      publisher: tMeta('siteName'),
    }),
    breadcrumbJsonLd([
      { name: tCatalog('home'), url: absoluteUrl(localizedPath(locale, '/')) },
      ...trail.map((c) => ({ name: c.name, url: absoluteUrl(localizedPath(locale, c.href)) })),
      { name: article.title, url },
    ]),
  ];

  return (
    <div>
      <ContentBreadcrumb
        locale={locale}
        items={trail}
        prefetch={false}
        current={article.short_title || article.title}
      />
      <article className="mx-auto max-w-3xl">
        <header>
          <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{article.title}</h1>
          <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <time dateTime={article.date_published}>
              {t('published', { date: formatArticleDate(article.date_published, locale) })}
            </time>
            {author && (
              <span>
                {authorHref ? (
                  <AppLink
                    locale={locale}
                    href={authorHref}
                    prefetch={false}
                    className="underline hover:no-underline"
                  >
                    {t('author', { name: author.title })}
                  </AppLink>
                ) : (
                  t('author', { name: author.title })
                )}
              </span>
            )}
            {category && (
              <span>
                {t('category')}:{' '}
                <AppLink
                  locale={locale}
                  href={articleCategoryPath(category)}
                  prefetch={false}
                  className="underline hover:no-underline"
                >
                  {category.title}
                </AppLink>
              </span>
            )}
          </p>
        </header>
        <ArticleLead image={article.image} perex={article.perex} content={article.content} locale={locale} />
        <ContentBlocks blocks={article.content_blocks} locale={locale} className="mt-8" />
        {article.tags.length > 0 && (
          <LabelledSection
            id="article-tags"
            heading={t('tags')}
            className="mt-8"
            headingClassName="mb-2 text-base font-bold"
          >
            <LinkList
              locale={locale}
              links={article.tags.map((tag) => ({
                key: tag._id,
                title: tag.title,
                path: articleTagPath(tag.page_meta.slug),
              }))}
              className="flex flex-wrap gap-2"
              linkClassName="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold hover:border-brand"
            />
          </LabelledSection>
        )}
      </article>
      {related.length > 0 && (
        <LabelledSection
          id="article-related"
          heading={t('related')}
          className="mt-12"
          headingClassName="mb-4 text-xl font-bold"
        >
          <ArticleGrid articles={related} locale={locale} headingLevel={3} />
        </LabelledSection>
      )}
      {jsonLd.map((data, i) => (
        <script
          key={i}
          type="application/ld+json"
          // JSON-LD from our own data, `<` escaped by serializeJsonLd.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </div>
  );
}
