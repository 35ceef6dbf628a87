import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { isAppLocale, routing } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: isAppLocale(locale) ? locale : routing.defaultLocale,
    namespace: 'Error',
  });
  return { title: t('title'), robots: { index: false } };
}

/** The 500 page, prerendered; the storefront server sends it with status 500 (lib/error-pages). */
export default async function ServerErrorPage({ params }: Props) {
  const { locale: raw } = await params;
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  setRequestLocale(locale);
  return <ErrorPage locale={locale} status={500} />;
}
