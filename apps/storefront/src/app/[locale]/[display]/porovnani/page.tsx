import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComparedRedirect } from '@/components/compare/ComparedRedirect';
import { comparePagePath } from '@/lib/compare/texts';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { getGlobals } from '@/lib/product/server';
import { requirePage } from '@/lib/theme/pages';

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Compare' }))('title'),
    '/porovnani',
  );
}

/**
 * `/porovnani`: the same for everyone (prerendered); the browser, which keeps the compared
 * products, goes on to their comparison. Only while the shop has comparison on (`compare`).
 */
export default async function CompareIndexPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale, display } = await pageContext(params);
  setRequestLocale(locale);
  await requirePage(locale, 'compare');
  const [globals, t] = await Promise.all([
    getGlobals(locale, display.currency),
    getTranslations({ locale, namespace: 'Compare' }),
  ]);
  if (!globals.settings.functions.compare) notFound();
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <ComparedRedirect comparePath={comparePagePath(locale)} empty={t('empty')} loading={t('loading')} />
    </>
  );
}
