import type { SecondFactor } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/** What the second factor's forms left for the page (`?dvoufazove=`). */
export const SECOND_FACTOR_OUTCOMES = [
  'nastaveni',
  'zapnuto',
  'vypnuto',
  'heslo',
  'kod',
  'pokusy',
  'chyba',
] as const;
export type SecondFactorOutcome = (typeof SECOND_FACTOR_OUTCOMES)[number];

const field = 'w-full rounded-md border border-muted bg-white px-3 py-2 text-base font-normal';
const secondary =
  'justify-self-start rounded-md border-2 border-brand px-6 py-3 font-bold text-brand hover:bg-brand-soft';

/**
 * The customer's authenticator-app second factor: turn it on (password, then scan, keep the
 * recovery codes and confirm with a code) or off. Plain forms: they work without JavaScript.
 */
export async function SecondFactorSection({
  locale,
  state,
  outcome,
}: {
  locale: AppLocale;
  state: SecondFactor;
  outcome: SecondFactorOutcome | null;
}) {
  const t = await getTranslations({ locale, namespace: 'User.secondFactor' });
  const failure =
    outcome === 'heslo'
      ? t('wrongPassword')
      : outcome === 'kod'
        ? t('wrongCode')
        : outcome === 'pokusy'
          ? t('tooMany')
          : outcome === 'chyba'
            ? t('failed')
            : null;
  const passwordForm = (action: 'start' | 'disable', submit: string) => (
    <form method="post" action="/api/user/second-factor" className="grid max-w-md gap-3">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value={action} />
      <label className="grid gap-1 font-semibold">
        {t('password')}
        <input type="password" name="password" required autoComplete="current-password" className={field} />
      </label>
      <button type="submit" className={secondary}>
        {submit}
      </button>
    </form>
  );
  return (
    <section id="dvoufazove" aria-labelledby="dvoufazove-nadpis" className="mt-10 grid gap-3">
      <h2 id="dvoufazove-nadpis" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      {(outcome === 'zapnuto' || outcome === 'vypnuto') && (
        <p role="status" className="rounded-md bg-brand-soft p-3 font-semibold">
          {t(outcome === 'zapnuto' ? 'enabled' : 'disabled')}
        </p>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-danger bg-white p-3 font-semibold text-danger">
          {failure}
        </p>
      )}
      {state.enabled ? (
        <>
          <p className="font-semibold" data-testid="second-factor-state">
            {t('on', { count: state.recoveryCodesLeft })}
          </p>
          {passwordForm('disable', t('disable'))}
        </>
      ) : state.setup ? (
        <div className="grid gap-4" data-testid="second-factor-setup">
          <p>{t('scan')}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made per customer */}
          <img
            src={state.setup.qrCode}
            alt={t('qrAlt')}
            width={240}
            height={240}
            className="border border-line"
          />
          <code className="break-all rounded-md bg-white p-2 text-base" data-testid="second-factor-secret">
            {state.setup.secret}
          </code>
          <p>{t('keep')}</p>
          <ul className="grid grid-cols-2 gap-1 font-mono sm:max-w-md" data-testid="recovery-codes">
            {state.setup.recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <form method="post" action="/api/user/second-factor" className="grid max-w-md gap-3">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value="confirm" />
            <label className="grid gap-1 font-semibold">
              {t('confirmLabel')}
              <input
                name="code"
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={20}
                aria-invalid={outcome === 'kod' || undefined}
                className={field}
              />
            </label>
            <button
              type="submit"
              className="justify-self-start rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark"
            >
              {t('confirm')}
            </button>
          </form>
          {passwordForm('disable', t('cancel'))}
        </div>
      ) : (
        <>
          <p>{t('off')}</p>
          {passwordForm('start', t('start'))}
        </>
      )}
    </section>
  );
}
