import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { ContentBreadcrumb } from '../articles/ContentBreadcrumb';
import { JsonLdScripts } from './JsonLdScripts';
import { localeUrl } from '@/i18n/domains';

export interface Crumb {
  name: string;
  /** Storefront path without locale prefix. */
  path: string;
}

/**
 * Breadcrumb navigation of a help page (home first, the current page last and not a link) with its
 * BreadcrumbList JSON-LD.
 */
export async function HelpBreadcrumb({
  locale,
  trail,
  current,
}: {
  locale: AppLocale;
  trail: Crumb[];
  current: Crumb;
}) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });
  const links = [{ name: t('home'), path: '/' }, ...trail];
  const absolute = (path: string) => localeUrl(locale, path);
  const jsonLd = breadcrumbJsonLd([...links, current].map((c) => ({ name: c.name, url: absolute(c.path) })));
  return (
    <>
      <ContentBreadcrumb
        locale={locale}
        items={trail.map((c) => ({ name: c.name, href: c.path }))}
        current={current.name}
      />
      <JsonLdScripts data={[jsonLd]} />
    </>
  );
}
