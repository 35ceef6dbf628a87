import { SECRET_TOKEN } from '@shop/contract';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConfirmRegistrationForm } from '@/components/account/ConfirmRegistrationForm';
import { RegisterForm } from '@/components/account/RegisterForm';
import { localizedPath } from '@/i18n/routing';
import { personalDetailsTexts } from '@/lib/forms/personal-details-texts';
import { shopperOf } from '@/lib/cart/server';
import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { flashedState } from '@/lib/user/form-flash';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { FORM_TOKEN_HEADER } from '@/lib/security/form-token';
import { getUser } from '@/lib/user/server';
import { requirePage } from '@/lib/theme/pages';

/** Rendered per request: it reads the log-in cookie and carries the browser's form token. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Account' }))('register.title'),
    '/registrovat',
  );
}

/**
 * /registrovat: asks for a new account; /registrovat?token=… is the mailed link's page, whose
 * button creates it. A logged-in customer goes to their account instead.
 */
export default async function RegisterPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  await requirePage(locale, 'registration');
  const [jar, head, query, t] = await Promise.all([
    cookies(),
    headers(),
    searchParams,
    getTranslations({ locale, namespace: 'Account' }),
  ]);
  if (await getUser(locale, shopperOf(jar).authToken)) redirect(localizedPath(locale, '/uzivatel/prehled'));
  const formToken = head.get(FORM_TOKEN_HEADER) ?? '';
  const token = firstParam(query.token);
  if (token !== undefined) {
    return (
      <div className="mx-auto max-w-xl py-4">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('register.confirmTitle')}</h1>
        {SECRET_TOKEN.test(token) ? (
          <>
            <p className="mt-2 text-muted">{t('register.confirmIntro')}</p>
            <div className="mt-6">
              <ConfirmRegistrationForm
                initial={await flashedState(ACCOUNT_FORMS.registrationConfirm)}
                locale={locale}
                formToken={formToken}
                token={token}
                texts={{ submit: t('register.confirmSubmit'), submitting: t('register.confirmSubmitting') }}
              />
            </div>
          </>
        ) : (
          <p
            role="alert"
            className="mt-6 rounded-md border border-danger bg-white p-3 font-semibold text-danger"
          >
            {t('register.incomplete')}
          </p>
        )}
        <p className="mt-6">
          <a href={localizedPath(locale, '/registrovat')} className="font-semibold text-brand underline">
            {t('register.again')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('register.title')}</h1>
      <p className="mt-2 text-muted">{t('register.intro')}</p>
      <div className="mt-6 grid gap-6">
        <RegisterForm
          initial={await flashedState(ACCOUNT_FORMS.registration)}
          locale={locale}
          formToken={formToken}
          texts={{
            ...personalDetailsTexts(t),
            email: t('email'),
            password: t('password'),
            passwordHint: t('passwordHint'),
            passwordConfirmation: t('passwordConfirmation'),
            terms: t('terms'),
            submit: t('register.submit'),
            submitting: t('register.submitting'),
          }}
        />
        <p>
          {t('register.haveAccount')}{' '}
          <a href={localizedPath(locale, '/prihlasit')} className="font-semibold text-brand underline">
            {t('register.logIn')}
          </a>
        </p>
      </div>
    </div>
  );
}
