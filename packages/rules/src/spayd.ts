/**
 * Czech QR payment ("QR Platba"): the Short Payment Descriptor (SPAYD) of the Czech Banking
 * Association, e.g. `SPD*1.0*ACC:CZ6508000000192000145399*AM:1500.00*CC:CZK*X-VS:2024001*MSG:Objednavka`.
 * Pure text; the storefront renders it as a QR image.
 */

import { assertIsoDate, type IsoDate } from './calendar-date.ts';
import { CURRENCIES, type CurrencyCode } from './money.ts';

/** Remainder of a long decimal string mod 97, digit by digit: IBANs overflow a safe integer. */
function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/** ISO 13616 letters to numbers: A = 10 … Z = 35. */
function lettersToDigits(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
}

function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** IBAN check (ISO 7064 mod 97-10); spaces and lower case are tolerated. */
export function isValidIban(iban: string): boolean {
  const compact = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  // Check digits are 02–98; 00, 01 and 99 would alias 97, 98 and 02 under mod 97.
  const checkDigits = Number(compact.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return mod97(lettersToDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

/** ČNB weighted check of a zero-padded account part: the weighted digit sum is divisible by 11. */
function passesCzechWeights(digits: string, weights: readonly number[]): boolean {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum % 11 === 0;
}

/** Czech domestic account `[prefix-]number/bankCode` (e.g. `19-2000145399/0800`) to its IBAN. */
export function czechAccountToIban(account: string): string {
  const match = /^(?:(\d{1,6})-)?(\d{1,10})\/(\d{4})$/.exec(account.replace(/\s+/g, ''));
  if (!match) {
    throw new RangeError(`expected a Czech account as [prefix-]number/bankCode, got '${account}'`);
  }
  const prefix = (match[1] ?? '').padStart(6, '0');
  const number = (match[2] ?? '').padStart(10, '0');
  const bankCode = match[3] ?? '';
  // ČNB decree 169/2011: the main part has at least two non-zero digits, so 0 or 1 is no account.
  if (number.replace(/0/g, '').length < 2) {
    throw new RangeError(`account number needs at least two non-zero digits, got '${account}'`);
  }
  if (!passesCzechWeights(prefix, PREFIX_WEIGHTS) || !passesCzechWeights(number, NUMBER_WEIGHTS)) {
    throw new RangeError(`Czech account fails the mod 11 check, got '${account}'`);
  }
  const bban = bankCode + prefix + number;
  const checkDigits = 98 - mod97(lettersToDigits(`${bban}CZ00`));
  return `CZ${String(checkDigits).padStart(2, '0')}${bban}`;
}

export interface SpaydPayment {
  /** Recipient's IBAN; spaces and lower case are tolerated. */
  readonly iban: string;
  /** Recipient bank's BIC (SWIFT), appended to the IBAN as `+BIC`. */
  readonly bic?: string;
  /** Integer minor units (haléře, cents), positive. */
  readonly amount: number;
  readonly currency: CurrencyCode;
  /** Variable symbol (usually the order number): 1–10 digits. */
  readonly variableSymbol?: string;
  /** Message for the recipient; `*` is removed and the rest cut to 60 characters. */
  readonly message?: string;
  /** Recipient name; `*` is removed and the rest cut to 35 characters. */
  readonly recipientName?: string;
  readonly dueDate?: IsoDate;
}

// SPAYD's AM is at most 10 characters including the dot and two decimals: 9 999 999.99.
const MAX_AMOUNT_MINOR = 999_999_999;
const MAX_MESSAGE = 60;
const MAX_RECIPIENT_NAME = 35;

function spaydAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor > MAX_AMOUNT_MINOR) {
    throw new RangeError(`QR payment amount must be 1 to ${MAX_AMOUNT_MINOR} minor units, got ${minor}`);
  }
  // By string, as in formatMoney, so no float ever touches the amount.
  const padded = String(minor).padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/** `*` separates SPAYD fields, so free text loses it; the length counts characters, not UTF-16 units. */
function freeText(text: string, maxLength: number): string {
  return Array.from(text.replace(/\*/g, '').trim()).slice(0, maxLength).join('').trim();
}

/** The SPAYD 1.0 text of a bank transfer; throws a RangeError on an invalid account, amount or symbol. */
export function spaydString(payment: SpaydPayment): string {
  const iban = normalizeIban(payment.iban);
  if (!isValidIban(iban)) throw new RangeError(`invalid IBAN '${payment.iban}'`);
  let account = iban;
  if (payment.bic !== undefined) {
    const bic = payment.bic.trim().toUpperCase();
    if (!/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic)) {
      throw new RangeError(`invalid BIC '${payment.bic}'`);
    }
    account += `+${bic}`;
  }
  if (!Object.hasOwn(CURRENCIES, payment.currency)) {
    throw new RangeError(`QR payment currency must be CZK or EUR, got '${payment.currency}'`);
  }

  const fields = [`ACC:${account}`, `AM:${spaydAmount(payment.amount)}`, `CC:${payment.currency}`];
  if (payment.variableSymbol !== undefined) {
    if (!/^\d{1,10}$/.test(payment.variableSymbol)) {
      throw new RangeError(`variable symbol must be 1 to 10 digits, got '${payment.variableSymbol}'`);
    }
    fields.push(`X-VS:${payment.variableSymbol}`);
  }
  const message = freeText(payment.message ?? '', MAX_MESSAGE);
  if (message) fields.push(`MSG:${message}`);
  const recipientName = freeText(payment.recipientName ?? '', MAX_RECIPIENT_NAME);
  if (recipientName) fields.push(`RN:${recipientName}`);
  if (payment.dueDate !== undefined) fields.push(`DT:${assertIsoDate(payment.dueDate).replace(/-/g, '')}`);
  return ['SPD', '1.0', ...fields].join('*');
}
