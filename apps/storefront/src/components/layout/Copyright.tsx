import { cacheLife } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/** Copyright line. Cached for a day so that reading the clock does not make pages dynamic. */
export async function Copyright({ locale }: { locale: AppLocale }) {
  'use cache';
  cacheLife('days');
  const t = await getTranslations({ locale, namespace: 'Layout.footer' });
  return <p>{t('copyright', { year: new Date().getFullYear() })}</p>;
}
