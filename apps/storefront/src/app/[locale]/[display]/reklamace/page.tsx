import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ServiceCasePage } from '@/components/service/ServiceCasePage';
import { localizedPath } from '@/i18n/routing';
import { firstParam, pageContext, type PrivatePageProps } from '@/lib/private-page';

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
export default async function ComplaintPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  // The order's page links here with its code: its token or the customer's log-in opens it.
  const orderCode = firstParam((await searchParams).objednavka);
  return <ServiceCasePage kind="complaint" locale={locale} path="/reklamace" orderCode={orderCode} />;
}
