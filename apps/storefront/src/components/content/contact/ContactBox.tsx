import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatPostcode, telHref } from '@/lib/branches/view';
import type { ShopContact } from '@/lib/contact/shop-contact';
import { AppLink } from '../../ui/AppLink';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** The shop's contact box from its settings: the customer line and its hours, e-mail, the company. */
export async function ContactBox({ contact, locale }: { contact: ShopContact; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  return (
    <div className="grid content-start gap-6" data-testid="contact-box">
      <LabelledSection
        id="contact-support"
        heading={t('boxHeading')}
        className="grid gap-2 rounded-md bg-tint p-4"
        headingClassName="text-xl font-bold"
      >
        <dl className="grid gap-2">
          {contact.phone && (
            <div>
              <dt className="text-sm text-muted">{t('phone')}</dt>
              <dd>
                <a
                  href={telHref(contact.phone)}
                  className="text-lg font-bold text-brand underline hover:no-underline"
                >
                  {contact.phone}
                </a>
              </dd>
            </div>
          )}
          {contact.hours && (
            <div>
              <dt className="text-sm text-muted">{t('hours')}</dt>
              <dd className="font-semibold">{contact.hours}</dd>
            </div>
          )}
          {contact.email && (
            <div>
              <dt className="text-sm text-muted">{t('email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className="font-semibold underline hover:no-underline">
                  {contact.email}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </LabelledSection>
      <LabelledSection
        id="contact-company"
        heading={t('companyHeading')}
        className="grid gap-2"
        headingClassName="text-lg font-bold"
      >
        <address className="not-italic">
          {contact.name}
          <br />
          {contact.street}
          <br />
          {formatPostcode(contact.postcode)} {contact.city}
        </address>
        <p className="text-sm text-muted">
          {contact.ico && `${t('ico')} ${contact.ico}`}
          {contact.ico && contact.dic && ', '}
          {contact.dic && `${t('dic')} ${contact.dic}`}
        </p>
      </LabelledSection>
      <p className="text-sm">
        {t('branches')}{' '}
        <AppLink
          locale={locale}
          href="/pobocky"
          prefetch={false}
          className="font-semibold text-brand underline"
        >
          {t('branchesLink')}
        </AppLink>
        .
      </p>
    </div>
  );
}
