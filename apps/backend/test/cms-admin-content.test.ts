import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminBranchResponse,
  adminCuratedGuideResponse,
  adminDeletedResponse,
  adminInfoBoxResponse,
  adminPageResponse,
  adminWideBannerResponse,
  branchBySlugQuery,
  branchBySlugResult,
  contentPageQuery,
  contentPageResult,
  curatedGuideQuery,
  curatedGuideResult,
  errorResponse,
  homeBannersQuery,
  homeBannersResult,
  pageQueryDocument,
  pageResult,
  type ContentBlockView,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { buildBranchPages } from '../src/seed/demo/branch-pages.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { fixtureContentBlocks } from './fixtures/content-blocks.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront, type RecordingStorefront } from './support/recording-storefront.ts';
import { createTestDatabase } from './support/test-db.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * The operator's writes of pages, branch pages, wide banners and info boxes, and curated guides,
 * over the fixture with the content blocks' pages, guides and banners and the demo's branch pages.
 * A storefront stand-in records the revalidation calls.
 */
let storefront: RecordingStorefront;
let revalidations: string[][];
let t: TestApp;
/** An operator's API key with every permission. */
let operatorKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  revalidations = storefront.revalidations;
  const testDb = await createTestDatabase({
    dataset: {
      ...fixtureDataset,
      cms: {
        ...fixtureDataset.cms!,
        contentBlocks: fixtureContentBlocks,
        branchPages: buildBranchPages(new Date('2026-11-01T00:00:00Z')).rows,
      },
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
  operatorKey = await operatorApiKey(t.database.db);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const send = (
  method: 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  token: string | null = operatorKey,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...(token ? bearer(token) : {}),
    },
    ...(payload ? { payload } : {}),
  });
const put = (url: string, payload: object, token?: string | null) => send('PUT', url, payload, token);

const gql = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return body;
};

/** The fields a refusal names, and that every error has the shop's shape. */
function refusedFields(res: { statusCode: number; json: () => unknown }, status = 422): string[] {
  expect(res.statusCode).toBe(status);
  const { errors } = errorResponse.parse(res.json());
  for (const e of errors) {
    expect(e.code).toBeTruthy();
    expect(e.title).toBeTruthy();
  }
  return errors.map((e) => e.field ?? '');
}

const idOf = async (entityType: string, slug: string) => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select entity_id as id from publishing.page_meta where entity_type = ${entityType} and slug = ${slug} and locale = 'cs'`,
  );
  if (!row) throw new Error(`no ${entityType} ${slug}`);
  return row.id;
};

/** Tags of the revalidation calls made while `action` ran. */
async function revalidatedBy(action: () => Promise<unknown>): Promise<string[]> {
  revalidations.length = 0;
  await action();
  return revalidations.flat();
}

type Of<N extends ContentBlockView['__typename']> = Extract<ContentBlockView, { __typename: N }>;
const only = <N extends ContentBlockView['__typename']>(blocks: ContentBlockView[], name: N): Of<N>[] =>
  blocks.filter((b): b is Of<N> => b.__typename === name);

/** The codes of a refusal in the shop's error shape. */
function refusedCodes(res: { statusCode: number; json: () => unknown }, status: number): string[] {
  refusedFields(res, status);
  return errorResponse.parse(res.json()).errors.map((e) => e.code);
}

describe('the operator key', () => {
  it('is required, a wrong one refused and one without the content permission forbidden, on every new endpoint before the body is read', async () => {
    const calls: [Parameters<typeof send>[0], string][] = [
      ['PUT', '/api/admin/v1/pages/1'],
      ['PUT', '/api/admin/v1/branches/1'],
      ['POST', '/api/admin/v1/wide-banners'],
      ['PUT', '/api/admin/v1/wide-banners/1'],
      ['DELETE', '/api/admin/v1/wide-banners/1'],
      ['PUT', '/api/admin/v1/info-boxes/1'],
      ['PUT', '/api/admin/v1/curated-guides/1'],
    ];
    const ordersOnly = await operatorApiKey(t.database.db, ['orders']);
    for (const [method, url] of calls) {
      const body = method === 'DELETE' ? undefined : { nonsense: true };
      for (const token of [null, 'wrong-token-wrong-token-wrong-00']) {
        const res = await send(method, url, body, token);
        expect(refusedCodes(res, 401), `${method} ${url}`).toEqual(['admin.unauthenticated']);
      }
      const forbidden = await send(method, url, body, ordersOnly);
      expect(refusedCodes(forbidden, 403), `${method} ${url}`).toEqual(['admin.forbidden']);
    }
    // Nothing was removed by the refused DELETE.
    const [banner] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from merchandising.wide_banners where id = 1`,
    );
    expect(banner?.n).toBe(1);
  });

  it('answers 404 for unknown ids', async () => {
    for (const [method, url, body] of [
      ['PUT', '/api/admin/v1/pages/999999', { locale: 'cs', title: 'X' }],
      ['PUT', '/api/admin/v1/branches/999999', { locale: 'cs', title: 'X' }],
      ['PUT', '/api/admin/v1/wide-banners/999999', { locale: 'cs', title: 'X' }],
      ['DELETE', '/api/admin/v1/wide-banners/999999', undefined],
      ['PUT', '/api/admin/v1/info-boxes/999999', { locale: 'cs', text: '<p>X</p>' }],
      ['PUT', '/api/admin/v1/curated-guides/999999', { locale: 'cs', title: 'X' }],
    ] as const) {
      expect(refusedFields(await send(method, url, body), 404), url).toEqual(['id']);
    }
  });
  it('are in the OpenAPI document with their refusals', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const operations: [string, string][] = [
      ['/api/admin/v1/pages/{id}', 'put'],
      ['/api/admin/v1/branches/{id}', 'put'],
      ['/api/admin/v1/wide-banners', 'post'],
      ['/api/admin/v1/wide-banners/{id}', 'put'],
      ['/api/admin/v1/wide-banners/{id}', 'delete'],
      ['/api/admin/v1/info-boxes/{id}', 'put'],
      ['/api/admin/v1/curated-guides/{id}', 'put'],
    ];
    for (const [path, method] of operations) {
      const responses = Object.keys(paths[path]?.[method]?.responses ?? {});
      expect(responses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '404']));
      if (method !== 'delete') expect(responses, `${method} ${path}`).toContain('422');
    }
  });
});

describe('PUT /api/admin/v1/pages/{id}', () => {
  it('changes one locale of a text page, serves it sanitised and revalidates the page', async () => {
    const id = await idOf('page', 'obchodni-podminky');
    let res!: Awaited<ReturnType<typeof put>>;
    const tags = await revalidatedBy(async () => {
      res = await put(`/api/admin/v1/pages/${id}`, {
        locale: 'sk',
        title: 'Obchodné podmienky',
        content:
          '<p onclick="steal()">Platné od 1. 1. 2026.<script>alert(1)</script></p><a href="javascript:x()">x</a>',
        meta: { slug: 'obchodne-podmienky', seo_title: 'VOP' },
        contact_box: {
          title: 'Máte otázku?',
          description: '<p onmouseover="x()">Napíšte nám</p><script>x()</script>',
          show_button: true,
        },
      });
    });
    expect(res.statusCode).toBe(200);
    const body = adminPageResponse.parse(res.json());
    expect(body).toMatchObject({
      _id: String(id),
      kind: 'page',
      slug: 'obchodne-podmienky',
      title: 'Obchodné podmienky',
      content: '<p>Platné od 1. 1. 2026.</p><a>x</a>',
    });
    // A new slug: the URL rewrites to the page answer it too.
    expect(body.revalidated).toEqual([
      'pages',
      'page:obchodni-podminky',
      'page:obchodne-podmienky',
      'url-rewrites',
    ]);
    expect(tags).toEqual(body.revalidated);

    const sk = pageResult.parse(
      await gql(pageQueryDocument, { slug: 'obchodne-podmienky' }, { 'x-locale': 'sk' }),
    );
    expect(sk.data.page).toMatchObject({
      title: 'Obchodné podmienky',
      content: '<p>Platné od 1. 1. 2026.</p><a>x</a>',
      page_meta: { slug: 'obchodne-podmienky', seo_title: 'VOP' },
      contact_box: { title_frontend: 'Máte otázku?', description: '<p>Napíšte nám</p>', show_button: true },
    });
    // Czech stays as it was; the page had no contact box, so the new one is shown in Czech too.
    const cs = pageResult.parse(await gql(pageQueryDocument, { slug: 'obchodni-podminky' }));
    expect(cs.data.page?.title).toBe('Obchodní podmínky');
    expect(cs.data.page?.content).toContain('Platné od 1. 1. 2025.');
    expect(cs.data.page?.contact_box).toEqual({
      title_frontend: 'Máte otázku?',
      description: '<p>Napíšte nám</p>',
      show_button: true,
    });

    // Removed with null.
    expect((await put(`/api/admin/v1/pages/${id}`, { locale: 'sk', contact_box: null })).statusCode).toBe(
      200,
    );
    const without = pageResult.parse(
      await gql(pageQueryDocument, { slug: 'obchodne-podmienky' }, { 'x-locale': 'sk' }),
    );
    expect(without.data.page?.contact_box).toBeNull();
  });

  it('replaces a content page’s blocks and paging; block HTML is served sanitised', async () => {
    const id = await idOf('page', 'poradna');
    const res = await put(`/api/admin/v1/pages/${id}`, {
      locale: 'cs',
      blocks_per_page: 2,
      background_image: 'cms/pozadi.svg',
      content_blocks: [
        { type: 'text', text: { cs: '<p>První<script>alert(1)</script></p>', sk: '<p>Prvý</p>' } },
        { type: 'collapsible', title: { cs: 'Otázka' }, text: { cs: '<p onmouseover="x()">Odpověď</p>' } },
        { type: 'products', block_title: { cs: 'Tipy' }, product_ids: [2, 1] },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(adminPageResponse.parse(res.json())).toMatchObject({
      kind: 'content_page',
      content_blocks: 3,
      revalidated: ['pages', 'page:poradna'],
    });
    const first = contentPageResult.parse(await gql(contentPageQuery, { slug: 'poradna', page: 1 })).data
      .content_page!;
    expect(first).toMatchObject({
      page_count: 2,
      blocks_per_page: 2,
      background_image: { path: 'cms/pozadi.svg' },
    });
    expect(only(first.content_blocks, 'TextBlock')[0]?.text).toBe('<p>První</p>');
    expect(only(first.content_blocks, 'CollapsibleBlock')[0]?.text).toBe('<p>Odpověď</p>');
    const second = contentPageResult.parse(await gql(contentPageQuery, { slug: 'poradna', page: 2 })).data
      .content_page!;
    expect(only(second.content_blocks, 'ProductsBlock')[0]?.products.map((p) => p.id)).toEqual([2, 1]);
    const sk = contentPageResult.parse(
      await gql(contentPageQuery, { slug: 'poradna' }, { 'x-locale': 'sk' }),
    );
    expect(only(sk.data.content_page!.content_blocks, 'TextBlock')[0]?.text).toBe('<p>Prvý</p>');
  });

  it('refuses bad values field by field (422) and writes nothing of a refused change', async () => {
    const id = await idOf('page', 'poradna');
    const otherId = await idOf('page', 'vsechny-bloky');
    const blocks = refusedFields(
      await put(`/api/admin/v1/pages/${id}`, {
        locale: 'cs',
        title: 'Nová poradna',
        blocks_per_page: 0,
        content_blocks: [
          { type: 'text', text: { cs: '<p>OK</p>' } },
          { type: 'video', url: 'x' },
          { type: 'products', product_ids: [1, 999] },
          { type: 'curated_guides', guide_ids: [1, 999] },
          { type: 'big_title', title: { cs: 'X' }, background_color: 'red;position:fixed' },
        ],
      }),
    );
    expect(blocks).toEqual(
      expect.arrayContaining([
        'blocks_per_page',
        'content_blocks.1.type',
        'content_blocks.4.background_color',
      ]),
    );
    // References are checked once the blocks are well formed.
    expect(
      refusedFields(
        await put(`/api/admin/v1/pages/${id}`, {
          locale: 'cs',
          content_blocks: [
            { type: 'products', product_ids: [1, 999] },
            { type: 'curated_guides', guide_ids: [1, 999] },
          ],
        }),
      ),
    ).toEqual(['content_blocks.0.product_ids.1', 'content_blocks.1.guide_ids.1']);
    // A refused change tells the storefront nothing.
    const tags = await revalidatedBy(async () => {
      expect(refusedFields(await put(`/api/admin/v1/pages/${id}`, { locale: 'cs', title: '   ' }))).toEqual([
        'title',
      ]);
    });
    expect(tags).toEqual([]);
    expect(
      refusedFields(await put(`/api/admin/v1/pages/${id}`, { locale: 'cs', meta: { slug: 'Poradna Nová' } })),
    ).toEqual(['meta.slug']);
    // Another page's address, with a title change that must not stay behind.
    expect(
      refusedFields(
        await put(`/api/admin/v1/pages/${id}`, {
          locale: 'cs',
          title: 'Přejmenovaná',
          meta: { slug: 'vsechny-bloky' },
        }),
      ),
    ).toEqual(['meta.slug']);
    // A locale without its own page_meta needs a slug.
    expect(
      refusedFields(await put(`/api/admin/v1/pages/${otherId}`, { locale: 'de', meta: { seo_title: 'X' } })),
    ).toEqual(['meta.slug']);
    const page = contentPageResult.parse(await gql(contentPageQuery, { slug: 'poradna' })).data.content_page!;
    expect(page.title).toBe('Poradna');
    expect(page.page_count).toBe(2);
    // The shape of the body is checked first (400): unknown fields, wrong types.
    expect((await put(`/api/admin/v1/pages/${id}`, { locale: 'cs', perex2: 'x' })).statusCode).toBe(400);
    expect((await put(`/api/admin/v1/pages/${id}`, { locale: 'pl', title: 'x' })).statusCode).toBe(400);
    expect((await put(`/api/admin/v1/pages/${id}`, { locale: 'cs', content_blocks: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('gives one of two pages claiming the same new address at once the address, the other 422', async () => {
    const a = await idOf('page', 'poradna');
    const b = await idOf('page', 'obchodni-podminky');
    const results = await Promise.all(
      [a, b].map((id) => put(`/api/admin/v1/pages/${id}`, { locale: 'de', meta: { slug: 'jedina-adresa' } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const [taken] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from publishing.page_meta where entity_type = 'page' and slug = 'jedina-adresa'`,
    );
    expect(taken?.n).toBe(1);
  });
});

describe('PUT /api/admin/v1/branches/{id}', () => {
  const bySlug = async (slug: string, headers: Record<string, string> = {}) =>
    branchBySlugResult.parse(await gql(branchBySlugQuery, { slug }, headers)).data.branch;

  it('changes texts, hours, closure, place, services and people, and revalidates the branch', async () => {
    const id = await idOf('branch', 'ostrava-nadrazni');
    const hours = ['8–18', '8–18', '8–18', '8–18', '8–16', '9–12', 'zavřeno'];
    let res!: Awaited<ReturnType<typeof put>>;
    const tags = await revalidatedBy(async () => {
      res = await put(`/api/admin/v1/branches/${id}`, {
        locale: 'cs',
        title: 'Prodejna Ostrava Centrum',
        description: '<p>Nově <img src="x" onerror="steal()">u nádraží.<script>alert(1)</script></p>',
        opening_hours: hours,
        services: ['Výdej objednávek', 'Poradenství'],
        gps_latitude: 49.8346,
        gps_longitude: 18.282,
        closed_from: '2027-01-02T00:00:00+01:00',
        closed_to: '2027-01-05T00:00:00+01:00',
        phone: '+420 596 000 111',
        email: 'ostrava@example.cz',
        employees: [
          { name: 'Eva Nová', job_title: { cs: 'Vedoucí', sk: 'Vedúca' }, email: 'eva@example.cz' },
          { name: 'Petr Malý' },
        ],
      });
    });
    expect(res.statusCode).toBe(200);
    const body = adminBranchResponse.parse(res.json());
    expect(body).toMatchObject({
      _id: String(id),
      slug: 'ostrava-nadrazni',
      title: 'Prodejna Ostrava Centrum',
      description: '<p>Nově <img src="x" />u nádraží.</p>',
      gps_latitude: 49.8346,
      gps_longitude: 18.282,
      employees: 2,
      revalidated: ['branches', 'branch:ostrava-nadrazni'],
    });
    expect(tags).toEqual(['branches', 'branch:ostrava-nadrazni']);

    const branch = (await bySlug('ostrava-nadrazni'))!;
    expect(branch).toMatchObject({
      title: 'Prodejna Ostrava Centrum',
      description: '<p>Nově <img src="x" />u nádraží.</p>',
      opening_hours: hours,
      services: ['Výdej objednávek', 'Poradenství'],
      gps_latitude: 49.8346,
      gps_longitude: 18.282,
      branch_closed_from: '2027-01-01T23:00:00.000Z',
      branch_closed_to: '2027-01-04T23:00:00.000Z',
      phone: '+420 596 000 111',
      email: 'ostrava@example.cz',
    });
    expect(branch.employees.map((e) => [e.title, e.position, e.email])).toEqual([
      ['Eva Nová', 'Vedoucí', 'eva@example.cz'],
      ['Petr Malý', null, null],
    ]);
    const sk = (await bySlug('ostrava-nadrazni', { 'x-locale': 'sk' }))!;
    expect(sk.employees[0]?.position).toBe('Vedúca');
  });

  it('translates hours and services line by line, as many lines as in Czech', async () => {
    const id = await idOf('branch', 'ostrava-nadrazni');
    const res = await put(`/api/admin/v1/branches/${id}`, {
      locale: 'sk',
      title: 'Predajňa Ostrava Centrum',
      services: ['Výdaj objednávok', 'Poradenstvo'],
    });
    expect(res.statusCode).toBe(200);
    const sk = (await bySlug('ostrava-nadrazni', { 'x-locale': 'sk' }))!;
    expect(sk.title).toBe('Predajňa Ostrava Centrum');
    expect(sk.services).toEqual(['Výdaj objednávok', 'Poradenstvo']);
    expect((await bySlug('ostrava-nadrazni'))!.services).toEqual(['Výdej objednávek', 'Poradenství']);
    expect(
      refusedFields(await put(`/api/admin/v1/branches/${id}`, { locale: 'sk', services: ['Jen jedna'] })),
    ).toEqual(['services']);
  });

  it('refuses coordinates outside Europe, a closure ending before it starts and bad contacts (422)', async () => {
    const id = await idOf('branch', 'plzen-americka');
    const before = (await bySlug('plzen-americka'))!;
    expect(
      refusedFields(
        await put(`/api/admin/v1/branches/${id}`, {
          locale: 'cs',
          title: 'Nepřijatá změna',
          // Swapped coordinates of Plzeň.
          gps_latitude: 13.37,
          gps_longitude: 49.74,
          email: 'plzen@',
          review_link: 'javascript:alert(1)',
          opening_hours: ['1', '2', '3', '4', '5', '6', '7', '8'],
          employees: [{ name: ' ', email: 'x' }],
        }),
      ).sort(),
    ).toEqual(
      [
        'email',
        'employees.0.email',
        'employees.0.name',
        'gps_latitude',
        'gps_longitude',
        'opening_hours',
        'review_link',
      ].sort(),
    );
    expect(
      refusedFields(
        await put(`/api/admin/v1/branches/${id}`, {
          locale: 'cs',
          title: 'Nepřijatá změna',
          closed_from: '2027-02-10T00:00:00Z',
          closed_to: '2027-02-01T00:00:00Z',
        }),
      ),
    ).toEqual(['closed_to']);
    // The end alone before the stored start is refused too.
    await put(`/api/admin/v1/branches/${id}`, {
      locale: 'cs',
      closed_from: '2027-03-10T00:00:00Z',
      closed_to: null,
    });
    expect(
      refusedFields(
        await put(`/api/admin/v1/branches/${id}`, { locale: 'cs', closed_to: '2027-03-09T00:00:00Z' }),
      ),
    ).toEqual(['closed_to']);
    const after = (await bySlug('plzen-americka'))!;
    expect(after.title).toBe(before.title);
    expect([after.gps_latitude, after.gps_longitude]).toEqual([before.gps_latitude, before.gps_longitude]);
    expect(after.employees).toEqual(before.employees);
    expect(
      (await put(`/api/admin/v1/branches/${id}`, { locale: 'cs', gps_latitude: '49.7' })).statusCode,
    ).toBe(400);
  });

  it('keeps both of two changes of different locales made at once', async () => {
    const id = await idOf('branch', 'kosice-hlavna');
    const results = await Promise.all([
      put(`/api/admin/v1/branches/${id}`, { locale: 'cs', title: 'Prodejna Košice Hlavná' }),
      put(`/api/admin/v1/branches/${id}`, { locale: 'sk', title: 'Predajňa Košice Hlavná' }),
      put(`/api/admin/v1/branches/${id}`, { locale: 'cs', employees: [{ name: 'Jana Kováčová' }] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await bySlug('kosice-hlavna'))!.title).toBe('Prodejna Košice Hlavná');
    const sk = (await bySlug('kosice-hlavna', { 'x-locale': 'sk' }))!;
    expect(sk.title).toBe('Predajňa Košice Hlavná');
    expect(sk.employees.map((e) => e.title)).toEqual(['Jana Kováčová']);
  });
});

describe('/api/admin/v1/wide-banners and info-boxes', () => {
  const home = async () => homeBannersResult.parse(await gql(homeBannersQuery)).data;
  const hour = 3_600_000;
  const iso = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
  let created = '';

  it('creates a banner, shows it on the home page and revalidates the banners', async () => {
    let res!: Awaited<ReturnType<typeof put>>;
    const tags = await revalidatedBy(async () => {
      res = await send('POST', '/api/admin/v1/wide-banners', {
        title: { cs: 'Nový banner', sk: 'Nový banner SK' },
        text_1: { cs: 'Sleva 20 %' },
        url: '/poradna',
        main_image: 'cms/wb.svg',
        weight: 1_000,
      });
    });
    expect(res.statusCode).toBe(201);
    const body = adminWideBannerResponse.parse(res.json());
    expect(body).toMatchObject({
      title: 'Nový banner',
      enabled: true,
      weight: 1000,
      revalidated: ['banners'],
    });
    expect(tags).toEqual(['banners']);
    created = body._id;
    const { banner_wide } = await home();
    expect(banner_wide[0]).toMatchObject({
      _id: created,
      title: 'Nový banner',
      text_1: 'Sleva 20 %',
      url: '/poradna',
    });
    const sk = homeBannersResult.parse(await gql(homeBannersQuery, {}, { 'x-locale': 'sk' })).data;
    expect(sk.banner_wide[0]?.title).toBe('Nový banner SK');
  });

  it('switches a banner off and on, and shows a time-limited one only inside its window', async () => {
    const shown = async () => (await home()).banner_wide.some((b) => b._id === created);
    expect(
      (await put(`/api/admin/v1/wide-banners/${created}`, { locale: 'cs', enabled: false })).statusCode,
    ).toBe(200);
    expect(await shown()).toBe(false);
    expect(
      (await put(`/api/admin/v1/wide-banners/${created}`, { locale: 'cs', enabled: true })).statusCode,
    ).toBe(200);
    expect(await shown()).toBe(true);
    const future = await put(`/api/admin/v1/wide-banners/${created}`, {
      locale: 'cs',
      time_limited: true,
      time_limit_start: iso(24),
      time_limit_end: iso(48),
    });
    expect(future.statusCode).toBe(200);
    expect(adminWideBannerResponse.parse(future.json()).time_limited).toBe(true);
    expect(await shown()).toBe(false);
    const tags = await revalidatedBy(async () => {
      const now = await put(`/api/admin/v1/wide-banners/${created}`, {
        locale: 'sk',
        title: 'Prebiehajúci banner',
        time_limit_start: iso(-1),
        time_limit_end: iso(1),
      });
      expect(now.statusCode).toBe(200);
    });
    expect(tags).toEqual(['banners']);
    expect(await shown()).toBe(true);
    const sk = homeBannersResult.parse(await gql(homeBannersQuery, {}, { 'x-locale': 'sk' })).data;
    expect(sk.banner_wide.find((b) => b._id === created)?.title).toBe('Prebiehajúci banner');
  });

  it('refuses a window ending before it starts, a half-open time limit and a bad link (422)', async () => {
    const at = iso(5);
    expect(
      refusedFields(
        await put(`/api/admin/v1/wide-banners/${created}`, {
          locale: 'cs',
          time_limit_start: at,
          time_limit_end: at,
        }),
      ),
    ).toEqual(['time_limit_end']);
    expect(
      refusedFields(
        await put(`/api/admin/v1/wide-banners/${created}`, {
          locale: 'cs',
          time_limit_end: null,
          url: 'javascript:x',
        }),
      ),
    ).toEqual(['time_limit_end', 'url']);
    expect(
      refusedFields(
        await send('POST', '/api/admin/v1/wide-banners', {
          title: { cs: ' ' },
          time_limited: true,
          time_limit_start: iso(2),
          time_limit_end: iso(1),
        }),
      ),
    ).toEqual(['title.cs', 'time_limit_end']);
    expect(
      refusedFields(
        await send('POST', '/api/admin/v1/wide-banners', {
          title: { cs: 'Okno obráceně' },
          time_limited: true,
          time_limit_start: iso(2),
          time_limit_end: iso(1),
        }),
      ),
    ).toEqual(['time_limit_end']);
    expect((await send('POST', '/api/admin/v1/wide-banners', { title: 'bez jazyků' })).statusCode).toBe(400);
    // Still inside its earlier window: the refused changes left it as it was.
    expect((await home()).banner_wide.some((b) => b._id === created)).toBe(true);
  });

  it('removes a banner: gone from the home page, a second removal 404', async () => {
    const tags = await revalidatedBy(async () => {
      const res = await send('DELETE', `/api/admin/v1/wide-banners/${created}`);
      expect(res.statusCode).toBe(200);
      expect(adminDeletedResponse.parse(res.json())).toEqual({ _id: created, revalidated: ['banners'] });
    });
    expect(tags).toEqual(['banners']);
    expect((await home()).banner_wide.some((b) => b._id === created)).toBe(false);
    expect(refusedFields(await send('DELETE', `/api/admin/v1/wide-banners/${created}`), 404)).toEqual(['id']);
  });

  it('changes an info box’s text (sanitised), colour and order', async () => {
    const [box] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from merchandising.info_boxes where text->>'cs' like '%Odesíláme%'`,
    );
    const res = await put(`/api/admin/v1/info-boxes/${box!.id}`, {
      locale: 'cs',
      text: '<p>Odesíláme zítra<script>alert(1)</script></p>',
      box_color: 'warning',
      order: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(adminInfoBoxResponse.parse(res.json())).toMatchObject({
      text: '<p>Odesíláme zítra</p>',
      box_color: 'warning',
      order: 9,
      revalidated: ['banners'],
    });
    const { info_box } = await home();
    expect(info_box.at(-1)).toMatchObject({ text: '<p>Odesíláme zítra</p>', box_color: 'warning', order: 9 });
    expect(
      refusedFields(await put(`/api/admin/v1/info-boxes/${box!.id}`, { locale: 'cs', text: ' ' })),
    ).toEqual(['text']);
    expect(
      (await put(`/api/admin/v1/info-boxes/${box!.id}`, { locale: 'cs', box_color: 'pink' })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/admin/v1/curated-guides/{id}', () => {
  const guide = async (slug: string, headers: Record<string, string> = {}) =>
    curatedGuideResult.parse(await gql(curatedGuideQuery, { slug }, headers)).data.curated_guide;

  it('changes texts and product lists, and revalidates the guide and the pages listing it', async () => {
    const id = await idOf('curated_guide', 'jak-vybrat-gel');
    let res!: Awaited<ReturnType<typeof put>>;
    const tags = await revalidatedBy(async () => {
      res = await put(`/api/admin/v1/curated-guides/${id}`, {
        locale: 'sk',
        title: 'Ako vybrať lubrikačný gél',
        perex: 'Na vodnej, alebo silikónovej báze?',
        content_blocks: [
          {
            type: 'curated_guide_products',
            title: { cs: 'Silikonové gely', sk: 'Silikónové gély' },
            content: { cs: '<p>Vydrží<script>alert(1)</script></p>' },
            product_ids: [2, 1],
          },
        ],
      });
    });
    expect(res.statusCode).toBe(200);
    const body = adminCuratedGuideResponse.parse(res.json());
    expect(body).toMatchObject({
      slug: 'jak-vybrat-gel',
      title: 'Ako vybrať lubrikačný gél',
      perex: 'Na vodnej, alebo silikónovej báze?',
      content_blocks: 1,
    });
    // The content page 'vsechny-bloky' lists the guide in its guides block.
    expect(body.revalidated).toEqual([
      'curated-guides',
      'curated-guide:jak-vybrat-gel',
      'page:vsechny-bloky',
    ]);
    expect(tags).toEqual(body.revalidated);
    const sk = (await guide('jak-vybrat-gel', { 'x-locale': 'sk' }))!;
    expect(sk).toMatchObject({
      title: 'Ako vybrať lubrikačný gél',
      perex: 'Na vodnej, alebo silikónovej báze?',
    });
    const [products] = only(sk.content_blocks, 'CuratedGuideProductsBlock');
    expect(products).toMatchObject({ title: 'Silikónové gély', content: '<p>Vydrží</p>' });
    expect(products!.products.map((p) => p.id)).toEqual([2, 1]);
    const cs = (await guide('jak-vybrat-gel'))!;
    expect(cs.title).toBe('Jak vybrat gel');
  });

  it('refuses products that do not exist and blocks of an unknown kind (422), keeping the guide', async () => {
    const id = await idOf('curated_guide', 'jak-vybrat-gel');
    expect(
      refusedFields(
        await put(`/api/admin/v1/curated-guides/${id}`, {
          locale: 'cs',
          title: 'Nepřijato',
          content_blocks: [
            {
              type: 'curated_guide_products',
              title: { cs: 'A' },
              content: { cs: 'B' },
              product_ids: [999, 2],
            },
            { type: 'productBoxes', product_ids: [3, 123456] },
          ],
        }),
      ),
    ).toEqual(['content_blocks.0.product_ids.0', 'content_blocks.1.product_ids.1']);
    expect(
      refusedFields(
        await put(`/api/admin/v1/curated-guides/${id}`, {
          locale: 'cs',
          content_blocks: [{ type: 'curated_guide_products', title: { cs: 'A' }, product_ids: [1] }],
        }),
      ),
    ).toEqual(['content_blocks.0.content']);
    expect(
      refusedFields(await put(`/api/admin/v1/curated-guides/${id}`, { locale: 'cs', title: '' })),
    ).toEqual(['title']);
    const cs = (await guide('jak-vybrat-gel'))!;
    expect(cs.title).toBe('Jak vybrat gel');
    expect(only(cs.content_blocks, 'CuratedGuideProductsBlock')[0]!.products.map((p) => p.id)).toEqual([
      2, 1,
    ]);
  });
});
