import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountShell } from '@/components/user/AccountShell';
import { PasswordChangeForm } from '@/components/user/PasswordChangeForm';
import { SESSIONS_OUTCOMES, SessionsSection } from '@/components/user/SessionsSection';
import { SECOND_FACTOR_OUTCOMES, SecondFactorSection } from '@/components/user/SecondFactorSection';
import { listUserSessions } from '@/lib/user/account-manage-api';
import { getSecondFactor } from '@/lib/user/second-factor-api';
import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { flashedState } from '@/lib/user/form-flash';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { requireCustomer } from '@/lib/user/account-page';

export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(params, async (locale) =>
    (await getTranslations({ locale, namespace: 'User' }))('password.title'),
  );
}

/** /uzivatel/zmena-hesla: the password, the devices the customer is logged in on and the second factor. */
export default async function PasswordPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const { token } = await requireCustomer(locale, '/uzivatel/zmena-hesla');
  const [t, a, sessions, secondFactor, query] = await Promise.all([
    getTranslations({ locale, namespace: 'User' }),
    getTranslations({ locale, namespace: 'Account' }),
    listUserSessions(locale, token),
    getSecondFactor(locale, token),
    searchParams,
  ]);
  const outcome = firstParam(query.zarizeni);
  const secondFactorOutcome = firstParam(query.dvoufazove);
  return (
    <AccountShell locale={locale} active="zmena-hesla" title={t('password.title')}>
      <p className="mb-4 text-muted">{t('password.intro')}</p>
      <PasswordChangeForm
        initial={await flashedState(ACCOUNT_FORMS.passwordChange)}
        locale={locale}
        texts={{
          old: t('password.old'),
          password: a('password'),
          passwordHint: a('passwordHint'),
          passwordConfirmation: a('passwordConfirmation'),
          submit: t('password.submit'),
          submitting: t('password.submitting'),
        }}
      />
      <SessionsSection
        locale={locale}
        sessions={sessions}
        outcome={SESSIONS_OUTCOMES.find((o) => o === outcome) ?? null}
      />
      <SecondFactorSection
        locale={locale}
        state={secondFactor}
        outcome={SECOND_FACTOR_OUTCOMES.find((o) => o === secondFactorOutcome) ?? null}
      />
    </AccountShell>
  );
}
