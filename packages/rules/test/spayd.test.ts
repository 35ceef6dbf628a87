import { describe, expect, it } from 'vitest';
import * as rules from '../src/index.ts';
import { czechAccountToIban, isValidIban, spaydString, type SpaydPayment } from '../src/spayd.ts';

const CZK_ORDER: SpaydPayment = {
  iban: 'CZ65 0800 0000 1920 0014 5399',
  amount: 150000,
  currency: 'CZK',
  variableSymbol: '2024001',
  message: 'Objednávka 2024001',
};
const spaydWith = (changes: Partial<SpaydPayment>): string => spaydString({ ...CZK_ORDER, ...changes });

describe('czechAccountToIban', () => {
  it.each([
    // ČNB's published examples; each IBAN was recomputed with an independent mod 97 check.
    ['19-2000145399/0800', 'CZ6508000000192000145399'],
    ['2000145399/0800', 'CZ7908000000002000145399'],
    ['353497163/0800', 'CZ0908000000000353497163'],
    ['7894/0800', 'CZ3208000000000000007894'],
    ['000019-2000145399/0800', 'CZ6508000000192000145399'], // padded prefix
    [' 19-2000145399 / 0800 ', 'CZ6508000000192000145399'], // spaces tolerated
  ])('%s -> %s', (account, iban) => {
    expect(czechAccountToIban(account)).toBe(iban);
    expect(isValidIban(czechAccountToIban(account))).toBe(true);
  });

  it.each([
    ['19-2000145398/0800', 'number fails mod 11'],
    ['18-2000145399/0800', 'prefix fails mod 11'],
    ['1/0100', 'one non-zero digit'],
    ['0-0000000000/0100', 'all zeros'],
    ['2000145399', 'no bank code'],
    ['2000145399/080', 'short bank code'],
    ['1234567-2000145399/0800', 'prefix longer than 6 digits'],
    ['12345678901/0800', 'number longer than 10 digits'],
    ['19-20001a5399/0800', 'letter in the number'],
    ['', 'empty'],
  ])('rejects %s (%s)', (account) => {
    expect(() => czechAccountToIban(account)).toThrow(RangeError);
  });
});

describe('isValidIban', () => {
  it.each([
    ['CZ6508000000192000145399', true],
    ['CZ65 0800 0000 1920 0014 5399', true], // printed form
    ['cz6508000000192000145399', true],
    ['SK3112000000198742637541', true],
    ['DE89370400440532013000', true],
    ['GB82WEST12345698765432', true], // letters in the BBAN
    ['CZ6508000000192000145398', false], // last digit changed
    ['CZ6608000000192000145399', false], // check digits changed
    ['SK3112000000198742637542', false],
    ['DE89370400440532013001', false],
    ['DE88370400440532013000', false],
    ['CZ6908000000002000145399', false], // a wrong value seen in the wild for 2000145399/0800
    ['CZ65080000001920001453*9', false],
    ['6508000000192000145399', false], // no country
    ['CZ65', false],
    ['', false],
  ])('%s -> %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('rejects check digits 01, which pass mod 97 exactly like 98', () => {
    // 98 - 97 = 1: the same remainder, but ISO 13616 allows only 02–98.
    const bban = '08000000000000000013';
    const iban98 = `CZ98${bban}`;
    expect(isValidIban(iban98)).toBe(true);
    expect(isValidIban(`CZ01${bban}`)).toBe(false);
  });
});

describe('spaydString', () => {
  it('builds a CZK order', () => {
    expect(spaydString(CZK_ORDER)).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1500.00*CC:CZK*X-VS:2024001*MSG:Objednávka 2024001',
    );
  });

  it('builds a EUR order with BIC, recipient name and due date', () => {
    expect(
      spaydString({
        iban: 'sk31 1200 0000 1987 4263 7541',
        bic: 'subaskbx',
        amount: 4990,
        currency: 'EUR',
        variableSymbol: '2024002',
        message: 'Objednávka 2024002',
        recipientName: 'Shop s.r.o.',
        dueDate: '2026-03-15',
      }),
    ).toBe(
      'SPD*1.0*ACC:SK3112000000198742637541+SUBASKBX*AM:49.90*CC:EUR*X-VS:2024002' +
        '*MSG:Objednávka 2024002*RN:Shop s.r.o.*DT:20260315',
    );
  });

  it('leaves out optional fields that are not given', () => {
    expect(spaydString({ iban: 'CZ6508000000192000145399', amount: 100, currency: 'CZK' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1.00*CC:CZK',
    );
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [129950, '1299.50'],
    [150000, '1500.00'],
    [999_999_999, '9999999.99'], // AM holds at most 10 characters, the dot included
  ])('amount %i minor units -> AM:%s', (amount, formatted) => {
    expect(spaydWith({ amount })).toContain(`*AM:${formatted}*`);
  });

  it.each([[0], [-100], [1_000_000_000], [12.5], [Number.NaN], [2 ** 53]])('rejects amount %s', (amount) => {
    expect(() => spaydWith({ amount })).toThrow(RangeError);
  });

  it.each([['1'], ['0123456789'], ['2024001']])('keeps variable symbol %s', (variableSymbol) => {
    expect(spaydWith({ variableSymbol })).toContain(`*X-VS:${variableSymbol}*`);
  });

  it.each([[''], ['12345678901'], ['12a'], ['12 34'], ['-1'], ['12*3']])(
    'rejects variable symbol "%s"',
    (variableSymbol) => {
      expect(() => spaydWith({ variableSymbol })).toThrow(/variable symbol/);
    },
  );

  it.each([
    ['CZ6508000000192000145398', 'broken checksum'],
    ['CZ65080000001920001453*9', 'a separator'],
    ['2000145399/0800', 'a domestic account, not an IBAN'],
  ])('rejects IBAN %s (%s)', (iban) => {
    expect(() => spaydWith({ iban })).toThrow(/invalid IBAN/);
  });

  it.each([['SUBA*SKBX'], ['SUBA'], ['SUBASKBX1']])('rejects BIC %s', (bic) => {
    expect(() => spaydWith({ bic })).toThrow(/invalid BIC/);
  });

  it('rejects a currency other than CZK and EUR', () => {
    expect(() => spaydWith({ currency: 'USD' as 'CZK' })).toThrow(/CZK or EUR/);
  });

  it('rejects an impossible due date', () => {
    expect(() => spaydWith({ dueDate: '2026-02-30' })).toThrow(RangeError);
  });

  it.each([
    ['strips the separator', 'Objednávka *42*', 'MSG:Objednávka 42'],
    ['cuts to 60 characters', 'x'.repeat(70), `MSG:${'x'.repeat(60)}`],
    ['counts characters, not bytes', 'ř'.repeat(70), `MSG:${'ř'.repeat(60)}`],
    ['trims the cut', `${'x'.repeat(59)} y`, `MSG:${'x'.repeat(59)}`],
  ])('message %s', (_case, message, field) => {
    expect(spaydWith({ message })).toMatch(new RegExp(`\\*${field}$`));
  });

  it('leaves out a message that is only separators and spaces', () => {
    expect(spaydWith({ message: ' ** ' })).not.toContain('MSG:');
  });

  it('cuts the recipient name to 35 characters and strips the separator', () => {
    expect(spaydWith({ recipientName: `*${'N'.repeat(40)}` })).toContain(`*RN:${'N'.repeat(35)}`);
  });

  it('is exported from the package entry', () => {
    expect(rules.spaydString).toBe(spaydString);
    expect(rules.czechAccountToIban).toBe(czechAccountToIban);
    expect(rules.isValidIban).toBe(isValidIban);
  });
});
