import type { Article } from '@shop/contract';
import type { JsonLd } from './json-ld';

/** schema.org Article of a published article: headline, dates, picture, author and keywords. */
export function articleJsonLd(
  article: Article,
  opts: { url: string; imageUrl: (path: string) => string; authorUrl: string | null; publisher: string },
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.perex || undefined,
    url: opts.url,
    mainEntityOfPage: opts.url,
    datePublished: article.date_published,
    dateCreated: article.created,
    ...(article.image ? { image: [opts.imageUrl(article.image.path)] } : {}),
    ...(article.author
      ? {
          author: {
            '@type': 'Person',
            name: article.author.title,
            ...(opts.authorUrl ? { url: opts.authorUrl } : {}),
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: opts.publisher },
    ...(article.category ? { articleSection: article.category.title } : {}),
    ...(article.tags.length ? { keywords: article.tags.map((t) => t.title).join(', ') } : {}),
  };
}
