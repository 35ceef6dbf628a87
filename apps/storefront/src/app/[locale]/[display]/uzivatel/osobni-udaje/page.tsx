import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountShell } from '@/components/user/AccountShell';
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

/** /uzivatel/osobni-udaje: name, phone, company and newsletter consent. */
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
    </AccountShell>
  );
}
