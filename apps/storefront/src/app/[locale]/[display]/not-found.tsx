import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/errors/ErrorPage';
import { PlainError } from '@/components/errors/PlainError';
import { isPageShown } from '@/lib/theme/pages';
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
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  // The shop switched its themed 404 off (setting pages): the plain one.
  if (!(await isPageShown(locale, 'error404'))) return <PlainError locale={locale} status={404} />;
  return <ErrorPage locale={locale} status={404} />;
}
