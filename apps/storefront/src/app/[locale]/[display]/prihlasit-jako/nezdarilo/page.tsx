import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'OperatorLogin' }))('failed'),
  );
}

/** /prihlasit-jako/nezdarilo: an operator's log-in link that did not work; the way on is the home page. */
export default async function OperatorLoginFailedPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'OperatorLogin' });
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p role="alert" className="mt-4 rounded-md border border-danger bg-white p-3 font-semibold text-danger">
        {t('failed')}
      </p>
      <p className="mt-4">
        <a href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
          {t('toHome')}
        </a>
      </p>
    </div>
  );
}
