import { getTranslations } from 'next-intl/server';
import { ruleTexts } from '@/lib/rule-texts-server';
import { ContactPage, contactAnswerMetadata } from '@/components/content/contact/ContactPage';
import { AppLink } from '@/components/ui/AppLink';
import { pageLocale } from '@/lib/pages/locale';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props) {
  return contactAnswerMetadata(params, 'sentTitle');
}

/** `/kontakt/odeslano`: where a message sent without JavaScript lands: the thank-you. */
export default async function ContactSentRoute({ params }: Props) {
  const locale = await pageLocale(params);
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
