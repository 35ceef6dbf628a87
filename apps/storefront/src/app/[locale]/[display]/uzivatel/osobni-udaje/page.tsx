import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountShell } from '@/components/user/AccountShell';
import { DeleteAccountForm } from '@/components/user/DeleteAccountForm';
import { ProfileForm } from '@/components/user/ProfileForm';
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
  return (
    <AccountShell locale={locale} active="osobni-udaje" title={t('profile.title')}>
      <p className="mb-4 text-muted">{t('profile.emailNote', { email: user.email })}</p>
      <ProfileForm
        initial={await flashedState(ACCOUNT_FORMS.profile)}
        locale={locale}
        user={user}
        texts={{
          optional: a('optional'),
          firstName: a('firstName'),
          lastName: a('lastName'),
          phone: a('phone'),
          phoneHint: a('phoneHint'),
          isBusiness: a('isBusiness'),
          businessName: a('businessName'),
          tin: a('tin'),
          vatin: a('vatin'),
          lookup: a('lookup'),
          lookupBusy: a('lookupBusy'),
          lookupMissing: a('lookupMissing'),
          newsletter: a('newsletter'),
          submit: t('profile.submit'),
          submitting: t('profile.submitting'),
        }}
      />
      <section
        aria-labelledby="osobni-data-export"
        className="mt-10 grid max-w-xl gap-2 border-t border-muted/30 pt-6"
      >
        <h2 id="osobni-data-export" className="text-xl font-bold">
          {t('personalData.exportTitle')}
        </h2>
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
      </section>
      <section
        aria-labelledby="osobni-data-smazani"
        className="mt-10 grid max-w-xl gap-3 border-t border-muted/30 pt-6"
      >
        <h2 id="osobni-data-smazani" className="text-xl font-bold">
          {t('personalData.deleteTitle')}
        </h2>
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
      </section>
    </AccountShell>
  );
}
