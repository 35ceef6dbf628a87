import type { AssistedVisit } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { visitDateTime } from '@/lib/user/assisted-visits';

/**
 * The times the shop acted for the customer (an operator logged in as them): when, and who. Shown
 * only when there are any.
 */
export async function AssistedVisits({
  locale,
  visits,
  className,
}: {
  locale: AppLocale;
  visits: AssistedVisit[];
  className: string;
}) {
  if (visits.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'User.dashboard' });
  return (
    <section aria-labelledby="prehled-obsluha" className={className}>
      <h2 id="prehled-obsluha" className="text-lg font-bold">
        {t('assisted')}
      </h2>
      <p>{t('assistedIntro')}</p>
      <ul className="grid gap-1">
        {visits.map((v) => {
          const { date, time } = visitDateTime(locale, v.startedAt);
          return (
            <li key={`${v.startedAt}-${v.operator}`}>
              {t('assistedVisit', { date, time, operator: v.operator })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
