import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { pageLocale } from '@/lib/pages/locale';
import { samePathMetadata } from '@/lib/seo/metadata';
import { HelpBreadcrumb, type Crumb } from './HelpBreadcrumb';

/** The help section's index pages: the infomail archive, the shopping information, the glossary. */
const HELP_INDEX_PATHS = {
  infomail: helpPaths.infomails,
  shoppingInfo: helpPaths.shoppingInfo,
  glossary: helpPaths.glossary,
} as const;
type HelpIndex = keyof typeof HELP_INDEX_PATHS;

type Props = { params: Promise<{ locale: string }> };

/**
 * A help index page's metadata and the page: breadcrumb, heading and introduction, with its `list`
 * below.
 */
export function helpIndexPage(index: HelpIndex, list: (locale: AppLocale) => Promise<ReactNode>) {
  const path = HELP_INDEX_PATHS[index];
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const locale = await pageLocale(params);
      const t = await getTranslations({ locale, namespace: 'Help' });
      return samePathMetadata(locale, path, {
        title: t(`${index}Title`),
        description: t(`${index}Description`),
      });
    },
    async Page({ params }: Props) {
      const locale = await pageLocale(params);
      const [t, children] = await Promise.all([getTranslations({ locale, namespace: 'Help' }), list(locale)]);
      return (
        <>
          <HelpBreadcrumb locale={locale} trail={[]} current={{ name: t(`${index}Title`), path }} />
          <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t(`${index}Title`)}</h1>
          <p className="mt-2 max-w-3xl text-muted md:text-lg">{t(`${index}Intro`)}</p>
          {children}
        </>
      );
    },
  };
}

/** The breadcrumb of a page under a help index: home, the index, the page. */
export async function HelpItemBreadcrumb({
  locale,
  index,
  current,
}: {
  locale: AppLocale;
  index: HelpIndex;
  current: Crumb;
}) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  return (
    <HelpBreadcrumb
      locale={locale}
      trail={[{ name: t(`${index}Title`), path: HELP_INDEX_PATHS[index] }]}
      current={current}
    />
  );
}
