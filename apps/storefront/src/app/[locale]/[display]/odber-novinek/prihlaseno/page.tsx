import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'Newsletter' }))('doneTitle'),
  );
}

/** `/odber-novinek/prihlaseno`: where a sign-up sent without JavaScript lands. */
export default async function NewsletterDonePage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  return (
    <div className="mx-auto max-w-xl py-6">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('pageTitle')}</h1>
      <p
        role="status"
        data-testid="newsletter-done"
        className="mt-4 rounded-md bg-brand-soft p-3 font-semibold"
      >
        {t('doneTitle')}
      </p>
      <p className="mt-3">{t('doneText')}</p>
      <p className="mt-6">
        <Link href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
