import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { HydrationMark } from '@/components/layout/HydrationMark';
import { routing } from '@/i18n/routing';
import './globals.css';

/**
 * 404 for URLs outside any locale (the proxy sends every page path to a locale, so this is rare):
 * a path without a locale prefix is the default locale's.
 */
export default async function RootNotFound() {
  const locale = routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={locale}>
      <body>
        <main className="shop-container py-16 text-center">
          <h1 className="mb-2 text-3xl font-bold">{t('heading')}</h1>
          <p className="mb-6 text-muted">{t('text')}</p>
          <Link href="/" className="font-semibold text-brand underline">
            {t('home')}
          </Link>
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
