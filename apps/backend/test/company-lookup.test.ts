import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { company, companyLookupResponse, errorResponse } from '@shop/contract';
import { validateTin } from '@shop/rules';
import { freePort } from './support/free-port.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The local registry's own data: the test follows the file instead of hard-coding its companies.
const companies = z
  .array(company)
  .parse(
    JSON.parse(
      readFileSync(new URL('../src/integrations/company-registry/companies.json', import.meta.url), 'utf8'),
    ),
  );
const inPraha = companies.find((c) => c.city === 'Praha')!;
const withoutDic = companies.find((c) => c.dic === null)!;
// The Praha IČO with its last digit changed: right format, wrong check digit.
const wrongCheckDigit = inPraha.ico.slice(0, 7) + String((Number(inPraha.ico.at(7)) + 1) % 10);

/** The first valid IČO, counting up from 00000001, that no company in the file has: unassigned in the double. */
function unknownIco(): string {
  const known = new Set(companies.map((c) => c.ico));
  for (let n = 1; ; n++) {
    const ico = String(n).padStart(8, '0');
    if (validateTin(ico) === null && !known.has(ico)) return ico;
  }
}

/** A valid IČO that no company in the file has, above the double's unassigned 000… range. */
function madeUpIco(): string {
  const known = new Set(companies.map((c) => c.ico));
  for (let n = 10_000_000; ; n++) {
    const ico = String(n);
    if (validateTin(ico) === null && !known.has(ico)) return ico;
  }
}

// The app listens: in development it reaches the ARES double it serves over HTTP, at PUBLIC_URL.
let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.cleanup());

const lookup = (ico: string) => t.app.inject({ url: `/api/v1/ares/ico?ico=${encodeURIComponent(ico)}` });

describe('GET /api/v1/ares/ico', () => {
  it('finds a company in Praha with its VAT id and address', async () => {
    expect(inPraha).toBeDefined();
    const res = await lookup(inPraha.ico);
    expect(res.statusCode).toBe(200);
    expect(companyLookupResponse.parse(res.json())).toEqual({ data: inPraha });
  });

  it('finds a company that is not a VAT payer, with dic null', async () => {
    expect(withoutDic).toBeDefined();
    const res = await lookup(withoutDic.ico);
    expect(res.statusCode).toBe(200);
    const { data } = companyLookupResponse.parse(res.json());
    expect(data).toEqual(withoutDic);
    expect(data.dic).toBeNull();
  });

  it('trims the IČO the shopper typed', async () => {
    const res = await lookup(` ${inPraha.ico} `);
    expect(res.statusCode).toBe(200);
    expect(companyLookupResponse.parse(res.json()).data.ico).toBe(inPraha.ico);
  });

  it('answers 404 with a Czech title for a valid IČO that no company has', async () => {
    const res = await lookup(unknownIco());
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json())).toEqual({
      errors: [{ code: 'company.notFound', field: 'ico', title: 'Firma s tímto IČO nebyla nalezena' }],
    });
  });

  it('finds a company the double makes up for any other valid IČO, the same every time', async () => {
    const ico = madeUpIco();
    const first = await lookup(ico);
    expect(first.statusCode).toBe(200);
    const { data } = companyLookupResponse.parse(first.json());
    expect(data.ico).toBe(ico);
    expect((await lookup(ico)).json()).toEqual(first.json());
  });

  it('answers 503 with a Czech title when ARES does not answer', async () => {
    const down = await createTestApp({
      COMPANY_REGISTRY: 'ares',
      ARES_URL: 'http://127.0.0.1:9/ekonomicke-subjekty-v-be/rest',
    });
    try {
      const res = await down.app.inject({ url: `/api/v1/ares/ico?ico=${inPraha.ico}` });
      expect(res.statusCode).toBe(503);
      expect(errorResponse.parse(res.json()).errors).toEqual([
        {
          code: 'company.registerDown',
          field: 'ico',
          title: 'Registr firem ARES teď neodpovídá. Vyplňte prosím údaje firmy ručně.',
        },
      ]);
    } finally {
      await down.cleanup();
    }
  });

  it.each([
    ['empty', ''],
    ['7 digits', '1234567'],
    ['9 digits', '123456789'],
    ['letters', 'abcdefgh'],
    ['a wrong check digit', wrongCheckDigit],
    ['an injection attempt', "12345678' or 1=1"],
  ])('refuses %s with 400', async (_label, value) => {
    const res = await lookup(value);
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      { code: 'invalid', field: 'ico', title: 'Neplatná hodnota' },
    ]);
  });

  it('refuses a request without ico with 400', async () => {
    const res = await t.app.inject({ url: '/api/v1/ares/ico' });
    expect(res.statusCode).toBe(400);
  });
});
