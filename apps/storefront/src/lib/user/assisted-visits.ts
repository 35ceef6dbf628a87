import { localeContext, type AppLocale } from '@/i18n/routing';

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The day and the time (shop time) of an assisted visit, as the page's language writes them. */
export function visitDateTime(locale: AppLocale, iso: string): { date: string; time: string } {
  const lang = localeContext[locale].htmlLang;
  let f = formatters.get(lang);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat(lang, {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        timeZone: 'Europe/Prague',
      }),
      time: new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Prague' }),
    };
    formatters.set(lang, f);
  }
  const at = new Date(iso);
  return { date: f.date.format(at), time: f.time.format(at) };
}
