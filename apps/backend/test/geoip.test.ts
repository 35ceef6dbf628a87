import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, geoIpResponse } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const country = async (ip: string) => {
  const res = await t.app.inject({ url: `/api/v1/geoip/country?ip=${encodeURIComponent(ip)}` });
  expect(res.statusCode).toBe(200);
  return geoIpResponse.parse(res.json()).country;
};

// Addresses of long-standing national networks (Seznam.cz, O2 Czech Republic, Slovak and German
// carriers) in the GeoLite2 data that ships with the package.
describe('GET /api/v1/geoip/country', () => {
  it.each([
    ['77.75.75.172', 'CZ'],
    ['194.228.2.1', 'CZ'],
    ['46.229.224.1', 'SK'],
    ['80.150.0.1', 'DE'],
    ['2a00:1028::1', 'CZ'],
  ])('places %s in %s', async (ip, expected) => {
    expect(await country(ip)).toBe(expected);
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1'])('knows no country for %s', async (ip) => {
    expect(await country(ip)).toBeNull();
  });

  it.each(['', 'localhost', '999.1.1.1', '1.2.3', "1.1.1.1' or 1=1"])('refuses %j with 400', async (ip) => {
    const res = await t.app.inject({ url: `/api/v1/geoip/country?ip=${encodeURIComponent(ip)}` });
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'invalid',
      field: 'ip',
      title: 'Neplatná hodnota',
    });
  });
});
