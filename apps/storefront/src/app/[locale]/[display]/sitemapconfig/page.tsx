import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath, routeLocale } from '@/i18n/routing';
import { pageLocale } from '@/lib/pages/locale';
import { sitemapOverview } from '@/lib/seo/sitemap-config';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'SitemapConfig' });
  return { title: t('title'), alternates: { canonical: localizedPath(locale, '/sitemapconfig') } };
}

/**
 * /sitemapconfig: a readable page of what the sitemap holds, not a second machine document.
 * Crawlers already get /sitemap.xml (named in robots.txt); people and operators checking what
 * is published get its files, what each covers and which pages are left out on purpose.
 * Prerendered and cached with the catalogue like the sitemap itself.
 */
export default async function SitemapConfigPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, overview] = await Promise.all([
    getTranslations({ locale, namespace: 'SitemapConfig' }),
    sitemapOverview(),
  ]);
  return (
    <div className="mx-auto max-w-3xl py-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-2">
        {t('intro')}{' '}
        <a href="/sitemap.xml" className="font-semibold text-brand underline">
          /sitemap.xml
        </a>
      </p>
      <h2 className="mt-6 text-xl font-bold">{t('sections')}</h2>
      <ul className="mt-2 grid gap-2">
        {overview.files.map((f) => (
          <li key={f.file} className="rounded-md border border-muted p-3">
            <a href={`/sitemap/${f.file}`} className="font-semibold text-brand underline">
              {f.file}
            </a>
            <span>
              {' – '}
              {f.what === 'pages'
                ? `${t('home')}, ${t('categories').toLowerCase()} (${t('count', { count: overview.categories })})`
                : `${t('products')} (≤ ${t('count', { count: overview.chunkSize })})`}
            </span>
          </li>
        ))}
      </ul>
      <h2 className="mt-6 text-xl font-bold">{t('language')}</h2>
      <p className="mt-2">{t('languageText')}</p>
      <h2 className="mt-6 text-xl font-bold">{t('excluded')}</h2>
      <p className="mt-2">{t('excludedText')}</p>
    </div>
  );
}
