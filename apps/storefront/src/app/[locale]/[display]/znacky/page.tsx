import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BrandList } from '@/components/catalog/BrandList';
import { routeLocale } from '@/i18n/routing';
import { getBrandList } from '@/lib/cms/catalogue-texts';
import { samePathMetadata } from '@/lib/seo/metadata';
import { requirePage } from '@/lib/theme/pages';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Brands' });
  return samePathMetadata(locale, '/znacky', { title: t('title'), description: t('metaDescription') });
}

/** `/znacky`: every brand, heaviest first; prerendered and cached with the tag `catalog`. */
export default async function BrandsPage({ params }: Props) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await requirePage(locale, 'brands');
  const [brands, t] = await Promise.all([
    getBrandList(locale),
    getTranslations({ locale, namespace: 'Brands' }),
  ]);
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-ink md:text-lg">{t('intro')}</p>
      <BrandList brands={brands} locale={locale} />
    </>
  );
}
