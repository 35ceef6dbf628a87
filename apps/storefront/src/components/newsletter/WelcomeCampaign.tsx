import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { NewsletterSignUp } from './NewsletterSignUp';
import { WelcomeDialog } from './WelcomeDialog';

/** The welcome campaign: a newsletter sign-up offered to a new visitor in an entry dialog. */
export async function WelcomeCampaign({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'WelcomeCampaign' });
  return (
    <WelcomeDialog labelledBy="welcome-heading" closeLabel={t('close')}>
      <h2 id="welcome-heading" className="pr-10 text-xl font-bold md:text-2xl">
        {t('title')}
      </h2>
      <p className="mt-2 mb-4 text-muted">{t('lead')}</p>
      <NewsletterSignUp locale={locale} source="welcome" />
    </WelcomeDialog>
  );
}
