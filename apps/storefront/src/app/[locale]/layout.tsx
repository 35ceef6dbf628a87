import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { ErrorTextsProvider } from '@/components/ui/ErrorTexts';
import { RuleTextsProvider } from '@/components/ui/RuleTexts';
import { localeOrigin } from '@shop/rules';
import { offeredLocales } from '@/i18n/offered';
import { isAppLocale, localeContext, routing, siteDomains } from '@/i18n/routing';
import { env } from '@/lib/env';
import { ruleTextsIn } from '@/lib/rule-texts';
import { siteUrl } from '@/lib/site';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!isAppLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    // Relative links resolve on the locale's own address (its host, where it has one).
    metadataBase: new URL(localeOrigin(siteDomains, locale, siteUrl)),
    title: { default: t('defaultTitle'), template: t('titleTemplate') },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    formatDetection: { telephone: false },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  // A language the shop does not offer has no pages (its links are gone from the switcher and hreflang).
  if (!isAppLocale(locale) || !(await offeredLocales()).includes(locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages({ locale });
  return (
    <html lang={localeContext[locale].htmlLang}>
      <body className="bg-surface text-ink antialiased">
        {/* Product and category pictures, the largest paint of most pages, come from the media host. */}
        <link rel="preconnect" href={env.mediaUrl} />
        <ErrorTextsProvider texts={messages.Error}>
          <RuleTextsProvider texts={ruleTextsIn(locale)}>{children}</RuleTextsProvider>
        </ErrorTextsProvider>
        <HydrationMark />
      </body>
    </html>
  );
}
