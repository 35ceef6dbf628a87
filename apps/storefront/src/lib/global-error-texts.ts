import type { AppLocale } from '@/i18n/routing';

/**
 * The root's last-resort error page, shown when the root layout itself failed: neither the
 * catalogues nor their provider can be loaded then, so the page keeps a copy of each catalogue's
 * `Error` texts (a test keeps the copy equal to the catalogues).
 */
export const GLOBAL_ERROR_TEXTS: Record<
  AppLocale,
  { heading: string; text: string; retry: string; home: string }
> = {
  cs: {
    heading: 'Něco se porouchalo',
    text: 'Omlouváme se, pokud se problém opakuje, kontaktujte nás.',
    retry: 'Zkusit znovu',
    home: 'Zpět na úvodní stránku',
  },
  sk: {
    heading: 'Niečo sa pokazilo',
    text: 'Ospravedlňujeme sa, ak sa problém opakuje, kontaktujte nás.',
    retry: 'Skúsiť znova',
    home: 'Späť na úvodnú stránku',
  },
  de: {
    heading: 'Etwas ist schiefgelaufen',
    text: 'Es tut uns leid. Wenn das Problem weiterhin besteht, kontaktieren Sie uns bitte.',
    retry: 'Erneut versuchen',
    home: 'Zurück zur Startseite',
  },
};
