import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CONTACT_FORM_LIMITS } from '@shop/rules';
import { localizedPath, routeLocale, type AppLocale } from '@/i18n/routing';
import { getShopContact } from '@/lib/contact/shop-contact';
import { ContactBox } from './ContactBox';
import type { ContactFormTexts } from './ContactForm';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** Where the consent's "how we treat data" link leads. */
const PRIVACY_PATH = '/vse-o-nakupu/souhlas-se-zpracovanim-osobnich-udaju';

/** The contact form's texts in the locale. */
export async function contactFormTexts(locale: AppLocale): Promise<ContactFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return {
    name: t('name'),
    email: t('email_label'),
    phone: t('phoneLabel'),
    phoneHint: t('phoneHint'),
    orderCode: t('orderCode'),
    orderCodeHint: t('orderCodeHint'),
    message: t('message'),
    messageHint: t('messageHint', { max: CONTACT_FORM_LIMITS.message.toLocaleString(locale) }),
    consent: t('consent'),
    privacy: t('privacy'),
    privacyHref: localizedPath(locale, PRIVACY_PATH),
    optional: t('optional'),
    submit: t('submit'),
    submitting: t('submitting'),
  };
}

/** `/kontakt/odeslano` and `/kontakt/oprava` answer the form's post: not indexed, canonical `/kontakt`. */
export async function contactAnswerMetadata(
  params: Promise<{ locale: string }>,
  title: 'sentTitle' | 'fixTitle',
): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return {
    title: t(title),
    robots: { index: false, follow: true },
    alternates: { canonical: localizedPath(locale, '/kontakt') },
  };
}

/**
 * `/kontakt` and its siblings: the heading, the contact box from the shop settings and, beside it,
 * `children` (the form, or the thank-you).
 */
export async function ContactPage({
  locale,
  heading,
  children,
}: {
  locale: AppLocale;
  heading?: string;
  children: ReactNode;
}) {
  const [t, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'Contact' }),
    getShopContact(locale),
  ]);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{heading ?? t('title')}</h1>
        <p className="max-w-prose text-muted">{t('intro')}</p>
      </header>
      <div className="grid-24 gap-y-8">
        <div className="col-span-24 md:col-span-9">
          {contact && <ContactBox contact={contact} locale={locale} />}
        </div>
        <LabelledSection
          id="contact-form-heading"
          heading={t('formHeading')}
          className="col-span-24 grid content-start gap-3 md:col-span-14 md:col-start-11"
          headingClassName="text-xl font-bold"
        >
          <p className="text-sm text-muted">{t('formIntro')}</p>
          {children}
        </LabelledSection>
      </div>
    </div>
  );
}
