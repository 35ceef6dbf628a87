import { czechAccountToIban, isValidIban } from './spayd.ts';

/**
 * The account a refund goes to, as the shopper types it: an IBAN (spaces and lower case allowed)
 * or a Czech domestic account `[předčíslí-]číslo/kód banky`, which becomes its IBAN.
 */

/** IBAN length per country (ISO 13616 registry) for the countries the shop's customers bank in. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
};

export const bankAccountMessages = {
  required: 'Vyplňte číslo účtu, na který vám vrátíme peníze',
  invalid:
    'Číslo účtu není platné: zadejte IBAN (např. CZ65 0800 0000 1920 0014 5399) nebo české číslo účtu ve tvaru předčíslí-číslo/kód banky',
  country: 'IBAN z této země nepřijímáme: zadejte účet vedený v bance v Evropě',
  length: 'IBAN ze země {country} má mít {length} znaků',
} as const;

/** Groups an IBAN by four characters, as it is printed: `CZ65 0800 0000 1920 0014 5399`. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

export type RefundAccount = { iban: string; error: null } | { iban: null; error: string };

/**
 * The IBAN of a typed account, or the Czech message why it is none. An IBAN must have its
 * country's length and pass the mod-97 check; a Czech domestic account must pass the ČNB mod-11
 * check of both its parts.
 */
export function parseRefundAccount(input: string): RefundAccount {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === '') return { iban: null, error: bankAccountMessages.required };
  if (/^\d/.test(compact)) {
    try {
      return { iban: czechAccountToIban(compact), error: null };
    } catch {
      return { iban: null, error: bankAccountMessages.invalid };
    }
  }
  const country = compact.slice(0, 2);
  if (!/^[A-Z]{2}\d{2}/.test(compact)) return { iban: null, error: bankAccountMessages.invalid };
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return { iban: null, error: bankAccountMessages.country };
  if (compact.length !== length) {
    return {
      iban: null,
      error: bankAccountMessages.length.replace('{country}', country).replace('{length}', String(length)),
    };
  }
  return isValidIban(compact)
    ? { iban: compact, error: null }
    : { iban: null, error: bankAccountMessages.invalid };
}
