import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminBranch,
  adminContentRecord,
  adminDeletedResponse,
  adminWideBanner,
  adminWideBannerList,
  adminWideBannerResponse,
  branchBySlugQuery,
  branchBySlugResult,
  errorResponse,
  homeBannersQuery,
  homeBannersResult,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { buildBranchPages } from '../src/seed/demo/branch-pages.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront, type RecordingStorefront } from './support/recording-storefront.ts';
import { createTestDatabase } from './support/test-db.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * The back office's wide banners and branch pages: reading them with every language, creating,
 * changing, scheduling and deleting them, with the content permission, Czech refusals, the audit
 * log and the storefront's revalidation (a stand-in records the calls).
 */
let storefront: RecordingStorefront;
let t: TestApp;
let contentKey: string;
let catalogueKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  const testDb = await createTestDatabase({
    dataset: {
      ...fixtureDataset,
      cms: { ...fixtureDataset.cms!, branchPages: buildBranchPages(new Date('2026-11-01T00:00:00Z')).rows },
    },
  });
  const config = loadConfig({
    // The embedded database shares the event loop: a busy test machine is not the shop's load.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123',
    STOREFRONT_URL: storefront.url,
  });
  const app = await buildApp({ config, database: testDb.database, logger: false });
  await app.ready();
  t = {
    ...testDb,
    app,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
  contentKey = await operatorApiKey(t.database.db, ['content']);
  catalogueKey = await operatorApiKey(t.database.db, ['catalogue']);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, key = contentKey) =>
  t.app.inject({
    method,
    url,
    headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(key ? bearer(key) : {}) },
    ...(payload ? { payload } : {}),
  });

/** Tags of the revalidation calls made while `action` ran. */
async function revalidatedBy(action: () => Promise<unknown>): Promise<string[]> {
  storefront.revalidations.length = 0;
  await action();
  return storefront.revalidations.flat();
}

/** The refused fields with their Czech titles. */
function refusals(res: { statusCode: number; json: () => unknown }, status = 422): Record<string, string> {
  expect(res.statusCode).toBe(status);
  return Object.fromEntries(errorResponse.parse(res.json()).errors.map((e) => [e.field ?? '', e.title]));
}

const auditActions = async (objectType: string, id: number | string) =>
  (
    await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from operators.audit_log where object_type = ${objectType} and object_id = ${String(id)} order by id`,
    )
  ).map((r) => r.action);

const gql = async (query: string, variables: object = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const homeBanners = async () => homeBannersResult.parse(await gql(homeBannersQuery)).data.banner_wide;
const branchPage = async (slug: string) =>
  branchBySlugResult.parse(await gql(branchBySlugQuery, { slug })).data.branch;

const iso = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('wide banners in the back office', () => {
  let id = 0;

  it('creates a banner with its texts in every language, shows it and lists it as shown', async () => {
    let res!: Awaited<ReturnType<typeof call>>;
    const tags = await revalidatedBy(async () => {
      res = await call('POST', '/api/admin/v1/wide-banners', {
        title: { cs: 'Zimní výprodej', sk: 'Zimný výpredaj', de: 'Winterschlussverkauf' },
        text_1: { cs: 'Až 40 % dolů', sk: 'Až 40 % dole' },
        button_text: { cs: 'Nakupovat' },
        url: '/vyprodej',
        main_image: 'cms/zimni-vyprodej.webp',
        weight: 5_000,
        time_limited: true,
        time_limit_start: iso(-1),
        time_limit_end: iso(24),
      });
    });
    expect(res.statusCode).toBe(201);
    id = Number(adminWideBannerResponse.parse(res.json())._id);
    expect(tags).toEqual(['banners']);
    expect((await homeBanners())[0]).toMatchObject({ _id: String(id), title: 'Zimní výprodej' });

    const one = adminWideBanner.parse((await call('GET', `/api/admin/v1/wide-banners/${id}`)).json());
    expect(one).toMatchObject({
      id,
      title: { cs: 'Zimní výprodej', sk: 'Zimný výpredaj', de: 'Winterschlussverkauf' },
      text_1: { cs: 'Až 40 % dolů', sk: 'Až 40 % dole', de: '' },
      text_2: { cs: '', sk: '', de: '' },
      button_text: { cs: 'Nakupovat', sk: '', de: '' },
      url: '/vyprodej',
      main_image: 'cms/zimni-vyprodej.webp',
      weight: 5_000,
      enabled: true,
      time_limited: true,
      state: 'shown',
    });
    const list = adminWideBannerList.parse((await call('GET', '/api/admin/v1/wide-banners')).json());
    expect(list.total).toBe(list.data.length);
    expect(list.data[0]).toMatchObject({ id, state: 'shown' });
    expect(await auditActions('wide_banner', id)).toEqual(['wideBanner.create']);
  });

  it('tells a scheduled, an ended and a switched-off banner apart', async () => {
    const state = async () =>
      adminWideBanner.parse((await call('GET', `/api/admin/v1/wide-banners/${id}`)).json()).state;
    const change = (body: object) =>
      call('PUT', `/api/admin/v1/wide-banners/${id}`, { locale: 'cs', ...body });
    expect((await change({ time_limit_start: iso(2), time_limit_end: iso(5) })).statusCode).toBe(200);
    expect(await state()).toBe('scheduled');
    expect((await homeBanners()).some((b) => b._id === String(id))).toBe(false);
    expect((await change({ time_limit_start: iso(-5), time_limit_end: iso(-2) })).statusCode).toBe(200);
    expect(await state()).toBe('ended');
    expect((await change({ time_limited: false, enabled: false })).statusCode).toBe(200);
    expect(await state()).toBe('off');
    expect((await change({ enabled: true })).statusCode).toBe(200);
    expect(await state()).toBe('shown');
  });

  it('refuses a banner without a Czech title and a window ending before it starts, in Czech (422)', async () => {
    expect(
      refusals(await call('POST', '/api/admin/v1/wide-banners', { title: { cs: ' ', sk: 'Len slovensky' } })),
    ).toEqual({ 'title.cs': 'Vyplňte prosím' });
    expect(
      refusals(
        await call('PUT', `/api/admin/v1/wide-banners/${id}`, {
          locale: 'cs',
          time_limited: true,
          time_limit_start: iso(5),
          time_limit_end: iso(1),
        }),
      ),
    ).toEqual({ time_limit_end: 'Konec musí být až po začátku' });
  });

  it('answers 403 to an operator without the content permission and 401 without a key', async () => {
    expect((await call('GET', '/api/admin/v1/wide-banners', undefined, catalogueKey)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/v1/wide-banners/${id}`, undefined, catalogueKey)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/admin/v1/wide-banners', { title: { cs: 'Cizí' } }, catalogueKey)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/v1/wide-banners/${id}`, undefined, catalogueKey)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/v1/wide-banners', undefined, '')).statusCode).toBe(401);
  });

  it('deletes a banner, revalidates the home page and records it', async () => {
    let res!: Awaited<ReturnType<typeof call>>;
    const tags = await revalidatedBy(async () => {
      res = await call('DELETE', `/api/admin/v1/wide-banners/${id}`);
    });
    expect(res.statusCode).toBe(200);
    expect(adminDeletedResponse.parse(res.json()).revalidated).toEqual(['banners']);
    expect(tags).toEqual(['banners']);
    expect((await call('GET', `/api/admin/v1/wide-banners/${id}`)).statusCode).toBe(404);
    expect(await auditActions('wide_banner', id)).toContain('wideBanner.delete');
  });
});

describe('branch pages in the back office', () => {
  const newBranch = {
    title: { cs: 'Prodejna Olomouc', sk: 'Predajňa Olomouc' },
    street: 'Horní náměstí 1',
    city: 'Olomouc',
    postcode: '779 00',
    country_code: 'CZE',
    region: 'Olomoucký kraj',
    gps_latitude: 49.5938,
    gps_longitude: 17.2509,
    meta: { slug: 'olomouc-horni-namesti' },
  };
  let id = 0;

  it('reads a branch with every language, its people, addresses and publication', async () => {
    const [seeded] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select entity_id as id from publishing.page_meta where entity_type = 'branch' and slug = 'ostrava-nadrazni' and locale = 'cs'`,
    );
    const res = await call('GET', `/api/admin/v1/branches/${seeded!.id}`);
    expect(res.statusCode).toBe(200);
    const branch = adminBranch.parse(res.json());
    expect(branch.state).toBe('published');
    expect(branch.meta.cs?.slug).toBe('ostrava-nadrazni');
    expect(branch.title.cs).toBeTruthy();
    expect(branch.opening_hours.length).toBeGreaterThan(0);
    expect(branch.opening_hours[0]).toEqual({
      cs: expect.any(String),
      sk: expect.any(String),
      de: expect.any(String),
    });
    expect(branch.employees.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/v1/branches/999999')).statusCode).toBe(404);
  });

  it('creates a branch as a draft that is on no page, and records it', async () => {
    let res!: Awaited<ReturnType<typeof call>>;
    const tags = await revalidatedBy(async () => {
      res = await call('POST', '/api/admin/v1/branches', newBranch);
    });
    expect(res.statusCode).toBe(201);
    const created = adminBranch.parse(res.json());
    id = created.id;
    expect(created).toMatchObject({
      state: 'draft',
      published_at: null,
      title: { cs: 'Prodejna Olomouc', sk: 'Predajňa Olomouc', de: '' },
      city: 'Olomouc',
      opening_hours: [],
      employees: [],
      meta: { cs: { slug: 'olomouc-horni-namesti' } },
    });
    expect(tags).toEqual([]);
    expect(await branchPage('olomouc-horni-namesti')).toBeNull();
    expect(await auditActions('branch', id)).toEqual(['branch.create']);
  });

  it('refuses a new branch without a Czech name, outside Europe or with a taken address, in Czech (422)', async () => {
    expect(
      refusals(
        await call('POST', '/api/admin/v1/branches', {
          ...newBranch,
          title: { cs: '' },
          gps_latitude: 17.25,
          gps_longitude: 49.59,
          country_code: 'CZ',
        }),
      ),
    ).toEqual({
      gps_latitude: 'Zeměpisná šířka musí být mezi 34 a 72 (Evropa)',
      gps_longitude: 'Zeměpisná délka musí být mezi -25 a 45 (Evropa)',
      country_code: 'Zadejte třípísmenný kód země (CZE, SVK)',
    });
    expect(
      refusals(await call('POST', '/api/admin/v1/branches', { ...newBranch, title: { cs: ' ' } })),
    ).toEqual({
      'title.cs': 'Vyplňte prosím',
    });
    expect(refusals(await call('POST', '/api/admin/v1/branches', newBranch))).toEqual({
      'meta.slug': 'Tuto adresu už má jiná stránka',
    });
    expect(
      (await call('POST', '/api/admin/v1/branches', { ...newBranch, gps_latitude: '49' })).statusCode,
    ).toBe(400);
  });

  it('publishes the new branch, changes its hours and revalidates its page', async () => {
    const published = await call('POST', `/api/admin/v1/content/branches/${id}/publication`, {
      action: 'publish',
    });
    expect(published.statusCode).toBe(200);
    expect(adminContentRecord.parse(published.json()).revalidated).toEqual([
      'branches',
      'branch:olomouc-horni-namesti',
    ]);
    const hours = ['Po–Pá 9–18', 'So 9–12'];
    let res!: Awaited<ReturnType<typeof call>>;
    const tags = await revalidatedBy(async () => {
      res = await call('PUT', `/api/admin/v1/branches/${id}`, { locale: 'cs', opening_hours: hours });
    });
    expect(res.statusCode).toBe(200);
    expect(tags).toEqual(['branches', 'branch:olomouc-horni-namesti']);
    expect((await branchPage('olomouc-horni-namesti'))?.opening_hours).toEqual(hours);
    const read = adminBranch.parse((await call('GET', `/api/admin/v1/branches/${id}`)).json());
    expect(read.opening_hours.map((h) => h.cs)).toEqual(hours);
    expect(read.state).toBe('published');
    expect(await auditActions('branch', id)).toEqual(['branch.create', 'branch.publish', 'branch.update']);
  });

  it('answers 403 to an operator without the content permission', async () => {
    expect((await call('GET', `/api/admin/v1/branches/${id}`, undefined, catalogueKey)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/v1/branches', newBranch, catalogueKey)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/v1/branches/${id}`, { locale: 'cs', city: 'X' }, catalogueKey))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/v1/branches/${id}`, undefined, catalogueKey)).statusCode).toBe(
      403,
    );
  });

  it('keeps a branch the store picks up at (409) and deletes one nothing refers to', async () => {
    const [withStore] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from branches.branch_contents where store_id is not null order by id limit 1`,
    );
    expect(refusals(await call('DELETE', `/api/admin/v1/branches/${withStore!.id}`), 409)).toEqual({
      '': 'Pobočku nelze smazat, patří k ní výdejní místo obchodu. Zrušte raději její zveřejnění.',
    });
    let res!: Awaited<ReturnType<typeof call>>;
    const tags = await revalidatedBy(async () => {
      res = await call('DELETE', `/api/admin/v1/branches/${id}`);
    });
    expect(res.statusCode).toBe(200);
    expect(tags).toEqual(['branches', 'branch:olomouc-horni-namesti']);
    expect((await call('GET', `/api/admin/v1/branches/${id}`)).statusCode).toBe(404);
    expect(await branchPage('olomouc-horni-namesti')).toBeNull();
    expect(await auditActions('branch', id)).toContain('branch.delete');
    const [meta] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from publishing.page_meta where entity_type = 'branch' and entity_id = ${id}`,
    );
    expect(meta?.n).toBe(0);
  });
});
