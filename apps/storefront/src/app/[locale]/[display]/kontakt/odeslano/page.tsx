import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ruleTexts } from '@/lib/rule-texts-server';
import { ContactPage } from '@/components/content/contact/ContactPage';
import { AppLink } from '@/components/ui/AppLink';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

async function localeOf(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return {
    title: t('sentTitle'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, '/kontakt') },
  };
}

/** `/kontakt/odeslano`: where a message sent without JavaScript lands: the thank-you. */
export default async function ContactSentRoute({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const { contactFormMessages } = await ruleTexts(locale);
  return (
    <ContactPage locale={locale} heading={t('sentTitle')}>
      <p role="status" className="rounded-md bg-brand-soft p-3 font-semibold">
        {contactFormMessages.sent}
      </p>
      <p>
        <AppLink
          locale={locale}
          href="/kontakt"
          prefetch={false}
          className="font-semibold text-brand underline"
        >
          {t('sentBack')}
        </AppLink>
      </p>
    </ContactPage>
  );
}
