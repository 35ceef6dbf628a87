/**
 * Checkout and form field validators. Each returns `null` when the value is valid,
 * otherwise the Czech message of the specification, verbatim.
 */

/** Every Czech user-facing text of the validation rules and error catalogue. `{name}` marks a placeholder. */
export const messages = {
  // Field rules
  email: 'E-mail není ve správném formátu',
  fullName: 'Nezadali jste celé jméno',
  phone: 'Nezadali jste správně telefonní číslo',
  streetOnly: 'Vyplňte správně ulici',
  houseNumber: 'Vyplňte správně číslo popisné',
  streetAndNumber: 'Vyplňte ulici a za ní číslo popisné',
  postcode: 'PSČ musí obsahovat 5 čísel',
  tin: 'Nesprávný formát IČ',
  // Address-verification service notices
  verificationError: 'Pole {input} nebylo vyplněno správně',
  verificationWarning: 'Ujistěte se, že pole {input} je vyplněno správně',
  verificationUnknown: 'Něco se porouchalo',
  // Forms
  passwordsMismatch: 'Nepodařilo se vám heslo napsat 2× správně.',
  reviewRatingRequired: 'Ohodnoťte zboží alespoň pomocí hvězdiček',
  reviewProductNotPurchased: 'Recenzovaný produkt jste dosud nezakoupili nebo nebyl ještě odeslán',
  newsletterEmailRequired: 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.',
  newsletterSuccess: 'Přihlášení bylo úspěšné',
  // Quantity input and product
  quantityMax:
    'O tento produkt je nyní velký zájem. Aby vyšlo i na ostatní, můžete zakoupit max. {limit} {unit}.',
  quantityMin: 'Musíte zakoupit minimálně {limit} {unit} tohoto produktu.',
  variantRequired: 'Prosím vyberte variantu',
  notAvailable: 'Není skladem',
  // Generic API error notification
  genericErrorTitle: 'Něco se porouchalo',
  genericErrorText: 'Omlouváme se, pokud se problém opakuje, kontaktujte nás.',
  // Cart and checkout
  cartItemUpdated: 'Množství bylo upraveno',
  batchAddSuccess: 'Produkty byly vloženy do košíku',
  minimumOrderRemaining: 'Do minimální výše ceny objednávky vám zbývá ještě {remainingPrice}',
  shipperCountryMismatch: 'Zvolený dopravce nelze kombinovat se zvolenou doručovací zemí',
  currencyCountryMismatch: 'Zvolená měna nelze kombinovat se zvolenou doručovací zemí',
  freePrice: 'Zdarma',
  // Wish list
  wishListAdded: 'Produkt byl přidán do oblíbených',
  loginRequired: 'Musíte se nejdříve přihlásit',
  // Login as customer
  loginAsCustomerSuccess: 'Přihlášení se na zákazníka bylo úspěšné',
  loginAsCustomerFailure: 'Přihlášení se na zákazníka se nezdařilo',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders. Unknown placeholders stay as they are, so a missing value is visible, not blank. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

export type ValidationResult = string | null;

const isBlank = (value: string): boolean => value.trim() === '';

// The HTML living standard's e-mail grammar, but with at least one dot in the domain:
// a shop cannot deliver mail to "jan@localhost".
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function validateEmail(value: string): ValidationResult {
  return EMAIL_PATTERN.test(value.trim()) ? null : messages.email;
}

/** At least two words separated by a space. */
export function validateFullName(value: string): ValidationResult {
  return /^\S+(?:\s+\S+)+$/.test(value.trim()) ? null : messages.fullName;
}

/** `+` followed by at least 9 characters from digits, brackets, slash, dot, space or dash. */
export function validatePhone(value: string): ValidationResult {
  return /^\+[\d()/. -]{9,}$/.test(value.trim()) ? null : messages.phone;
}

/** The street must not contain the house number typed in its own field. A blank street is invalid too. */
export function validateStreetOnly(street: string, houseNumber: string): ValidationResult {
  if (isBlank(street)) return messages.streetOnly;
  const number = houseNumber.trim();
  return number !== '' && street.includes(number) ? messages.streetOnly : null;
}

/** No spaces, and not equal to the reference (the street), which catches a street typed in the wrong field. */
export function validateHouseNumber(value: string, reference: string): ValidationResult {
  if (value === '' || /\s/.test(value)) return messages.houseNumber;
  return value === reference.trim() ? messages.houseNumber : null;
}

// "a non-digit part, whitespace, then a number". The street part must contain a letter but may
// contain digits, because Czech streets are often dates ("28. října 12", "5. května 3").
// The number may be descriptive/orientation ("1234/5") with a letter suffix ("12a", "7/3b").
const STREET_AND_NUMBER_PATTERN = /^(?:.*\p{L}.*?)\s+\d+\p{L}?(?:\/\d+\p{L}?)?$/u;

export function validateStreetAndNumber(value: string): ValidationResult {
  return STREET_AND_NUMBER_PATTERN.test(value.trim()) ? null : messages.streetAndNumber;
}

// Keyed by ISO 3166 alpha-3. Slovak postcodes have the Czech form ("811 01"), so SVK
// shares the CZE rule. Countries not listed pass.
const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AUT: /^\d{4}$/,
  DEU: /^\d{5}$/,
  CZE: /^\d{3} ?\d{2}$/,
  SVK: /^\d{3} ?\d{2}$/,
  CHE: /^\d{4}$/,
};

export function validatePostcode(value: string, countryAlpha3: string): ValidationResult {
  const pattern = POSTCODE_PATTERNS[countryAlpha3.toUpperCase()];
  if (!pattern) return null;
  return pattern.test(value.trim()) ? null : messages.postcode;
}

/** Czech company id (IČO): empty is valid; otherwise 8 digits, the last a mod-11 check digit. */
export function validateTin(value: string): ValidationResult {
  const tin = value.trim();
  if (tin === '') return null;
  if (!/^\d{8}$/.test(tin)) return messages.tin;
  const digits = [...tin].map(Number);
  // Weights 8 down to 2 over the first seven digits.
  const sum = digits.slice(0, 7).reduce((total, digit, index) => total + digit * (8 - index), 0);
  // Remainder 0 gives 1, remainder 1 gives 0, otherwise 11 - remainder.
  const checkDigit = (11 - (sum % 11)) % 10;
  return digits[7] === checkDigit ? null : messages.tin;
}

export function validatePasswordsMatch(password: string, confirmation: string): ValidationResult {
  return password === confirmation ? null : messages.passwordsMismatch;
}

/** Newsletter sign-up: an empty e-mail has its own message; a malformed one gets the e-mail message. */
export function validateNewsletterEmail(value: string): ValidationResult {
  return isBlank(value) ? messages.newsletterEmailRequired : validateEmail(value);
}

/** A review needs at least a star rating (a positive number of stars). */
export function validateReviewRating(stars: number | null | undefined): ValidationResult {
  return typeof stars === 'number' && Number.isFinite(stars) && stars > 0
    ? null
    : messages.reviewRatingRequired;
}
