import { getTranslations } from 'next-intl/server';
import type { Closure } from '@/lib/branches/view';
import { localeContext, type AppLocale } from '@/i18n/routing';

/** A date in the shop's time zone, written the locale's way (`28. 12. 2026`). */
export function branchDate(iso: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(localeContext[locale].htmlLang, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso));
}

/** A closure that holds now or is to come, announced in a box that stands out. */
export async function ClosureNotice({ closure, locale }: { closure: Closure; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Branches' });
  const from = closure.from ? branchDate(closure.from, locale) : '';
  const to = closure.to ? branchDate(closure.to, locale) : '';
  const text = closure.now
    ? closure.to
      ? t('closedNow', { to })
      : t('closedNowOpenEnd')
    : closure.to
      ? t('closure', { from, to })
      : t('closureOpenEnd', { from });
  return (
    <p
      className="rounded-md border-l-4 border-brand bg-brand-soft p-3 text-sm font-semibold text-ink"
      data-testid="branch-closure"
    >
      <span className="sr-only">{t('closureHeading')}: </span>
      {text}
    </p>
  );
}
