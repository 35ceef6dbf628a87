import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { AccountShell } from '@/components/user/AccountShell';
import { DeleteAccountForm } from '@/components/user/DeleteAccountForm';
import { ProfileForm } from '@/components/user/ProfileForm';
import { personalDetailsTexts } from '@/lib/forms/personal-details-texts';
import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { flashedState } from '@/lib/user/form-flash';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requireCustomer } from '@/lib/user/account-page';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'User' }))('profile.title'),
  );
}

/**
 * /uzivatel/osobni-udaje: name, phone, company and newsletter consent; the download of everything
 * the shop holds about the customer, and deleting the account.
 */
export default async function ProfilePage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const { user } = await requireCustomer(locale, '/uzivatel/osobni-udaje');
  const [t, a] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    getTranslations({ locale, namespace: 'Account' }),
  ]);
  const part = 'mt-10 grid max-w-xl border-t border-muted/30 pt-6';
  return (
    <AccountShell locale={locale} active="osobni-udaje" title={t('profile.title')}>
      <p className="mb-4 text-muted">{t('profile.emailNote', { email: user.email })}</p>
      <ProfileForm
        initial={await flashedState(ACCOUNT_FORMS.profile)}
        locale={locale}
        user={user}
        texts={{
          ...personalDetailsTexts(a),
          submit: t('profile.submit'),
          submitting: t('profile.submitting'),
        }}
      />
      <LabelledSection
        id="osobni-data-export"
        heading={t('personalData.exportTitle')}
        className={`${part} gap-2`}
        headingClassName="text-xl font-bold"
      >
        <p className="text-muted">{t('personalData.exportText')}</p>
        <p>
          <a
            href={`/api/user/export?locale=${locale}`}
            download
            className="inline-block rounded-md bg-brand px-5 py-2.5 font-bold text-white no-underline hover:bg-brand-dark"
          >
            {t('personalData.exportLink')}
          </a>
        </p>
      </LabelledSection>
      <LabelledSection
        id="osobni-data-smazani"
        heading={t('personalData.deleteTitle')}
        className={`${part} gap-3`}
        headingClassName="text-xl font-bold"
      >
        <p className="text-muted">{t('personalData.deleteText')}</p>
        <DeleteAccountForm
          initial={await flashedState(ACCOUNT_FORMS.deleteAccount)}
          locale={locale}
          texts={{
            password: t('personalData.password'),
            confirm: t('personalData.confirm'),
            submit: t('personalData.deleteSubmit'),
            submitting: t('personalData.deleteSubmitting'),
          }}
        />
      </LabelledSection>
    </AccountShell>
  );
}
