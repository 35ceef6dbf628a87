import type { AppLocale } from '@/i18n/routing';

const formats = new Map<AppLocale, Intl.DateTimeFormat>();

/** A publishing date as the shopper's language writes it (in the shop's time zone). */
export function formatArticleDate(iso: string, locale: AppLocale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Prague',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}

export function ArticleDate({ iso, locale }: { iso: string; locale: AppLocale }) {
  return <time dateTime={iso}>{formatArticleDate(iso, locale)}</time>;
}
