import { describe, expect, it } from 'vitest';
import {
  personalExtraMessages as m,
  validateCustomOrderNumber,
  validateDateOfBirth,
  validateFormalTitle,
  validateIcDph,
} from '../src/index.ts';

const TODAY = '2026-11-29';

describe('validateFormalTitle', () => {
  it.each([
    ['', null],
    ['Mr', null],
    ['Mrs', null],
    ['mr', m.formalTitle],
    ['Dr', m.formalTitle],
    ['Ms', m.formalTitle],
  ])('%j → %j', (value, expected) => {
    expect(validateFormalTitle(value)).toBe(expected);
  });
});

describe('validateDateOfBirth', () => {
  it.each([
    ['', null],
    ['1985-04-23', null],
    ['2026-11-28', null],
    ['1896-11-29', null],
    ['2026-11-29', m.dateOfBirthFuture],
    ['2030-01-01', m.dateOfBirthFuture],
    ['1896-11-28', m.dateOfBirthTooOld],
    ['1985-02-30', m.dateOfBirthFormat],
    ['23.4.1985', m.dateOfBirthFormat],
    ['1985-4-23', m.dateOfBirthFormat],
    ['yesterday', m.dateOfBirthFormat],
  ])('%j → %j', (value, expected) => {
    expect(validateDateOfBirth(value, TODAY)).toBe(expected);
  });
});

describe('validateCustomOrderNumber', () => {
  it.each([
    ['', null],
    ['PO-2026/114', null],
    ['Objednávka č. 5', null],
    ['#A_1', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), m.customOrderNumber],
    ['<script>', m.customOrderNumber],
    ['a;b', m.customOrderNumber],
  ])('%j → %j', (value, expected) => {
    expect(validateCustomOrderNumber(value)).toBe(expected);
  });
});

describe('validateIcDph', () => {
  it.each([
    ['', null],
    ['SK2020123456', null],
    ['sk2020123456', m.icdph],
    ['SK202012345', m.icdph],
    ['CZ2020123456', m.icdph],
  ])('%j → %j', (value, expected) => {
    expect(validateIcDph(value)).toBe(expected);
  });
});
