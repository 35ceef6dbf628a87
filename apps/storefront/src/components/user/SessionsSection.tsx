import type { UserSessions } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { visitDateTime } from '@/lib/user/assisted-visits';

/** What the log-out-everywhere-else form left for the page (`?zarizeni=`). */
export const SESSIONS_OUTCOMES = ['odhlaseno', 'heslo', 'pokusy', 'chyba'] as const;
export type SessionsOutcome = (typeof SESSIONS_OUTCOMES)[number];

/**
 * Where the customer is logged in (this device first, then by last use), and one button that logs
 * them out everywhere else. A plain form: it works without JavaScript.
 */
export async function SessionsSection({
  locale,
  sessions,
  outcome,
}: {
  locale: AppLocale;
  sessions: UserSessions;
  outcome: SessionsOutcome | null;
}) {
  const t = await getTranslations({ locale, namespace: 'User.sessions' });
  const when = (iso: string) => {
    const { date, time } = visitDateTime(locale, iso);
    return `${date} ${time}`;
  };
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section id="zarizeni" aria-labelledby="zarizeni-nadpis" className="mt-10 grid gap-3">
      <h2 id="zarizeni-nadpis" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      {outcome === 'odhlaseno' && (
        <p role="status" className="rounded-md bg-brand-soft p-3 font-semibold">
          {t('ended')}
        </p>
      )}
      {outcome !== null && outcome !== 'odhlaseno' && (
        <p role="alert" className="rounded-md border border-danger bg-white p-3 font-semibold text-danger">
          {t(outcome === 'heslo' ? 'wrongPassword' : outcome === 'pokusy' ? 'tooMany' : 'failed')}
        </p>
      )}
      <ul className="grid gap-2" data-testid="sessions">
        {sessions.map((s) => (
          <li key={`${s.createdAt}-${s.lastUsedAt}`} className="rounded-md border border-line bg-white p-3">
            <span className="font-semibold">{s.current ? t('current') : t('other')}</span>
            <span className="block text-sm text-muted">
              {[
                t('since', { date: when(s.createdAt) }),
                ...(s.current ? [] : [t('lastUsed', { date: when(s.lastUsedAt) })]),
                ...(s.actingOperator ? [t('assisted', { name: s.actingOperator })] : []),
              ].join(' · ')}
            </span>
          </li>
        ))}
      </ul>
      {others === 0 ? (
        <p>{t('onlyThis')}</p>
      ) : (
        <form method="post" action="/api/user/sessions" className="grid max-w-md gap-3">
          <input type="hidden" name="locale" value={locale} />
          <label className="grid gap-1 font-semibold">
            {t('password')}
            <input
              type="password"
              name="password"
              required
              autoComplete="current-password"
              className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base font-normal"
            />
          </label>
          <button
            type="submit"
            className="justify-self-start rounded-md border-2 border-brand px-6 py-3 font-bold text-brand hover:bg-brand-soft"
          >
            {t('endOthers')}
          </button>
        </form>
      )}
    </section>
  );
}
