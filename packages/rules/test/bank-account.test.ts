import { describe, expect, it } from 'vitest';
import { bankAccountMessages, formatIban, parseRefundAccount } from '../src/bank-account.ts';

describe('parseRefundAccount', () => {
  it.each([
    ['CZ6508000000192000145399', 'CZ6508000000192000145399'],
    ['CZ65 0800 0000 1920 0014 5399', 'CZ6508000000192000145399'], // printed form
    ['cz65 0800 0000 1920 0014 5399', 'CZ6508000000192000145399'], // lower case
    ['SK3112000000198742637541', 'SK3112000000198742637541'],
    ['SK31 1200 0000 1987 4263 7541', 'SK3112000000198742637541'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['AT61 1904 3002 3457 3201', 'AT611904300234573201'],
    ['19-2000145399/0800', 'CZ6508000000192000145399'], // Czech domestic with prefix
    ['2000145399/0800', 'CZ7908000000002000145399'],
    [' 19 - 2000145399 / 0800 ', 'CZ6508000000192000145399'],
  ])('%s is %s', (typed, iban) => {
    expect(parseRefundAccount(typed)).toEqual({ iban, error: null });
  });

  it.each([
    ['', bankAccountMessages.required],
    ['   ', bankAccountMessages.required],
    ['CZ6508000000192000145398', bankAccountMessages.invalid], // mod 97 fails
    ['SK3112000000198742637542', bankAccountMessages.invalid],
    ['DE88370400440532013000', bankAccountMessages.invalid],
    ['AT621904300234573201', bankAccountMessages.invalid],
    ['CZ650800000019200014539', 'IBAN ze země CZ má mít 24 znaků'], // one digit short
    ['SK31120000001987426375411', 'IBAN ze země SK má mít 24 znaků'],
    ['DE8937040044053201300', 'IBAN ze země DE má mít 22 znaků'],
    ['AT61190430023457320', 'IBAN ze země AT má mít 20 znaků'],
    ['XX6508000000192000145399', bankAccountMessages.country],
    ['19-2000145398/0800', bankAccountMessages.invalid], // Czech account fails mod 11
    ['2000145399', bankAccountMessages.invalid], // no bank code
    ['účet', bankAccountMessages.invalid],
  ])('refuses %j', (typed, message) => {
    expect(parseRefundAccount(typed)).toEqual({ iban: null, error: message });
  });
});

describe('formatIban', () => {
  it.each([
    ['CZ6508000000192000145399', 'CZ65 0800 0000 1920 0014 5399'],
    ['de89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['AT61 1904 3002 3457 3201', 'AT61 1904 3002 3457 3201'],
  ])('%s -> %s', (iban, printed) => {
    expect(formatIban(iban)).toBe(printed);
  });
});
