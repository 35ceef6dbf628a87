import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ERROR_NAMESPACES } from '@/components/errors/ErrorPage';
import { PlainError } from '@/components/errors/PlainError';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { plainErrorStatus } from '@/lib/theme/plain-error';

type Props = { params: Promise<{ locale: string; status: string }> };

export function generateStaticParams() {
  return ['403', '404', '500'].map((status) => ({ status }));
}

async function resolve(params: Props['params']) {
  const { locale: raw, status: segment } = await params;
  const locale: AppLocale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const status = plainErrorStatus(segment);
  if (!status) notFound();
  return { locale, status };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, status } = await resolve(params);
  const t = await getTranslations({ locale, namespace: ERROR_NAMESPACES[status] });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The plain 403, 404 or 500 page of a shop that switched its themed one off (setting pages),
 * without the shop's header, menus and footer. The proxy sends the error pages' paths here, and the
 * storefront server sends it under its status (server/error-pages).
 */
export default async function PlainErrorPage({ params }: Props) {
  const { locale, status } = await resolve(params);
  setRequestLocale(locale);
  return (
    <main id="content" className="shop-container">
      <PlainError locale={locale} status={status} />
    </main>
  );
}
