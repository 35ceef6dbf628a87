// One formatter for every e-mail: building one costs more than the rest of a date's formatting.
const PRAGUE_DATE = new Intl.DateTimeFormat('cs-CZ', {
  timeZone: 'Europe/Prague',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** An instant as its day in Prague, written the Czech way ('25. 11. 2026', with no-break spaces). */
export const pragueDate = (iso: string) => PRAGUE_DATE.format(new Date(iso));
