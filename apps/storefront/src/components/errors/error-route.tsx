import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/pages/locale';
import { routeLocale } from '@/i18n/routing';
import type { ErrorPageStatus } from '@/lib/error-pages';
import { ERROR_NAMESPACES, ErrorPage } from './ErrorPage';

export type ErrorRouteProps = { params: Promise<{ locale: string }> };

/** Title of an error page's own route, never indexed. */
export async function errorRouteMetadata(
  params: ErrorRouteProps['params'],
  status: ErrorPageStatus,
): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: ERROR_NAMESPACES[status] });
  return { title: t('title'), robots: { index: false } };
}

/** An error page's own route: prerendered; the storefront server sends it under its status. */
export async function ErrorRoute({ params, status }: ErrorRouteProps & { status: ErrorPageStatus }) {
  const locale = await pageLocale(params);
  return <ErrorPage locale={locale} status={status} />;
}
