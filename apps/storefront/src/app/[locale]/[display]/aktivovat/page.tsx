import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { activateNewsletter } from '@/lib/newsletter/activation';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

/** Rendered per request: the link's token is in the query. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Activate' }))('title'),
  );
}

/** /aktivovat?token=…: the newsletter activation link (route user-activate). */
export default async function ActivatePage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [t, result] = await Promise.all([
    getTranslations({ locale, namespace: 'Activate' }),
    searchParams.then((q) => activateNewsletter(locale, firstParam(q.token))),
  ]);
  const text = result.kind === 'activated' ? t('success') : t(result.kind);
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      <p
        role={result.kind === 'activated' ? 'status' : 'alert'}
        data-testid="activation-result"
        className={`mt-4 rounded-md p-3 font-semibold ${result.kind === 'activated' ? 'bg-brand-soft' : 'border border-danger bg-white text-danger'}`}
      >
        {text}
      </p>
      <p className="mt-6">
        <Link href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
