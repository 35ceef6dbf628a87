import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/content/contact/ContactForm';
import { ContactPage, contactFormTexts } from '@/components/content/contact/ContactPage';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { CONTACT_FORM } from '@/lib/contact/contact-form';
import { flashedState } from '@/lib/user/form-flash';

/** Rendered per request: it shows what a plain post of the form left. */
export const instant = false;

type Props = { params: Promise<{ locale: string }> };

async function localeOf(params: Props['params']): Promise<AppLocale> {
  const { locale } = await params;
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return {
    title: t('fixTitle'),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, '/kontakt') },
  };
}

/**
 * `/kontakt/oprava`: where the contact form posts without JavaScript. A refused message comes back
 * here with what was typed and a message beside every field to fix; opened directly, the form is
 * empty.
 */
export default async function ContactFixRoute({ params }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  const permalink = localizedPath(locale, '/kontakt/oprava');
  const [initial, texts] = await Promise.all([flashedState(CONTACT_FORM), contactFormTexts(locale)]);
  return (
    <ContactPage locale={locale}>
      <ContactForm locale={locale} permalink={permalink} texts={texts} initial={initial} />
    </ContactPage>
  );
}
