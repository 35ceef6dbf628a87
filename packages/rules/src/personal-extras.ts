import { isIsoDate, type IsoDate } from './calendar-date.ts';
import type { ValidationResult } from './validators.ts';

/** How the shop may address a customer (globals forms.formalTitles). */
export const FORMAL_TITLES = ['Mr', 'Mrs'] as const;
export type FormalTitle = (typeof FORMAL_TITLES)[number];

/** The oldest birth date taken: this many years before today. */
export const MAX_AGE_YEARS = 130;
/** A custom (purchase) order number's length. */
export const CUSTOM_ORDER_NUMBER_MAX = 50;

export const personalExtraMessages = {
  formalTitle: 'Vyberte oslovení: pan, nebo paní.',
  dateOfBirthFormat: 'Zadejte datum narození ve tvaru RRRR-MM-DD, např. 1985-04-23.',
  dateOfBirthFuture: 'Datum narození musí být v minulosti.',
  dateOfBirthTooOld: `Datum narození může být nejvýše ${MAX_AGE_YEARS} let zpět.`,
  icdph: 'IČ DPH má tvar SK a 10 číslic, např. SK2020123456.',
  customOrderNumber: `Vlastní číslo objednávky může mít nejvýše ${CUSTOM_ORDER_NUMBER_MAX} znaků a jen písmena, číslice, mezery a znaky - / . _ #.`,
} as const;

/** Empty is no title; otherwise Mr or Mrs. */
export function validateFormalTitle(value: string): ValidationResult {
  return value === '' || (FORMAL_TITLES as readonly string[]).includes(value)
    ? null
    : personalExtraMessages.formalTitle;
}

/** Empty is no date; otherwise a real date (YYYY-MM-DD) before today, at most 130 years back. */
export function validateDateOfBirth(value: string, today: IsoDate): ValidationResult {
  if (value === '') return null;
  if (!isIsoDate(value)) return personalExtraMessages.dateOfBirthFormat;
  if (value >= today) return personalExtraMessages.dateOfBirthFuture;
  const oldest = `${String(Number(today.slice(0, 4)) - MAX_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
  return value < oldest ? personalExtraMessages.dateOfBirthTooOld : null;
}

/** Empty is none; otherwise up to 50 letters, digits, spaces and - / . _ #. */
export function validateCustomOrderNumber(value: string): ValidationResult {
  if (value === '') return null;
  return [...value].length <= CUSTOM_ORDER_NUMBER_MAX && /^[\p{L}\p{N} ./_#-]+$/u.test(value)
    ? null
    : personalExtraMessages.customOrderNumber;
}

/** Empty is none; otherwise a Slovak VAT id: SK and 10 digits. */
export function validateIcDph(value: string): ValidationResult {
  return value === '' || /^SK\d{10}$/.test(value) ? null : personalExtraMessages.icdph;
}
