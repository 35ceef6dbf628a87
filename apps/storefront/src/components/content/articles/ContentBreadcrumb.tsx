import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { AppLink } from '../../ui/AppLink';

export interface Crumb {
  name: string;
  /** Storefront path without locale prefix. */
  href: string;
}

/** Breadcrumb navigation: home first, the current page last (not a link). */
export async function ContentBreadcrumb({
  locale,
  items,
  current,
  prefetch,
}: {
  locale: AppLocale;
  items: Crumb[];
  current: string;
  /** Left to the link's default unless a page turns it off. */
  prefetch?: false;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  const trail = [{ name: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((c) => (
          <li key={c.href} className="flex items-center gap-2">
            <AppLink
              locale={locale}
              href={c.href}
              prefetch={prefetch}
              className="underline hover:no-underline"
            >
              {c.name}
            </AppLink>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
