import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminShopSettingResponse,
  branchesResponse,
  errorResponse,
  pickupPointResponse,
  pickupPointsResponse,
  REGIONS,
} from '@shop/contract';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let settings: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  settings = bearer(await operatorApiKey(t.database.db, ['settings']));
});
afterAll(() => t.cleanup());

const get = (url: string) => t.app.inject({ url });
const setCountries = async (value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/v1/shop-settings/pickupPointCountries',
    headers: settings,
    payload: { value },
  });
const czechRegions = REGIONS.CZE.map((name) => ({ name, countryCode: 'CZE' }));
const slovakRegions = REGIONS.SVK.map((name) => ({ name, countryCode: 'SVK' }));
const search = async (query: string) => {
  const res = await get(`/api/v1/branches?shipper_id=2&${query}`);
  expect(res.statusCode).toBe(200);
  return pickupPointsResponse.parse(res.json());
};

describe('pickup points (GET /api/v1/branches?shipper_id)', () => {
  it('lists a network’s Czech points by city, as the shop lists Czech ones only by default', async () => {
    const all = await search('');
    expect(all.total).toBe(4);
    expect(all.data.map((p) => p.address.city)).toEqual(['Brno', 'Brno', 'České Budějovice', 'Praha']);
    expect(all.data[0]).toMatchObject({
      remoteId: 'CZ002',
      address: { street: 'Nádražní 3', city: 'Brno', postcode: '60200', countryCode: 'CZE' },
      region: 'Jihomoravský kraj',
    });
    expect(all.regions).toEqual(czechRegions);
    expect(all.regions).toHaveLength(14);
  });

  it.each([
    ['s=brno', ['CZ001', 'CZ002']],
    ['s=ceske%20budejovice', ['CZ003']],
    ['s=%C4%8Desk%C3%A9', ['CZ003']],
    ['s=BRNO%20masarykova', ['CZ001']],
    ['s=602%2000', ['CZ001', 'CZ002']],
    ['s=sturova', []],
    ['s=xyz', []],
    [`region=${encodeURIComponent('Jihomoravský kraj')}`, ['CZ002', 'CZ001']],
    [`region=${encodeURIComponent('Hlavní město Praha')}`, ['CZ004']],
    [`region=${encodeURIComponent('Jihomoravský kraj')}&s=masarykova`, ['CZ001']],
    [`region=${encodeURIComponent('Jihočeský kraj')}&s=brno`, []],
    [`region=${encodeURIComponent('Zlínský kraj')}`, []],
    [`region=${encodeURIComponent('Bratislavský kraj')}`, []],
  ])('%s finds %j', async (query, ids) => {
    expect((await search(query)).data.map((p) => p.remoteId)).toEqual(ids);
  });

  it('pages with perPage and still counts all matches', async () => {
    const page = await search('perPage=2');
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(4);
  });

  it('takes search text literally (no wildcards, no SQL)', async () => {
    expect((await search('s=%25')).total).toBe(0);
    expect((await search(`s=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
  });

  it.each([
    'shipper_id=abc',
    'shipper_id=-1',
    'shipper_id=2&perPage=0',
    'shipper_id=2&perPage=501',
    'shipper_id=2&region=Brno',
    `shipper_id=2&region=${encodeURIComponent('jihomoravsky-kraj')}`,
    `shipper_id=2&s=${'a'.repeat(101)}`,
  ])('refuses %s with 400', async (query) => {
    const res = await get(`/api/v1/branches?${query}`);
    expect(res.statusCode).toBe(400);
    errorResponse.parse(res.json());
  });

  it('without shipper_id still answers the shop’s own branches', async () => {
    const res = await get('/api/v1/branches');
    expect(branchesResponse.parse(res.json()).data.length).toBeGreaterThan(0);
  });

  it('finds one point by its network id, 404 otherwise', async () => {
    const res = await get('/api/v1/shippers/2/branches/remoteId/SK001');
    expect(res.statusCode).toBe(200);
    expect(pickupPointResponse.parse(res.json()).data.address.city).toBe('Bratislava');
    expect((await get('/api/v1/shippers/2/branches/remoteId/NOPE')).statusCode).toBe(404);
    expect((await get('/api/v1/shippers/1/branches/remoteId/SK001')).statusCode).toBe(404);
  });
});

describe('the countries the shop lists pickup points in (setting pickupPointCountries)', () => {
  it('adds the Slovak points and regions with cz,sk, and drops them again with cz', async () => {
    const set = await setCountries('cz,sk');
    expect(set.statusCode).toBe(200);
    expect(adminShopSettingResponse.parse(set.json()).data.value).toBe('cz,sk');

    const both = await search('');
    expect(both.total).toBe(5);
    expect(both.data.map((p) => p.remoteId).at(-1)).toBe('SK001');
    expect(both.regions).toEqual([...czechRegions, ...slovakRegions]);
    expect((await search('s=sturova')).data.map((p) => p.remoteId)).toEqual(['SK001']);
    expect(
      (await search(`region=${encodeURIComponent('Bratislavský kraj')}`)).data.map((p) => p.remoteId),
    ).toEqual(['SK001']);

    expect((await setCountries('cz')).statusCode).toBe(200);
    const czech = await search('s=sturova');
    expect(czech.total).toBe(0);
    expect(czech.regions).toEqual(czechRegions);
  });

  it('refuses any other list in Czech and keeps the one set', async () => {
    for (const value of ['sk', 'cz,sk,de', ['cz'], 'CZ']) {
      const res = await setCountries(value);
      expect(res.statusCode).toBe(422);
      expect(errorResponse.parse(res.json()).errors[0]?.title).toBe(
        'Zvolte: jen Česko, nebo Česko a Slovensko.',
      );
    }
    expect((await search('')).total).toBe(4);
  });

  it('is one of the settings an operator sees, with its Czech label', async () => {
    const res = await t.app.inject({ url: '/api/admin/v1/shop-settings', headers: settings });
    const row = (res.json() as { data: { key: string; label: string }[] }).data.find(
      (s) => s.key === 'pickupPointCountries',
    );
    expect(row).toMatchObject({ label: 'Země výdejních míst', value: 'cz', isPublic: true });
  });
});
