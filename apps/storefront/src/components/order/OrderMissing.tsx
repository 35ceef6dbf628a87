import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/**
 * No order to show: no order cookie in this browser, an order the backend does not know, or a
 * gateway return for another order. Never a hint of whose order it might be.
 */
export async function OrderMissing({ locale, failed = false }: { locale: AppLocale; failed?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Order' });
  return (
    <div className="mx-auto max-w-2xl py-6 text-center md:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
        {failed ? t('loadFailedTitle') : t('missingTitle')}
      </h1>
      <p className="mt-3 text-muted">{failed ? t('loadFailedText') : t('missingText')}</p>
      <p className="mt-6">
        <a
          href={localizedPath(locale, '/')}
          className="inline-block rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {t('home')}
        </a>
      </p>
    </div>
  );
}
