import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchesResponse, errorResponse, pickupPointResponse, pickupPointsResponse } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const get = (url: string) => t.app.inject({ url });
const search = async (query: string) => {
  const res = await get(`/api/v1/branches?shipper_id=2&${query}`);
  expect(res.statusCode).toBe(200);
  return pickupPointsResponse.parse(res.json());
};

describe('pickup points (GET /api/v1/branches?shipper_id)', () => {
  it('lists a network’s points, Czech first, then by city', async () => {
    const all = await search('');
    expect(all.total).toBe(5);
    expect(all.data.map((p) => p.address.city)).toEqual([
      'Brno',
      'Brno',
      'České Budějovice',
      'Praha',
      'Bratislava',
    ]);
    expect(all.data[0]).toMatchObject({
      remoteId: 'CZ002',
      address: { street: 'Nádražní 3', city: 'Brno', postcode: '60200', countryCode: 'CZE' },
      region: 'Jihomoravský kraj',
    });
  });

  it.each([
    ['s=brno', ['CZ002', 'CZ001']],
    ['s=ceske%20budejovice', ['CZ003']],
    ['s=%C4%8Desk%C3%A9', ['CZ003']],
    ['s=BRNO%20masarykova', ['CZ001']],
    ['s=602%2000', ['CZ002', 'CZ001']],
    ['s=sturova', ['SK001']],
    ['s=bratislavsk', ['SK001']],
    ['s=xyz', []],
  ])('%s finds %j', async (query, ids) => {
    expect((await search(query)).data.map((p) => p.remoteId)).toEqual(ids);
  });

  it('pages with perPage and still counts all matches', async () => {
    const page = await search('perPage=2');
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(5);
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
