import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/pages/locale';
import { routeLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await routeLocale(params), namespace: 'Maintenance' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /udrzba: the maintenance page. Prerendered; while the shop's maintenance switch is on, the
 * storefront server answers every page with it under status 503 (server/maintenance.ts).
 */
export default async function MaintenancePage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Maintenance' });
  return (
    <div className="mx-auto max-w-2xl py-10 text-center md:py-16">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto h-16 w-16 text-brand"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
      </svg>
      <h1 className="mt-4 text-2xl font-extrabold md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 text-lg text-muted">{t('text')}</p>
    </div>
  );
}
