import type { ArticleCategory } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { ARTICLE_LIST_PATH, articleCategoryPath } from '@/lib/articles/paths';
import { AppLink } from '../../ui/AppLink';

/** The article categories to filter by, as links; the current one marked. */
export async function ArticleCategoryNav({
  locale,
  categories,
  currentId,
}: {
  locale: AppLocale;
  categories: ArticleCategory[];
  /** The category shown, or null on the list of all articles. */
  currentId: string | null | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'Articles' });
  const items = [
    { id: null, name: t('allArticles'), href: ARTICLE_LIST_PATH },
    ...categories.map((c) => ({ id: c._id, name: c.menu_title || c.title, href: articleCategoryPath(c) })),
  ];
  return (
    <nav aria-label={t('categories')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const current = item.id === (currentId ?? null) && currentId !== undefined;
          return (
            <li key={item.href}>
              <AppLink
                locale={locale}
                href={item.href}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
                  current
                    ? 'border-brand bg-brand text-white'
                    : 'border-line bg-white text-ink hover:border-brand'
                }`}
              >
                {item.name}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
