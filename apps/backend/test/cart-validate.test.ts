import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartValidateResponse } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const validate = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/cart/validate', payload, headers });
  return { status: res.statusCode, body: res.json() as unknown };
};
const errorsOf = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  cartValidateResponse.parse((await validate(payload, headers)).body).errors;

// The shop's Czech messages for checkout field rules and checkout errors, verbatim.
describe('POST /api/v1/cart/validate', () => {
  it('accepts a correct Czech delivery with the pickup-point shipper', async () => {
    const res = cartValidateResponse.parse(
      (
        await validate({
          email: 'jana.novakova@example.cz',
          fullName: 'Jana Nováková',
          phone: '+420 601 123 456',
          street: 'Korunní',
          houseNumber: '12',
          postcode: '120 00',
          country: 'CZE',
          shipperId: 2,
        })
      ).body,
    );
    expect(res).toEqual({ valid: true, errors: [] });
  });

  it.each([
    [{ email: 'jana@' }, 'email', 'E-mail není ve správném formátu'],
    [{ fullName: 'Jana' }, 'fullName', 'Nezadali jste celé jméno'],
    [{ phone: '601123456' }, 'phone', 'Nezadali jste správně telefonní číslo'],
    [{ street: 'Korunní 12', houseNumber: '12' }, 'street', 'Vyplňte správně ulici'],
    [{ street: 'Korunní', houseNumber: '12 a' }, 'houseNumber', 'Vyplňte správně číslo popisné'],
    [{ postcode: '1200', country: 'CZE' }, 'postcode', 'PSČ musí obsahovat 5 čísel'],
    [{ postcode: '1234', country: 'DEU' }, 'postcode', 'PSČ musí obsahovat 5 čísel'],
    [{ isBusiness: true, tin: '12345678' }, 'tin', 'Nesprávný formát IČ'],
  ])('%j: %s "%s"', async (payload, field, title) => {
    expect(await errorsOf(payload)).toEqual([{ field, title }]);
  });

  it('checks the IČO only of a business customer', async () => {
    expect(await errorsOf({ isBusiness: false, tin: '12345678' })).toEqual([]);
    expect(await errorsOf({ isBusiness: true, tin: '12345679' })).toEqual([]);
    expect(await errorsOf({ isBusiness: true, tin: '' })).toEqual([]);
  });

  it('refuses a shipper that does not deliver to the country, and a currency the country does not use', async () => {
    // Personal pick-up (1) is Czech only.
    expect(await errorsOf({ country: 'SVK', shipperId: 1 })).toEqual([
      { field: 'country', title: 'Zvolený dopravce nelze kombinovat se zvolenou doručovací zemí' },
    ]);
    // The pickup-point network (2) delivers to Slovakia, which pays in euros.
    expect(await errorsOf({ country: 'SVK', shipperId: 2 })).toEqual([
      { field: 'country', title: 'Zvolená měna nelze kombinovat se zvolenou doručovací zemí' },
    ]);
    expect(await errorsOf({ country: 'SVK', shipperId: 2 }, { 'x-currency': 'EUR' })).toEqual([]);
  });

  it('answers 404 for an unknown shipper and 400 for malformed input', async () => {
    expect((await validate({ shipperId: 99 })).status).toBe(404);
    expect((await validate({ email: 42 })).status).toBe(400);
    expect((await validate({ country: 'CZ' })).status).toBe(400);
    expect((await validate({ fullName: 'x'.repeat(201) })).status).toBe(400);
  });
});
