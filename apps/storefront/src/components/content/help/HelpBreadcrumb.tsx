import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { siteUrl } from '@/lib/site';
import { AppLink } from '../../ui/AppLink';
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
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {links.map((c) => (
            <li key={c.path} className="flex items-center gap-2">
              <AppLink locale={locale} href={c.path} className="underline hover:no-underline">
                {c.name}
              </AppLink>
              <span aria-hidden="true">›</span>
            </li>
          ))}
          <li aria-current="page" className="font-semibold text-ink">
            {current.name}
          </li>
        </ol>
      </nav>
      <JsonLdScripts data={[jsonLd]} />
    </>
  );
}
