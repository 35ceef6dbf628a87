import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import type { ErrorPageStatus } from '@/lib/error-pages';
import { ERROR_NAMESPACES } from './ErrorPage';

/**
 * The plain content of a 403, 404 or 500 page whose themed one the shop switched off (setting
 * pages): what happened and a way home, without the status picture and the top categories.
 */
export async function PlainError({ locale, status }: { locale: AppLocale; status: ErrorPageStatus }) {
  const t = await getTranslations({ locale, namespace: ERROR_NAMESPACES[status] });
  return (
    <div className="py-10 text-center">
      <h1 className="mb-2 text-3xl font-bold">{t('heading')}</h1>
      <p className="mb-6 text-muted">{t('text')}</p>
      <a href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
        {t('home')}
      </a>
    </div>
  );
}
