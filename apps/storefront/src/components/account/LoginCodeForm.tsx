import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/routing';
import { LabelledSection } from '@/components/ui/LabelledSection';

/**
 * The log-in's second step for an account with a second factor: a code of the customer's app or a
 * recovery code. A plain form (it works without JavaScript); the password step's challenge waits
 * in an httpOnly cookie.
 */
export async function LoginCodeForm({
  locale,
  formToken,
  redirect,
  error,
}: {
  locale: AppLocale;
  formToken: string;
  redirect: string;
  error: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Login.code' });
  return (
    <LabelledSection
      id="overeni-nadpis"
      heading={t('title')}
      className="mt-6 grid max-w-md gap-4"
      headingClassName="text-lg font-bold"
    >
      <p>{t('intro')}</p>
      {error && (
        <p
          id="overeni-chyba"
          role="alert"
          className="rounded-md border border-danger bg-white p-3 font-semibold text-danger"
        >
          {error}
        </p>
      )}
      <form action="/api/auth/login/code" method="post" className="grid gap-4">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="redirect" value={redirect} />
        <input type="hidden" name="form_token" value={formToken} />
        <div className="grid gap-1">
          <label htmlFor="overeni-kod" className="font-semibold">
            {t('label')}
          </label>
          <input
            id="overeni-kod"
            name="code"
            required
            autoFocus
            autoComplete="one-time-code"
            inputMode="text"
            spellCheck={false}
            maxLength={20}
            aria-describedby={error ? 'overeni-chyba overeni-napoveda' : 'overeni-napoveda'}
            aria-invalid={error ? true : undefined}
            className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base tracking-widest"
          />
          <p id="overeni-napoveda" className="text-sm text-muted">
            {t('hint')}
          </p>
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
        >
          {t('submit')}
        </button>
      </form>
      <a href={localizedPath(locale, '/prihlasit')} className="font-semibold text-brand underline">
        {t('back')}
      </a>
    </LabelledSection>
  );
}
