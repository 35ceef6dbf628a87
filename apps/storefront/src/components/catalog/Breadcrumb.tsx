import type { AppLocale } from '@/i18n/routing';
import { ContentBreadcrumb } from '../content/articles/ContentBreadcrumb';

/** Breadcrumb navigation of catalogue pages: the category path, the current page last. */
export function Breadcrumb({
  locale,
  items,
  current,
  prefetch,
}: {
  locale: AppLocale;
  items: { name: string; slug: string }[];
  current: string;
  prefetch?: false;
}) {
  return (
    <ContentBreadcrumb
      locale={locale}
      items={items.map((c) => ({ name: c.name, href: `/${c.slug}` }))}
      current={current}
      prefetch={prefetch}
    />
  );
}
