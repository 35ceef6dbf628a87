import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { GlossaryIndex } from '@/components/content/help/GlossaryIndex';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getGlossaryTerms } from '@/lib/cms/help';
import { fixedPathMetadata } from '@/lib/seo/help-metadata';

type Props = { params: Promise<{ locale: string }> };

async function resolveLocale(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return fixedPathMetadata(locale, helpPaths.glossary, {
    title: t('glossaryTitle'),
    description: t('glossaryDescription'),
  });
}

/** /vykladovy-slovnik-pojmu: every term A–Z, from a tagged cache (`glossary`). */
export default async function GlossaryPage({ params }: Props) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const [t, terms] = await Promise.all([
    getTranslations({ locale, namespace: 'Help' }),
    getGlossaryTerms(locale),
  ]);
  return (
    <>
      <HelpBreadcrumb
        locale={locale}
        trail={[]}
        current={{ name: t('glossaryTitle'), path: helpPaths.glossary }}
      />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('glossaryTitle')}</h1>
      <p className="mt-2 max-w-3xl text-muted md:text-lg">{t('glossaryIntro')}</p>
      <GlossaryIndex locale={locale} terms={terms} />
    </>
  );
}
