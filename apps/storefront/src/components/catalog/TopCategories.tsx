import type { TopCategory } from '@shop/contract';
import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../ui/AppLink';
import { MediaImage } from '../ui/MediaImage';
import { CATEGORY_TITLE_MAX, truncate } from '../ui/truncate';

/** The link a top-category item points at; null for a plain list of links. */
function mainLink(item: TopCategory) {
  if (item.top_category_item_type === 'links') return null;
  return item.top_categories[0] ?? null;
}

function linkHref(link: TopCategory['links'][number]): string | null {
  if (link.link_type === 'custom_link' || link.link_type === 'basic') return link.custom_link;
  if (link.category_link) return `/${link.category_link.slug}`;
  return link.custom_link;
}

/** Grid of top-category cards (CMS `configuration_top_categories`), used on home and error pages. */
export async function TopCategories({
  items,
  locale,
  heading,
  headingLevel = 2,
  priorityImages = 0,
  headingId = 'top-categories-heading',
  headingStyle,
}: {
  items: TopCategory[];
  locale: AppLocale;
  heading: string;
  headingLevel?: 2 | 3;
  /** Unique on the page when the tiles appear more than once. */
  headingId?: string;
  /** The heading's colours (a CMS categories block sets its own). */
  headingStyle?: CSSProperties;
  /** How many leading images load eagerly (the rest are lazy). */
  priorityImages?: number;
}) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  const H = `h${headingLevel}` as const;
  const CardH = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <H
        id={headingId}
        className={`mb-4 text-xl font-bold md:text-2xl ${headingStyle?.backgroundColor ? 'inline-block rounded px-3 py-1' : ''}`}
        style={headingStyle}
      >
        {heading}
      </H>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => {
          const main = mainLink(item);
          const title = truncate(item.title, CATEGORY_TITLE_MAX);
          return (
            <li
              key={item._id}
              className="flex flex-col rounded-lg border border-line bg-white p-3 shadow-sm sm:p-4 transition-shadow hover:shadow-md"
            >
              {item.image && (
                <div className="mx-auto mb-3 flex aspect-square w-full max-w-[270px] items-center justify-center overflow-hidden rounded-md bg-tint">
                  <MediaImage
                    path={item.image.path}
                    alt={item.image.alt || item.title}
                    size={270}
                    priority={i < priorityImages}
                    className="h-auto max-h-full w-full object-contain"
                  />
                </div>
              )}
              <CardH className="text-base leading-snug font-bold sm:text-lg">
                {main ? (
                  <AppLink locale={locale} href={`/${main.slug}`} className="text-brand hover:underline">
                    {title}
                  </AppLink>
                ) : (
                  title
                )}
              </CardH>
              {main && (
                <p className="text-sm text-muted">{t('productCount', { count: main.product_count })}</p>
              )}
              {item.links.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  {item.links.map((link) => {
                    const href = linkHref(link);
                    if (!href) return null;
                    return (
                      <li key={`${link.title}-${href}`}>
                        <AppLink
                          locale={locale}
                          href={href}
                          newTab={link.link_target_blank}
                          prefetch={false}
                          className="text-ink underline decoration-line underline-offset-2 hover:decoration-brand"
                        >
                          {truncate(link.title, CATEGORY_TITLE_MAX)}
                        </AppLink>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
