import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TopCategories } from '@/components/catalog/TopCategories';
import { InfoBoxes } from '@/components/content/home/InfoBoxes';
import { WideBanners } from '@/components/content/home/WideBanners';
import { localizedPath, routeLocale } from '@/i18n/routing';
import { getTopCategories } from '@/lib/cms';
import { getHomeBanners } from '@/lib/cms/content-blocks';
import { logAndReturn } from '@/lib/http';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return { title: t('title'), alternates: { canonical: localizedPath(locale, '/') } };
}

/**
 * Home: a prerendered shell; info boxes and wide banners (tag `banners`) and top categories
 * (`top-categories`) come from tagged caches.
 */
export default async function HomePage({ params }: Props) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  const [t, topCategories, home] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    // The page's main data: a failure goes to the error page.
    getTopCategories(locale),
    // Banners and info boxes are optional: without them the page still serves.
    getHomeBanners(locale).catch(logAndReturn('home banners', { banners: [], infoBoxes: [] })),
  ]);
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-ink md:text-4xl">{t('heading')}</h1>
      <p className="mt-2 text-muted md:text-lg">{t('intro')}</p>
      <InfoBoxes boxes={home.infoBoxes} label={t('infoBoxes')} locale={locale} />
      <WideBanners banners={home.banners} locale={locale} heading={t('banners')} />
      <TopCategories
        items={topCategories}
        locale={locale}
        heading={t('topCategories')}
        // The page's first picture is fetched first: the banner's where there is one (the categories
        // are then below the first screen).
        priorityImages={home.banners.length ? 0 : 2}
      />
    </>
  );
}
