import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShopSettingResponse, errorResponse, globals as globalsSchema, groupTags } from '@shop/contract';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront, type RecordingStorefront } from './support/recording-storefront.ts';

/**
 * The `languages` shop setting: which languages the storefront offers (its globals' `languages`).
 * Unset it is Czech only; Czech, the default, can never be switched off. The fixture leaves it unset.
 */
let storefront: RecordingStorefront;
let t: CatalogTestApp;
let settings: Record<string, string>;
let contentOnly: Record<string, string>;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createCatalogTestApp({
    env: { REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123', STOREFRONT_URL: storefront.url },
  });
  settings = bearer(await operatorApiKey(t.database.db, ['settings']));
  contentOnly = bearer(await operatorApiKey(t.database.db, ['content']));
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const put = (value: unknown, headers = settings) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/v1/shop-settings/languages', headers, payload: { value } });
const offered = async (locale = 'cs') =>
  globalsSchema
    .parse((await t.app.inject({ url: '/api/v1/globals', headers: { 'x-locale': locale } })).json())
    .languages.map((l) => [l.code, l.name, l.default]);
const refusal = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(422);
  return errorResponse.parse(res.json()).errors.map((e) => e.title);
};

describe('the languages setting', () => {
  it('offers Czech only while the shop has not chosen', async () => {
    expect(await offered()).toEqual([['cs', 'Čeština', true]]);
    const list = await t.app.inject({ url: '/api/admin/v1/shop-settings', headers: settings });
    const entry = (list.json() as { data: { key: string }[] }).data.find((s) => s.key === 'languages');
    expect(entry).toEqual({ key: 'languages', label: 'Jazyky obchodu', value: null, isPublic: true });
  });

  it('offers what the operator chose, in the shop order, and revalidates the pages that show it', async () => {
    const res = await put(['sk', 'cs']);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminShopSettingResponse.parse(res.json()).data.value).toEqual(['sk', 'cs']);
    expect(await offered()).toEqual([
      ['cs', 'Čeština', true],
      ['sk', 'Slovenčina', false],
    ]);
    // Every locale's globals say the same.
    expect(await offered('sk')).toEqual(await offered('cs'));
    expect(storefront.revalidations.at(-1)).toEqual([groupTags.globals]);

    expect((await put(['cs', 'sk', 'de'])).statusCode).toBe(200);
    expect((await offered()).map(([code]) => code)).toEqual(['cs', 'sk', 'de']);
  });

  it.each([
    [['sk', 'de'], 'Čeština je výchozí jazyk obchodu, vypnout ji nelze.'],
    [[], 'Čeština je výchozí jazyk obchodu, vypnout ji nelze.'],
    [['cs', 'pl'], 'Neznámý jazyk.'],
    [['cs', 'sk', 'sk'], 'Každý jazyk uveďte jen jednou.'],
    ['cs', 'Zadejte seznam jazyků.'],
    [null, 'Zadejte seznam jazyků.'],
  ])('refuses %j in Czech and keeps the languages', async (value, title) => {
    expect(refusal(await put(value))).toContain(title);
    expect((await offered()).map(([code]) => code)).toEqual(['cs', 'sk', 'de']);
  });

  it('is for operators with the settings permission only', async () => {
    expect((await put(['cs'], contentOnly)).statusCode).toBe(403);
    expect((await put(['cs'], {})).statusCode).toBe(401);
    expect((await offered()).map(([code]) => code)).toEqual(['cs', 'sk', 'de']);
  });

  it('goes back to Czech only when removed', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/v1/shop-settings/languages',
      headers: settings,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await offered()).toEqual([['cs', 'Čeština', true]]);
  });
});
