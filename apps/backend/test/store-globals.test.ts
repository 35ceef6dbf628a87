import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, globals } from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

let t: TestApp;
let settings: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  settings = bearer(await operatorApiKey(t.database.db, ['settings']));
});
afterAll(() => t.cleanup());

const read = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/v1/globals', headers });
  expect(res.statusCode, res.body).toBe(200);
  return globals.parse(res.json());
};
const put = (key: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/shop-settings/${key}`,
    headers: settings,
    payload: { value },
  });

describe('GET /api/v1/globals: menus, meta and integrations', () => {
  it('carries the menus of every page in the request language', async () => {
    const cs = await read();
    expect(cs.menus.map((m) => m.code)).toEqual(['main', 'footer-1', 'footer-2']);
    const main = cs.menus[0]!;
    expect(main.items.map((i) => i.title)).toEqual(['Intimní zdraví', 'Fitness', 'Značky']);
    expect(main.items[0]!.children.map((c) => c.title)).toEqual(['Lubrikační gely', 'Menstruační kalíšky']);
    const de = await read({ 'x-locale': 'de' });
    expect(de.menus[0]!.items.map((i) => i.title)).toEqual(['Intimgesundheit', 'Fitness', 'Marken']);
    expect(de.menus[1]!.items[0]!.title).toBe('AGB');
  });

  it('falls back to the shop name for the meta title and has no integrations until set', async () => {
    const g = await read();
    expect(g.meta).toEqual({ title: g.contact.name, description: '', keywords: '' });
    expect(g.settings.integrations).toEqual({});
    expect(g.settings.functions).toHaveProperty('loyalty_credits');
  });

  it('answers the meta and public integration ids an operator sets, per language', async () => {
    expect(
      (
        await put('meta', {
          title: { cs: 'Intimní zdraví a fitness', sk: 'Intímne zdravie a fitness' },
          description: { cs: 'Diskrétně a rychle.' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await put('integrations', { gtmId: 'GTM-AB12CD', consentId: 'c0ns-3nt' })).statusCode).toBe(200);
    const cs = await read();
    expect(cs.meta).toEqual({
      title: 'Intimní zdraví a fitness',
      description: 'Diskrétně a rychle.',
      keywords: '',
    });
    expect(cs.settings.integrations).toEqual({ gtmId: 'GTM-AB12CD', consentId: 'c0ns-3nt' });
    const sk = await read({ 'x-locale': 'sk' });
    expect(sk.meta.title).toBe('Intímne zdravie a fitness');
  });

  it.each([
    ['an unknown service', 'integrations', { mailchimpSecret: 'x' }],
    ['an id with spaces or markup', 'integrations', { gtmId: '<script>' }],
    ['a meta without a Czech title', 'meta', { title: { sk: 'Len slovensky' } }],
    ['a meta title over 70 characters', 'meta', { title: { cs: 'x'.repeat(71) } }],
  ])('refuses %s with 422 in the error shape', async (_case, key, value) => {
    const res = await put(key, value);
    expect(res.statusCode, res.body).toBe(422);
    expect(errorResponse.parse(res.json()).errors[0]!.title).toMatch(/\S/);
  });
});
