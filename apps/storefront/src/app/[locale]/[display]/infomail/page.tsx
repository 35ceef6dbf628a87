import { helpPaths } from '@shop/contract';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HelpBreadcrumb } from '@/components/content/help/HelpBreadcrumb';
import { InfomailList } from '@/components/content/help/InfomailList';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getInfomails } from '@/lib/cms/help';
import { fixedPathMetadata } from '@/lib/seo/help-metadata';

type Props = { params: Promise<{ locale: string }> };

async function resolveLocale(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Help' });
  return fixedPathMetadata(locale, helpPaths.infomails, {
    title: t('infomailTitle'),
    description: t('infomailDescription'),
  });
}

/** /infomail: the archive of infomails, newest first, from a tagged cache (`infomails`). */
export default async function InfomailsPage({ params }: Props) {
  const locale = await resolveLocale(params);
  setRequestLocale(locale);
  const [t, infomails] = await Promise.all([
    getTranslations({ locale, namespace: 'Help' }),
    getInfomails(locale),
  ]);
  return (
    <>
      <HelpBreadcrumb
        locale={locale}
        trail={[]}
        current={{ name: t('infomailTitle'), path: helpPaths.infomails }}
      />
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('infomailTitle')}</h1>
      <p className="mt-2 max-w-3xl text-muted md:text-lg">{t('infomailIntro')}</p>
      <InfomailList locale={locale} infomails={infomails} />
    </>
  );
}
