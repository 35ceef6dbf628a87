import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { isAppLocale, routing } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false } };
}

/**
 * 404 inside the shop frame, as the client shows it after a navigation. A document request gets the
 * same page server-rendered from the `stranka-nenalezena` route (lib/error-pages).
 */
export default async function NotFound() {
  const requested = await getLocale();
  return <ErrorPage locale={isAppLocale(requested) ? requested : routing.defaultLocale} status={404} />;
}
