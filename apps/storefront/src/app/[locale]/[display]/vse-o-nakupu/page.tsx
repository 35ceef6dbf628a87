import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { ShoppingInfoIndex } from '@/components/content/help/ShoppingInfoIndex';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getTextPages } from '@/lib/cms/help';
import { fixedPathMetadata } from '@/lib/seo/help-metadata';

type Props = { params: Promise<{ locale: string }> };

async function resolveLocale(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return fixedPathMetadata(locale, helpPaths.shoppingInfo, {
    title: t('shoppingInfoTitle'),
    description: t('shoppingInfoDescription'),
  });
}

/** /vse-o-nakupu: the index of the text pages (CMS `pages`, tag `pages`). */
export default async function ShoppingInfoIndexPage({ params }: Props) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const [t, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'Help' }),
    getTextPages(locale),
  ]);
  return (
    <>
      <HelpBreadcrumb
        locale={locale}
        trail={[]}
        current={{ name: t('shoppingInfoTitle'), path: helpPaths.shoppingInfo }}
      />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('shoppingInfoTitle')}</h1>
      <p className="mt-2 max-w-3xl text-muted md:text-lg">{t('shoppingInfoIntro')}</p>
      <ShoppingInfoIndex locale={locale} pages={pages} />
    </>
  );
}
