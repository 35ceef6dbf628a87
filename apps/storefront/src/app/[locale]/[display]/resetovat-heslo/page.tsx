import { SECRET_TOKEN } from '@shop/contract';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { localizedPath } from '@/i18n/routing';
import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { flashedState } from '@/lib/user/form-flash';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { FORM_TOKEN_HEADER } from '@/lib/security/form-token';

/** Rendered per request: it reads the link's token and carries the browser's form token. */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Account' }))('reset.title'),
    '/resetovat-heslo',
  );
}

/** /resetovat-heslo?token=…: the e-mailed link's page, to choose a new password. */
export default async function ResetPasswordPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  const [head, query, t] = await Promise.all([
    headers(),
    searchParams,
    getTranslations({ locale, namespace: 'Account' }),
  ]);
  const token = firstParam(query.token) ?? '';
  const complete = SECRET_TOKEN.test(token);
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('reset.title')}</h1>
      {complete ? (
        <>
          <p className="mt-2 text-muted">{t('reset.intro')}</p>
          <div className="mt-6">
            <ResetPasswordForm
              initial={await flashedState(ACCOUNT_FORMS.resetPassword)}
              locale={locale}
              formToken={head.get(FORM_TOKEN_HEADER) ?? ''}
              token={token}
              texts={{
                password: t('password'),
                passwordHint: t('passwordHint'),
                passwordConfirmation: t('passwordConfirmation'),
                submit: t('reset.submit'),
                submitting: t('reset.submitting'),
              }}
            />
          </div>
        </>
      ) : (
        <div className="mt-6 grid gap-4">
          <p role="alert" className="rounded-md border border-danger bg-white p-3 font-semibold text-danger">
            {t('reset.incomplete')}
          </p>
          <p>
            <a
              href={localizedPath(locale, '/zapomenute-heslo')}
              className="font-semibold text-brand underline"
            >
              {t('reset.askAgain')}
            </a>
          </p>
        </div>
      )}
    </div>
  );
}
