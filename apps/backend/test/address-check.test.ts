import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressCheckResponse, addressSuggestResponse, errorResponse } from '@shop/contract';
import { foldPlaceName } from '@shop/rules';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { localAddressChecker } from '../src/integrations/address-check/local-address-checker.ts';
import { municipalities } from '../src/integrations/places/municipalities.ts';
import { ADDRESS_CHECKS } from '../src/modules/customer/address-check/routes.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Over HTTP: the app listens and the test asks it as the storefront does, on a fresh database.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.cleanup());

const suggest = async (query: Record<string, string>) => {
  const res = await fetch(`${base}/api/v1/address-check/suggest?${new URLSearchParams(query)}`);
  return { status: res.status, body: (await res.json()) as unknown };
};
const check = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}/api/v1/address-check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
};
const notices = async (body: Record<string, unknown>) => {
  const res = await check(body);
  expect(res.status).toBe(200);
  return addressCheckResponse.parse(res.body).data.notices.map((n) => `${n.field} ${n.level}`);
};

describe('GET /api/v1/address-check/suggest', () => {
  it('suggests Czech towns by the start of the name, case and diacritics aside, best first', async () => {
    const res = await suggest({ country: 'CZE', city: 'BRN' });
    expect(res.status).toBe(200);
    const { data } = addressSuggestResponse.parse(res.body);
    expect(data[0]).toEqual({
      city: 'Brno',
      postcode: '60200',
      district: 'Brno-město',
      region: 'Jihomoravský kraj',
    });
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data.every((s) => foldPlaceName(s.city).startsWith('brn'))).toBe(true);

    const usti = addressSuggestResponse.parse((await suggest({ country: 'CZE', city: 'usti nad l' })).body);
    expect(usti.data.map((s) => s.city)).toContain('Ústí nad Labem');
  });

  it('suggests in the country asked: Slovak towns for SVK, none for a country without data', async () => {
    const sk = addressSuggestResponse.parse((await suggest({ country: 'SVK', city: 'Bratisl' })).body);
    expect(sk.data[0]?.city).toBe('Bratislava');
    expect(sk.data.every((s) => s.postcode.startsWith('8'))).toBe(true);
    const cz = addressSuggestResponse.parse((await suggest({ country: 'CZE', city: 'Bratisl' })).body);
    expect(cz.data).toEqual([]);
    const de = addressSuggestResponse.parse((await suggest({ country: 'DEU', city: 'Berlin' })).body);
    expect(de.data).toEqual([]);
  });

  it('gives the towns of a postcode, with or without its space', async () => {
    const kurim = (await municipalities()).find((m) => m.name === 'Kuřim')!;
    const spaced = `${kurim.postcode.slice(0, 3)} ${kurim.postcode.slice(3)}`;
    const { data } = addressSuggestResponse.parse((await suggest({ country: 'CZE', postcode: spaced })).body);
    expect(data.map((s) => s.city)).toContain('Kuřim');
    expect(data.every((s) => s.postcode === kurim.postcode)).toBe(true);
    const short = addressSuggestResponse.parse((await suggest({ country: 'CZE', postcode: '66' })).body);
    expect(short.data).toEqual([]);
  });

  it('answers 400 in the error shape for a country that is not three letters', async () => {
    const res = await suggest({ country: 'C1', city: 'Brno' });
    expect(res.status).toBe(400);
    expect(errorResponse.parse(res.body).errors[0]?.code).toBeTruthy();
  });
});

describe('POST /api/v1/address-check', () => {
  it('has no notice for a right address, Praha and Brno parts with postcodes the data lacks included', async () => {
    expect(
      await notices({
        country: 'CZE',
        street: 'Palackého',
        houseNumber: '12',
        city: 'Kuřim',
        postcode: '664 34',
      }),
    ).toEqual([]);
    expect(await notices({ country: 'CZE', city: 'Praha 4', postcode: '140 00' })).toEqual([]);
    expect(await notices({ country: 'CZE', city: 'Brno-Královo Pole', postcode: '612 00' })).toEqual([]);
    expect(await notices({ country: 'SVK', city: 'Bratislava', postcode: '811 01' })).toEqual([]);
  });

  it("words an error as the specification does, with the field's label", async () => {
    const res = await check({ country: 'CZE', city: 'Brno', postcode: '6020' });
    expect(res.status).toBe(200);
    expect(addressCheckResponse.parse(res.body).data.notices).toEqual([
      {
        code: 'address.invalid',
        field: 'postcode',
        level: 'error',
        title: 'Pole PSČ nebylo vyplněno správně',
      },
    ]);
  });

  it('warns, never refuses, of a postcode that does not fit the town', async () => {
    const res = await check({ country: 'CZE', city: 'Brno', postcode: '110 00' });
    expect(addressCheckResponse.parse(res.body).data.notices).toEqual([
      {
        code: 'address.uncertain',
        field: 'postcode',
        level: 'warning',
        title: 'Ujistěte se, že pole PSČ je vyplněno správně',
      },
    ]);
  });

  it('warns of an unknown town or postcode, and checks the street by its format only', async () => {
    expect(await notices({ country: 'CZE', city: 'Atlantida' })).toEqual(['city warning']);
    expect(await notices({ country: 'CZE', city: 'Brno', postcode: '999 99' })).toEqual(['postcode warning']);
    expect(await notices({ country: 'CZE', street: 'Nevymyšlená ulice', houseNumber: '7' })).toEqual([]);
    expect(await notices({ country: 'CZE', street: 'Palackého 12', houseNumber: '12' })).toEqual([
      'street error',
    ]);
    expect(await notices({ country: 'CZE', street: 'Palackého', streetWithNumber: true })).toEqual([
      'street error',
    ]);
  });

  it('answers the notices in the language asked', async () => {
    const res = await check(
      { country: 'CZE', city: 'Brno', postcode: '110 00' },
      { 'accept-language': 'sk' },
    );
    expect(addressCheckResponse.parse(res.body).data.notices[0]?.code).toBe('address.uncertain');
  });
});

describe('the local adapter', () => {
  it('reads the data again after a failed read, and says so meanwhile', async () => {
    let reads = 0;
    const checker = localAddressChecker(async () => {
      reads += 1;
      if (reads === 1) throw new Error('disk');
      return municipalities();
    });
    await expect(checker.suggestTowns('CZE', 'Brno')).rejects.toThrow('municipality data');
    expect((await checker.suggestTowns('CZE', 'Brno'))[0]?.city).toBe('Brno');
    expect(reads).toBe(2);
  });

  it('answers 503 Něco se porouchalo when the service cannot answer', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', MODULES: 'customer' });
    const app = await buildApp({
      config,
      database: t.database,
      logger: false,
      addressChecker: localAddressChecker(() => Promise.reject(new Error('disk'))),
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/address-check',
      payload: { country: 'CZE', city: 'Brno' },
    });
    expect(res.statusCode).toBe(503);
    expect(errorResponse.parse(res.json())).toEqual({
      errors: [{ code: 'address.checkDown', title: 'Něco se porouchalo' }],
    });
    await app.close();
  });
});

describe('ADDRESS_CHECK', () => {
  it('off: no suggestions and no notices, the routes still answer', async () => {
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      MODULES: 'customer',
      ADDRESS_CHECK: 'off',
    });
    const app = await buildApp({ config, database: t.database, logger: false });
    const s = await app.inject({ url: '/api/v1/address-check/suggest?country=CZE&city=Brno' });
    expect(s.json()).toEqual({ data: [] });
    const c = await app.inject({
      method: 'POST',
      url: '/api/v1/address-check',
      payload: { country: 'CZE', postcode: '1' },
    });
    expect(c.json()).toEqual({ data: { notices: [] } });
    await app.close();
  });

  it('refuses a value it does not know, naming it', () => {
    expect(() => loadConfig({ ADDRESS_CHECK: 'smartform' })).toThrow(/ADDRESS_CHECK/);
  });

  it('is rate-limited per shopper address', async () => {
    const config = loadConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', MODULES: 'customer' });
    const app = await buildApp({ config, database: t.database, logger: false });
    const ask = (ip: string) =>
      app.inject({ url: '/api/v1/address-check/suggest?country=CZE&city=Br', remoteAddress: ip });
    for (let i = 0; i < ADDRESS_CHECKS.max; i++) expect((await ask('10.0.0.7')).statusCode).toBe(200);
    const refused = await ask('10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect((await ask('10.0.0.8')).statusCode).toBe(200);
    await app.close();
  });
});

describe('OpenAPI', () => {
  it('lists both routes', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/address-check/suggest', '/api/v1/address-check']),
    );
  });
});
