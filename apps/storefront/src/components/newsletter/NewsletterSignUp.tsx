import type { NewsletterSource } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import {
  MARKETING_PRIVACY_PATH,
  NEWSLETTER_PAGE,
  type NewsletterFormState,
} from '@/lib/newsletter/newsletter-form';
import { NewsletterForm } from './NewsletterForm';

/**
 * The newsletter sign-up form with its texts in `locale`: the same for every visitor (the footer
 * is part of the shared, cached layout).
 */
export async function NewsletterSignUp({
  locale,
  source,
  initial,
}: {
  locale: AppLocale;
  source: NewsletterSource;
  initial?: NewsletterFormState;
}) {
  const t = await getTranslations({ locale, namespace: 'Newsletter' });
  const privacyHref = localizedPath(locale, MARKETING_PRIVACY_PATH);
  return (
    <NewsletterForm
      locale={locale}
      source={source}
      permalink={localizedPath(locale, NEWSLETTER_PAGE)}
      initial={initial}
      texts={{
        label: t('label'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        submitting: t('submitting'),
        consent: t.rich('consent', {
          link: (chunks) => (
            <a href={privacyHref} className="underline hover:no-underline">
              {chunks}
            </a>
          ),
        }),
      }}
    />
  );
}
