import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { localizedPath } from '@/i18n/routing';
import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { flashedState } from '@/lib/user/form-flash';
import { pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { FORM_TOKEN_HEADER } from '@/lib/security/form-token';

/** Rendered per request: it carries the browser's form token. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Account' }))('forgot.title'),
    '/zapomenute-heslo',
  );
}

/** /zapomenute-heslo: a link to set a new password, by e-mail. */
export default async function ForgotPasswordPage({ params }: Pick<PrivatePageProps, 'params'>) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [head, t] = await Promise.all([headers(), getTranslations({ locale, namespace: 'Account' })]);
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('forgot.title')}</h1>
      <p className="mt-2 text-muted">{t('forgot.intro')}</p>
      <div className="mt-6 grid gap-6">
        <ForgotPasswordForm
          initial={await flashedState(ACCOUNT_FORMS.forgotPassword)}
          locale={locale}
          formToken={head.get(FORM_TOKEN_HEADER) ?? ''}
          texts={{
            email: t('email'),
            submit: t('forgot.submit'),
            submitting: t('forgot.submitting'),
          }}
        />
        <p>
          <a href={localizedPath(locale, '/prihlasit')} className="font-semibold text-brand underline">
            {t('forgot.back')}
          </a>
        </p>
      </div>
    </div>
  );
}
