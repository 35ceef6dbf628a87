import { CURRENCIES, formatMoney, toMinor, type CurrencyCode } from '@shop/rules';

const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
});
const dateOnly = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'Europe/Prague',
});

/** `29. 11. 2026 7:30` in Prague's time; an empty value as a dash. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '–';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** `29. 11. 2026`; a calendar date (`2026-11-29`) as it is, without a time zone's shift. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    const [y, m, d] = iso.split('-').map(Number);
    return `${d}. ${m}. ${y}`;
  }
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateOnly.format(d);
}

/** An amount as the API carries it (major units of CZK or EUR) the Czech way: `1 299 Kč`, `12,90 €`. */
export function formatAmount(major: number, currency: string): string {
  const c = CURRENCIES[currency as CurrencyCode];
  return c ? formatMoney(toMinor(major, c.decimalPlaces), c) : `${major} ${currency}`;
}

/** Today's date in Prague as `YYYY-MM-DD` (a form's default day). */
export function todayInPrague(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date());
}
