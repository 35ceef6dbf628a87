import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS, errorResponse, regionsResponse } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { pickupPoints } from '../src/seed/demo/pickup-points.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const get = (url: string) => t.app.inject({ url });

describe('GET /api/v1/regions', () => {
  it('lists 14 Czech and 8 Slovak regions, Czech first', async () => {
    const res = await get('/api/v1/regions');
    expect(res.statusCode).toBe(200);
    const { data } = regionsResponse.parse(res.json());
    expect(data.filter((r) => r.countryCode === 'CZE')).toHaveLength(14);
    expect(data.filter((r) => r.countryCode === 'SVK')).toHaveLength(8);
    expect(data[0]).toEqual({ name: 'Hlavní město Praha', countryCode: 'CZE' });
    expect(new Set(data.map((r) => r.name)).size).toBe(22);
  });

  it.each([
    ['CZE', 14, 'Kraj Vysočina'],
    ['SVK', 8, 'Žilinský kraj'],
  ])('gives one country’s regions for country=%s', async (country, count, one) => {
    const { data } = regionsResponse.parse((await get(`/api/v1/regions?country=${country}`)).json());
    expect(data).toHaveLength(count);
    expect(data.every((r) => r.countryCode === country)).toBe(true);
    expect(data.map((r) => r.name)).toContain(one);
  });

  it.each(['DEU', 'cz', 'x'.repeat(50)])(
    'refuses country=%s with 400 in the error shape',
    async (country) => {
      const res = await get(`/api/v1/regions?country=${encodeURIComponent(country)}`);
      expect(res.statusCode).toBe(400);
      errorResponse.parse(res.json());
    },
  );

  it('covers every region of the demo pickup-point network and no other', () => {
    const points = pickupPoints('pickup-point');
    const used = new Set(points.map((p) => `${p.countryCode}:${p.region}`));
    const listed = new Set(Object.entries(REGIONS).flatMap(([c, names]) => names.map((n) => `${c}:${n}`)));
    expect([...used].sort()).toEqual([...listed].sort());
  });
});
