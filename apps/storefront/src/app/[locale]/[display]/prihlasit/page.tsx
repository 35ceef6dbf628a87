import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ruleTexts } from '@/lib/rule-texts-server';
import { ForgetCustomerStorage } from '@/components/account/ForgetCustomerStorage';
import { LoginCodeForm } from '@/components/account/LoginCodeForm';
import { LoginForm } from '@/components/account/LoginForm';
import { localizedPath } from '@/i18n/routing';
import { shopperOf } from '@/lib/cart/server';
import { formatPrice } from '@/lib/catalog/price';
import { firstParam, pageContext, privateMetadata, type PrivatePageProps } from '@/lib/private-page';
import { getCredits, getUser } from '@/lib/user/server';
import { FORM_TOKEN_HEADER } from '@/lib/security/form-token';
import { LOGIN_FAILURES, safeRedirect } from '@/lib/user/routes';
import { requirePage } from '@/lib/theme/pages';

/** The shopper's own page: rendered per request, never from a cache (it reads the log-in cookie). */
export const instant = false;

export function generateMetadata({ params }: Pick<PrivatePageProps, 'params'>): Promise<Metadata> {
  return privateMetadata(
    params,
    async (locale) => (await getTranslations({ locale, namespace: 'Login' }))('title'),
    '/prihlasit',
  );
}

/** /prihlasit: the log-in form (or its code step, `?krok=kod`), or who is logged in with log-out. */
export default async function LoginPage({ params, searchParams }: PrivatePageProps) {
  const { locale } = await pageContext(params);
  setRequestLocale(locale);
  await requirePage(locale, 'login');
  const { accountManageMessages } = await ruleTexts(locale);
  const [jar, head, query, t] = await Promise.all([
    cookies(),
    headers(),
    searchParams,
    getTranslations({ locale, namespace: 'Login' }),
  ]);
  const { authToken } = shopperOf(jar);
  const [user, credits] = await Promise.all([
    getUser(locale, authToken),
    getCredits(locale, 'CZK', authToken).catch(() => null),
  ]);
  const failure = LOGIN_FAILURES.find((f) => f === firstParam(query.chyba)) ?? null;
  const redirect = safeRedirect(firstParam(query.redirect), locale);

  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      {firstParam(query.heslo) === 'zmeneno' && !user && (
        <p role="status" className="mt-4 rounded-md bg-brand-soft p-3">
          {t('passwordChanged')}
        </p>
      )}
      {firstParam(query.odhlaseno) === '1' && !user && (
        <>
          <p role="status" className="mt-4 rounded-md bg-brand-soft p-3">
            {t('loggedOut')}
          </p>
          <ForgetCustomerStorage />
        </>
      )}
      {firstParam(query.omezeno) === '1' && !user && (
        <section
          role="alert"
          aria-labelledby="prihlaseni-omezeno"
          className="mt-4 grid gap-2 rounded-md border border-danger bg-white p-4"
        >
          <h2 id="prihlaseni-omezeno" className="font-bold text-danger">
            {t('restrictedTitle')}
          </h2>
          <p>{accountManageMessages.restricted}</p>
          <a href={localizedPath(locale, '/')} className="font-semibold text-brand underline">
            {t('toHome')}
          </a>
        </section>
      )}
      {firstParam(query.smazano) === '1' && !user && (
        <p role="status" className="mt-4 rounded-md bg-brand-soft p-3 font-semibold">
          {accountManageMessages.deleted}
        </p>
      )}
      {user ? (
        <div className="mt-6 grid gap-4">
          <p>{t('loggedInAs', { name: `${user.firstName} ${user.lastName}`, email: user.email })}</p>
          {credits !== null && credits > 0 && (
            <p className="font-semibold text-accent">
              {t('credits', { amount: formatPrice(credits, 'CZK') })}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <a
              href={localizedPath(locale, '/kosik')}
              className="rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
            >
              {t('toCart')}
            </a>
            <form action="/api/auth/logout" method="post">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className="py-3 font-semibold text-brand underline">
                {t('logout')}
              </button>
            </form>
          </div>
        </div>
      ) : firstParam(query.krok) === 'kod' && failure !== 'vyprselo' ? (
        <LoginCodeForm
          locale={locale}
          formToken={head.get(FORM_TOKEN_HEADER) ?? ''}
          redirect={redirect}
          error={failure ? t(`failures.${failure}`) : null}
        />
      ) : (
        <div className="mt-6 grid gap-6">
          <LoginForm
            locale={locale}
            formToken={head.get(FORM_TOKEN_HEADER) ?? ''}
            redirect={redirect}
            error={failure ? t(`failures.${failure}`) : null}
            texts={{
              email: t('email'),
              password: t('password'),
              submit: t('submit'),
              submitting: t('submitting'),
              failed: t('failures.chyba'),
            }}
          />
          <ul className="grid gap-2">
            <li>
              <a
                href={localizedPath(locale, '/zapomenute-heslo')}
                className="font-semibold text-brand underline"
              >
                {t('forgotPassword')}
              </a>
            </li>
            <li>
              <a href={localizedPath(locale, '/registrovat')} className="font-semibold text-brand underline">
                {t('register')}
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
