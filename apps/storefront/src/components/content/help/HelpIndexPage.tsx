import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale, type AppLocale } from '@/i18n/routing';
import { fixedPathMetadata } from '@/lib/seo/help-metadata';
import { HelpBreadcrumb } from './HelpBreadcrumb';

/** The help section's index pages: the infomail archive, the shopping information, the glossary. */
export type HelpIndex = 'infomail' | 'shoppingInfo' | 'glossary';

export type HelpIndexParams = Promise<{ locale: string }>;

/** The route's locale (an unknown one is the default), set for the request's translations. */
export async function helpIndexLocale(params: HelpIndexParams): Promise<AppLocale> {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  return locale;
}

export async function helpIndexMetadata(
  params: HelpIndexParams,
  index: HelpIndex,
  path: string,
): Promise<Metadata> {
  const locale = await helpIndexLocale(params);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return fixedPathMetadata(locale, path, {
    title: t(`${index}Title`),
    description: t(`${index}Description`),
  });
}

/** Breadcrumb, heading and introduction of a help index page, with its list below. */
export async function HelpIndexPage({
  locale,
  index,
  path,
  children,
}: {
  locale: AppLocale;
  index: HelpIndex;
  path: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Help' });
  return (
    <>
      <HelpBreadcrumb locale={locale} trail={[]} current={{ name: t(`${index}Title`), path }} />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t(`${index}Title`)}</h1>
      <p className="mt-2 max-w-3xl text-muted md:text-lg">{t(`${index}Intro`)}</p>
      {children}
    </>
  );
}
