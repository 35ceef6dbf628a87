import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/site';
import { ContentBreadcrumb } from '../articles/ContentBreadcrumb';
import { JsonLdScripts } from './JsonLdScripts';

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
  const absolute = (path: string) => new URL(localizedPath(locale, path), siteUrl).href;
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
