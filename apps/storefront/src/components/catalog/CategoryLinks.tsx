import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../ui/AppLink';

/** A list of category links with their product counts (subcategories, search results). */
export async function CategoryLinks({
  locale,
  items,
  labelledBy,
}: {
  locale: AppLocale;
  items: { id: number; name: string; slug: string; productCount: number }[];
  labelledBy?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  return (
    <ul
      aria-labelledby={labelledBy}
      className="grid grid-cols-1 gap-2 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
    >
      {items.map((c) => (
        <li key={c.id}>
          <AppLink
            locale={locale}
            prefetch={false}
            href={`/${c.slug}`}
            className="flex h-full flex-wrap items-baseline justify-between gap-x-3 rounded-md border border-line bg-white px-4 py-3 hover:border-brand hover:bg-brand-soft"
          >
            <span className="font-semibold text-brand">{c.name}</span>
            <span className="shrink-0 text-sm text-muted">
              {t('productCount', { count: c.productCount })}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
