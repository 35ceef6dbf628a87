import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqTopics } from '@/components/content/help/FaqTopics';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { JsonLdScripts } from '@/components/content/help/JsonLdScripts';
import { routeLocale } from '@/i18n/routing';
import { getFaqTopics } from '@/lib/cms/help';
import { faqPageJsonLd } from '@/lib/seo/help-json-ld';
import { samePathMetadata } from '@/lib/seo/metadata';
import { requirePage } from '@/lib/theme/pages';
import { localeUrl } from '@/i18n/domains';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return samePathMetadata(locale, helpPaths.faq, { title: t('faqTitle'), description: t('faqDescription') });
}

/** /nejcastejsi-dotazy: the FAQ by topic, from a tagged cache (`faq`). */
export default async function FaqPage({ params }: Props) {
  const locale = await routeLocale(params);
  setRequestLocale(locale);
  await requirePage(locale, 'faq');
  const [t, topics] = await Promise.all([
    getTranslations({ locale, namespace: 'Help' }),
    getFaqTopics(locale),
  ]);
  const url = localeUrl(locale, helpPaths.faq);
  return (
    <>
      <HelpBreadcrumb locale={locale} trail={[]} current={{ name: t('faqTitle'), path: helpPaths.faq }} />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('faqTitle')}</h1>
      <p className="mt-2 max-w-3xl text-muted md:text-lg">{t('faqIntro')}</p>
      <FaqTopics locale={locale} topics={topics} />
      {topics.length > 0 && <JsonLdScripts data={[faqPageJsonLd(topics, url)]} />}
    </>
  );
}
