import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServiceCasePage } from '@/components/service/ServiceCasePage';
import { localizedPath } from '@/i18n/routing';
import { pageContext, type PrivatePageProps } from '@/lib/private-page';

/** Rendered per request: a plain post's answer comes with the form's state. */
export const instant = false;

export async function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Complaint' });
  return {
    title: t('title'),
    description: t('intro'),
    alternates: { canonical: localizedPath(locale, '/reklamace') },
  };
}

/** /reklamace: the complaint form for an order. */
export default async function ComplaintPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  return <ServiceCasePage kind="complaint" locale={locale} path="/reklamace" />;
}
