import { describe, expect, it } from 'vitest';
import {
  format,
  messages,
  validateEmail,
  validateFullName,
  validateHouseNumber,
  validateNewsletterEmail,
  validatePasswordsMatch,
  validatePhone,
  validatePostcode,
  validateReviewRating,
  validateStreetAndNumber,
  validateStreetOnly,
  validateTin,
} from '../src/validators.ts';

const OK = null;

describe('validateEmail', () => {
  const bad = 'E-mail není ve správném formátu';
  it.each([
    ['jan.novak@example.cz', OK],
    ['jan+shop@sub.example.co.uk', OK],
    ['  jan@example.cz  ', OK],
    ['', bad],
    ['jan.novak', bad],
    ['jan@', bad],
    ['@example.cz', bad],
    ['jan@localhost', bad],
    ['jan novak@example.cz', bad],
    ['jan@exa mple.cz', bad],
    ['jan@@example.cz', bad],
    ['jan@-example.cz', bad],
  ])('%j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('validateFullName (at least two words separated by a space)', () => {
  const bad = 'Nezadali jste celé jméno';
  it.each([
    ['Jan Novák', OK],
    ['Marie Nováková Svobodová', OK],
    [' Jan  Novák ', OK],
    ['Jan', bad],
    ['Jan ', bad],
    ['', bad],
    ['   ', bad],
  ])('%j -> %s', (value, expected) => {
    expect(validateFullName(value)).toBe(expected);
  });
});

describe('validatePhone (+ then 9 or more of digits, brackets, slash, dot, space, dash)', () => {
  const bad = 'Nezadali jste správně telefonní číslo';
  it.each([
    ['+420123456789', OK],
    ['+420 123 456 789', OK],
    ['+421 (2) 123-456', OK],
    ['+49 30/123.456', OK],
    ['+123456789', OK], // exactly 9 characters after +
    ['+12345678', bad], // 8
    ['420123456789', bad], // no +
    ['+420 123 456 78a', bad],
    ['++420123456789', bad],
    ['', bad],
  ])('%j -> %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});

describe('validateStreetOnly (must not contain the house number)', () => {
  const bad = 'Vyplňte správně ulici';
  it.each([
    ['Dlouhá', '12', OK],
    ['Dlouhá', '', OK],
    ['Dlouhá 12', '12', bad],
    ['Dlouhá12', '12', bad],
    ['28. října', '5', OK],
    ['', '12', bad], // a street is required
    ['   ', '', bad],
  ])('street %j, number %j -> %s', (street, houseNumber, expected) => {
    expect(validateStreetOnly(street, houseNumber)).toBe(expected);
  });
});

describe('validateHouseNumber (no spaces, not equal to the reference)', () => {
  const bad = 'Vyplňte správně číslo popisné';
  it.each([
    ['12', 'Dlouhá', OK],
    ['1234/5a', 'Dlouhá', OK],
    ['12 a', 'Dlouhá', bad],
    [' 12', 'Dlouhá', bad],
    ['Dlouhá', 'Dlouhá', bad],
    ['', 'Dlouhá', bad],
  ])('%j with reference %j -> %s', (value, reference, expected) => {
    expect(validateHouseNumber(value, reference)).toBe(expected);
  });
});

describe('validateStreetAndNumber (non-digit part, whitespace, number)', () => {
  const bad = 'Vyplňte ulici a za ní číslo popisné';
  it.each([
    ['Dlouhá 12', OK],
    ['Na Příkopě 1234/5', OK],
    ['Karlova 7a', OK],
    ['Vinohradská 1234/56b', OK],
    ['28. října 12', OK], // Czech street names may start with a date
    ['Dlouhá', bad],
    ['Dlouhá12', bad],
    ['12 Dlouhá', bad],
    ['12 34', bad],
    ['Dlouhá 12 a', bad],
    ['', bad],
  ])('%j -> %s', (value, expected) => {
    expect(validateStreetAndNumber(value)).toBe(expected);
  });
});

describe('validatePostcode by country', () => {
  const bad = 'PSČ musí obsahovat 5 čísel';
  it.each([
    ['11000', 'CZE', OK],
    ['110 00', 'CZE', OK],
    ['110  00', 'CZE', bad],
    ['1100', 'CZE', bad],
    ['11O00', 'CZE', bad],
    ['811 01', 'SVK', OK], // Slovak postcodes share the Czech form
    ['81101', 'SVK', OK],
    ['8110', 'SVK', bad],
    ['10115', 'DEU', OK],
    ['101 15', 'DEU', bad],
    ['1010', 'AUT', OK],
    ['10100', 'AUT', bad],
    ['8001', 'CHE', OK],
    ['80011', 'CHE', bad],
    ['00-950', 'POL', OK], // other countries pass
    ['', 'POL', OK],
    ['11000', 'cze', OK],
    ['', 'CZE', bad],
  ])('%j in %s -> %s', (value, country, expected) => {
    expect(validatePostcode(value, country)).toBe(expected);
  });
});

describe('validateTin (Czech IČO)', () => {
  const bad = 'Nesprávný formát IČ';
  it.each([
    ['25596641', OK],
    ['27082440', OK],
    ['00006947', OK],
    ['45274649', OK],
    ['26168685', OK],
    ['47114983', OK],
    ['', OK],
    [' 25596641 ', OK],
    ['25596642', bad], // wrong check digit
    ['27082441', bad],
    ['2559664', bad], // 7 digits
    ['255966410', bad], // 9 digits
    ['2559664a', bad],
    ['CZ25596641', bad],
    ['2559 6641', bad],
  ])('%j -> %s', (value, expected) => {
    expect(validateTin(value)).toBe(expected);
  });
});

describe('form rules', () => {
  it.each([
    ['heslo123', 'heslo123', OK],
    ['', '', OK],
    ['heslo123', 'heslo124', 'Nepodařilo se vám heslo napsat 2× správně.'],
    ['heslo123', 'heslo123 ', 'Nepodařilo se vám heslo napsat 2× správně.'],
  ])('passwords %j / %j -> %s', (password, confirmation, expected) => {
    expect(validatePasswordsMatch(password, confirmation)).toBe(expected);
  });

  it.each([
    ['', 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.'],
    ['  ', 'Pokud chcete dostávat novinky, musíte vyplnit e-mail.'],
    ['jan@', 'E-mail není ve správném formátu'],
    ['jan@example.cz', OK],
  ])('newsletter e-mail %j -> %s', (value, expected) => {
    expect(validateNewsletterEmail(value)).toBe(expected);
  });

  it.each([
    [5, OK],
    [1, OK],
    [0.5, OK],
    [0, 'Ohodnoťte zboží alespoň pomocí hvězdiček'],
    [null, 'Ohodnoťte zboží alespoň pomocí hvězdiček'],
    [undefined, 'Ohodnoťte zboží alespoň pomocí hvězdiček'],
    [Number.NaN, 'Ohodnoťte zboží alespoň pomocí hvězdiček'],
    [-1, 'Ohodnoťte zboží alespoň pomocí hvězdiček'],
  ])('review rating %s -> %s', (stars, expected) => {
    expect(validateReviewRating(stars)).toBe(expected);
  });
});

describe('messages catalogue', () => {
  it.each([
    [
      'quantityMax',
      'O tento produkt je nyní velký zájem. Aby vyšlo i na ostatní, můžete zakoupit max. {limit} {unit}.',
    ],
    ['quantityMin', 'Musíte zakoupit minimálně {limit} {unit} tohoto produktu.'],
    ['variantRequired', 'Prosím vyberte variantu'],
    ['notAvailable', 'Není skladem'],
    ['genericErrorTitle', 'Něco se porouchalo'],
    ['genericErrorText', 'Omlouváme se, pokud se problém opakuje, kontaktujte nás.'],
    ['cartItemUpdated', 'Množství bylo upraveno'],
    ['minimumOrderRemaining', 'Do minimální výše ceny objednávky vám zbývá ještě {remainingPrice}'],
    ['shipperCountryMismatch', 'Zvolený dopravce nelze kombinovat se zvolenou doručovací zemí'],
    ['currencyCountryMismatch', 'Zvolená měna nelze kombinovat se zvolenou doručovací zemí'],
    ['loginRequired', 'Musíte se nejdříve přihlásit'],
    ['wishListAdded', 'Produkt byl přidán do oblíbených'],
    ['batchAddSuccess', 'Produkty byly vloženy do košíku'],
    ['newsletterSuccess', 'Přihlášení bylo úspěšné'],
    ['reviewProductNotPurchased', 'Recenzovaný produkt jste dosud nezakoupili nebo nebyl ještě odeslán'],
    ['loginAsCustomerSuccess', 'Přihlášení se na zákazníka bylo úspěšné'],
    ['loginAsCustomerFailure', 'Přihlášení se na zákazníka se nezdařilo'],
    ['verificationError', 'Pole {input} nebylo vyplněno správně'],
    ['verificationWarning', 'Ujistěte se, že pole {input} je vyplněno správně'],
    ['freePrice', 'Zdarma'],
  ] as const)('%s is the specification text', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('texts are NFC, so they match copy-pasted spec text byte for byte', () => {
    for (const text of Object.values(messages)) expect(text).toBe(text.normalize('NFC'));
  });
});

describe('format', () => {
  it.each([
    [messages.quantityMin, { limit: 2, unit: 'ks' }, 'Musíte zakoupit minimálně 2 ks tohoto produktu.'],
    [
      messages.minimumOrderRemaining,
      { remainingPrice: '150 Kč' },
      'Do minimální výše ceny objednávky vám zbývá ještě 150 Kč',
    ],
    ['{a}{a}-{b}', { a: 'x', b: 0 }, 'xx-0'],
    ['Pole {input} chybí', {}, 'Pole {input} chybí'], // a missing value stays visible
    ['{toString}', {}, '{toString}'], // inherited properties are not values
    ['bez zástupných znaků', { limit: 1 }, 'bez zástupných znaků'],
  ])('%j with %j -> %j', (template, values, expected) => {
    expect(format(template, values)).toBe(expected);
  });
});
