import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchBySlugQuery,
  branchBySlugResult,
  branchesPageQuery,
  branchesPageResult,
  branchesResponse,
  branchMapQuery,
  branchMapResult,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildBranchPages } from '../src/seed/demo/branch-pages.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

/**
 * The fixture with the demo's six branch pages: Praha (primary, store branch 1 of the fixture),
 * Brno (store branch 2, closed between Christmas and New Year), Ostrava, Plzeň, and Bratislava
 * and Košice without a store branch; weights 60 down to 10.
 */
const REFERENCE = new Date('2026-11-01T00:00:00Z');
const demo = buildBranchPages(REFERENCE);

let t: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDatabase({
    dataset: {
      ...fixtureDataset,
      // Brno's map description in Czech only: what a language without its own text falls back to.
      cms: {
        ...fixtureDataset.cms!,
        branchPages: demo.rows.map((r) =>
          r.slug === 'brno-masarykova' ? { ...r, mapDescription: { cs: r.mapDescription!.cs } } : r,
        ),
      },
    },
  });
  const config = loadConfig({
    // The embedded database shares the event loop: a busy test machine is not the shop's load.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  app = await buildApp({ config, database: t.database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.cleanup();
});

const post = (query: string, variables: object = {}, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query, variables },
  });

const gql = async <T>(query: string, variables: object = {}, headers: Record<string, string> = {}) => {
  const res = await post(query, variables, headers);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ data: T; errors?: unknown }>();
  expect(body.errors).toBeUndefined();
  return body.data;
};

/** The error codes of a query that must be refused. */
const refused = async (query: string, variables: object = {}) => {
  const body = (await post(query, variables)).json<{ errors?: { extensions?: { code?: string } }[] }>();
  return (body.errors ?? []).map((e) => e.extensions?.code);
};

const page = async (variables: { skip: number; limit: number }, headers: Record<string, string> = {}) =>
  branchesPageResult.parse({ data: await gql(branchesPageQuery, variables, headers) }).data.branches;

const bySlug = async (slug: string, headers: Record<string, string> = {}) =>
  branchBySlugResult.parse({ data: await gql(branchBySlugQuery, { slug }, headers) }).data.branch;

const SLUGS = [
  'praha-vodickova',
  'brno-masarykova',
  'ostrava-nadrazni',
  'plzen-americka',
  'bratislava-obchodna',
  'kosice-hlavna',
];

describe('the demo branch pages', () => {
  it('are six, in real Czech and Slovak towns, four of them the store’s pick-up branches', () => {
    expect(demo.rows.map((b) => [b.slug, b.city, b.countryCode, b.storeId])).toEqual([
      ['praha-vodickova', 'Praha', 'CZE', 1],
      ['brno-masarykova', 'Brno', 'CZE', 2],
      ['ostrava-nadrazni', 'Ostrava', 'CZE', 3],
      ['plzen-americka', 'Plzeň', 'CZE', 4],
      ['bratislava-obchodna', 'Bratislava', 'SVK', null],
      ['kosice-hlavna', 'Košice', 'SVK', null],
    ]);
    for (const b of demo.rows) {
      expect(b.openingHours).toHaveLength(7);
      expect(b.employees.length).toBeGreaterThanOrEqual(2);
      expect(b.employees.length).toBeLessThanOrEqual(3);
      expect(b.employees.every((e) => e.photo && demo.images.some((i) => i.path === e.photo))).toBe(true);
      expect(b.images.every((path) => demo.images.some((i) => i.path === path))).toBe(true);
      expect(b.googleMapLink).toContain(`${b.latitude},${b.longitude}`);
      expect(b.carAccessibility?.cs).toBeTruthy();
      expect(b.publicTransportationAccessibility?.cs).toBeTruthy();
      expect(b.services.length).toBeGreaterThan(0);
      expect(b.reviewLink).toMatch(/^https:\/\//);
    }
  });

  it('close one branch for a while after the reference date', () => {
    const closed = demo.rows.filter((b) => b.closed);
    expect(closed.map((b) => b.slug)).toEqual(['brno-masarykova']);
    expect(new Date(closed[0]!.closed!.from).getTime()).toBeGreaterThan(REFERENCE.getTime());
    expect(closed[0]!.closed!.to > closed[0]!.closed!.from).toBe(true);
  });
});

describe('branches(skip, limit)', () => {
  it('lists every branch heaviest first with the total', async () => {
    const list = await page({ skip: 0, limit: 20 });
    expect(list.total).toBe(6);
    expect(list.items.map((b) => b.page_meta.slug)).toEqual(SLUGS);
    expect(list.items.map((b) => b.weight)).toEqual([60, 50, 40, 30, 20, 10]);
  });

  it('pages by skip and limit, the total staying the whole count', async () => {
    const second = await page({ skip: 2, limit: 2 });
    expect(second.total).toBe(6);
    expect(second.items.map((b) => b.page_meta.slug)).toEqual(['ostrava-nadrazni', 'plzen-americka']);
    const past = await page({ skip: 6, limit: 2 });
    expect(past).toEqual({ total: 6, items: [] });
  });

  it('filters by store branch ids and by the primary flag', async () => {
    const query = /* GraphQL */ `
      query ($ids: [Int!], $primary: Boolean) {
        branches(store_ids: $ids, primary: $primary, skip: 0, limit: 10) {
          total
          items {
            _id
            store_id
            primary
            title
            storeBranch {
              id
              slug
              title
              warehouseId
            }
          }
        }
      }
    `;
    type Answer = {
      branches: {
        total: number;
        items: {
          store_id: number | null;
          primary: boolean;
          title: string;
          storeBranch: { id: number; slug: string; title: string; warehouseId: number } | null;
        }[];
      };
    };
    const byStore = (await gql<Answer>(query, { ids: [1, 3] })).branches;
    expect(byStore.total).toBe(2);
    expect(byStore.items.map((b) => [b.title, b.store_id])).toEqual([
      ['Prodejna Praha', 1],
      ['Prodejna Ostrava', 3],
    ]);
    // The store's own record, read through the shipping module (the fixture has branch 1 only).
    expect(byStore.items[0]!.storeBranch).toEqual({
      id: 1,
      slug: 'praha-vinohrady',
      title: 'Prodejna Praha Vinohrady',
      warehouseId: 1,
    });
    expect(byStore.items[1]!.storeBranch).toBeNull();

    expect((await gql<Answer>(query, { ids: [] })).branches).toEqual({ total: 0, items: [] });
    const primary = (await gql<Answer>(query, { primary: true })).branches;
    expect(primary.items.map((b) => b.title)).toEqual(['Prodejna Praha']);
    const others = (await gql<Answer>(query, { primary: false })).branches;
    expect(others.total).toBe(5);
    expect(others.items.every((b) => !b.primary)).toBe(true);
    const both = (await gql<Answer>(query, { ids: [1, 2], primary: false })).branches;
    expect(both.items.map((b) => b.title)).toEqual(['Prodejna Brno']);
  });

  it('refuses a negative skip, a limit above 500 and too many store ids', async () => {
    expect(await refused(branchesPageQuery, { skip: -1, limit: 10 })).toEqual(['BAD_USER_INPUT']);
    expect(await refused(branchesPageQuery, { skip: 0, limit: 501 })).toEqual(['BAD_USER_INPUT']);
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(await refused(`query ($ids: [Int!]) { branches(store_ids: $ids) { total } }`, { ids })).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});

describe('branch(slug, _id)', () => {
  it('answers every field of a branch page', async () => {
    const brno = (await bySlug('brno-masarykova'))!;
    expect(brno).toMatchObject({
      _id: '2',
      store_id: 2,
      primary: false,
      title: 'Prodejna Brno',
      address: { street: 'Masarykova 12', city: 'Brno', postcode: '60200', country_code: 'CZE' },
      phone: '+420 228 884 122',
      email: 'brno@intimfit.cz',
      region: 'Jihomoravský kraj',
      gps_latitude: 49.19516,
      gps_longitude: 16.606937,
      google_map_link: 'https://www.google.com/maps/search/?api=1&query=49.19516,16.606937',
      pay_with_card: true,
      review_link: 'https://obchody.heureka.cz/intimfit-cz/recenze/',
      branch_closed_from: '2026-12-27T23:00:00.000Z',
      branch_closed_to: '2026-12-30T22:59:59.000Z',
      weight: 50,
      page_meta: {
        slug: 'brno-masarykova',
        seo_title: 'Prodejna Brno – otevírací doba a kontakt | Intimfit',
      },
    });
    expect(brno.opening_hours).toEqual([
      'Po 9:00–18:30',
      'Út 9:00–18:30',
      'St 9:00–18:30',
      'Čt 9:00–18:30',
      'Pá 9:00–18:30',
      'So 9:00–13:00',
      'Ne zavřeno',
    ]);
    expect(brno.description).toContain('<p>Prodejna na Masarykově ulici');
    expect(brno.map_description).toBe('<p>Prodejna je v přízemí domu s modrou markýzou.</p>');
    expect(brno.car_accessibility).toContain('Galerie Vaňkovka');
    expect(brno.public_transportation_accessibility).toContain('Hlavní nádraží');
    expect(brno.services).toContain('Vyzkoušení fitness vybavení na místě');
    expect(brno.main_image).toEqual({
      path: 'cms/branches/brno-masarykova-prodejna.svg',
      alt: 'Prodejna Brno',
    });
    expect(brno.images.map((i) => i.path)).toEqual([
      'cms/branches/brno-masarykova-prodejna.svg',
      'cms/branches/brno-masarykova-interier.svg',
    ]);
    expect(brno.employees).toEqual([
      {
        title: 'Martin Procházka',
        position: 'Vedoucí prodejny',
        email: 'martin.prochazka@intimfit.cz',
        phone: '+420 228 884 141',
        photo: { path: 'cms/branches/lide/martin-prochazka.svg', alt: 'Martin Procházka' },
      },
      {
        title: 'Veronika Marková',
        position: 'Poradkyně',
        email: 'veronika.markova@intimfit.cz',
        phone: null,
        photo: { path: 'cms/branches/lide/veronika-markova.svg', alt: 'Veronika Marková' },
      },
    ]);
    expect(Number.isNaN(Date.parse(brno.lastModified))).toBe(false);
  });

  it('finds a branch by _id, and by both only when they name the same branch', async () => {
    const query = /* GraphQL */ `
      query ($slug: String, $id: String) {
        branch(slug: $slug, _id: $id) {
          title
        }
      }
    `;
    type Answer = { branch: { title: string } | null };
    expect((await gql<Answer>(query, { id: '5' })).branch).toEqual({ title: 'Prodejna Bratislava' });
    expect((await gql<Answer>(query, { slug: 'kosice-hlavna', id: '6' })).branch).toEqual({
      title: 'Prodejna Košice',
    });
    expect((await gql<Answer>(query, { slug: 'kosice-hlavna', id: '5' })).branch).toBeNull();
    expect((await gql<Answer>(query, { id: 'abc' })).branch).toBeNull();
    expect((await gql<Answer>(query, { id: '999' })).branch).toBeNull();
    expect(await refused(query, {})).toEqual(['BAD_USER_INPUT']);
  });

  it('answers null for an unknown slug', async () => {
    expect(await bySlug('neexistuje')).toBeNull();
  });

  it('translates with x-locale and falls back to Czech', async () => {
    const sk = (await bySlug('brno-masarykova', { 'x-locale': 'sk' }))!;
    expect(sk.title).toBe('Predajňa Brno');
    expect(sk.opening_hours[3]).toBe('Št 9:00–18:30');
    expect(sk.opening_hours[6]).toBe('Ne zatvorené');
    expect(sk.employees[0]!.position).toBe('Vedúci predajne');
    // No Slovak text of the map description: the Czech one.
    expect(sk.map_description).toBe('<p>Prodejna je v přízemí domu s modrou markýzou.</p>');
    const de = (await bySlug('kosice-hlavna', { 'x-locale': 'de' }))!;
    expect(de.title).toBe('Filiale Košice');
    expect(de.opening_hours[0]).toBe('Mo 10:00–18:00');
  });

  it('says whether a closure holds now', async () => {
    expect((await bySlug('brno-masarykova'))!.closed_now).toBe(false);
    await t.database.db.execute(
      sql`update branches.branch_contents set closed_from = now() - interval '1 day', closed_to = now() + interval '1 day' where id = 3`,
    );
    expect((await bySlug('ostrava-nadrazni'))!.closed_now).toBe(true);
    // Only a start: closed from then on.
    await t.database.db.execute(
      sql`update branches.branch_contents set closed_from = now() - interval '1 hour', closed_to = null where id = 3`,
    );
    expect((await bySlug('ostrava-nadrazni'))!.closed_now).toBe(true);
    await t.database.db.execute(
      sql`update branches.branch_contents set closed_from = now() - interval '3 days', closed_to = now() - interval '1 day' where id = 3`,
    );
    expect((await bySlug('ostrava-nadrazni'))!.closed_now).toBe(false);
    await t.database.db.execute(
      sql`update branches.branch_contents set closed_from = null, closed_to = null where id = 3`,
    );
  });

  it('sanitises the HTML texts', async () => {
    await t.database.db.execute(
      sql`update branches.branch_contents set description = '{"cs":"<p onclick=\\"x()\\">Ahoj</p><script>alert(1)</script>"}'::jsonb where id = 4`,
    );
    const plzen = (await bySlug('plzen-americka'))!;
    expect(plzen.description).toBe('<p>Ahoj</p>');
    expect(plzen.pay_with_card).toBe(false);
  });
});

describe('branch_map_data', () => {
  it('answers every branch’s point, heaviest first', async () => {
    const points = branchMapResult.parse({ data: await gql(branchMapQuery) }).data.branch_map_data;
    expect(points.map((p) => p.slug)).toEqual(SLUGS);
    expect(points[4]).toEqual({
      _id: '5',
      title: 'Prodejna Bratislava',
      slug: 'bratislava-obchodna',
      city: 'Bratislava',
      gps_latitude: 48.1482,
      gps_longitude: 17.1067,
    });
  });

  it('pages, and caps the limit at 500', async () => {
    const query = /* GraphQL */ `
      query ($skip: Int, $limit: Int) {
        branch_map_data(skip: $skip, limit: $limit) {
          slug
        }
      }
    `;
    type Answer = { branch_map_data: { slug: string }[] };
    expect((await gql<Answer>(query, { skip: 1, limit: 2 })).branch_map_data.map((p) => p.slug)).toEqual([
      'brno-masarykova',
      'ostrava-nadrazni',
    ]);
    expect(await refused(query, { skip: 0, limit: 501 })).toEqual(['BAD_USER_INPUT']);
  });
});

describe('GET /api/v1/branches?keys=…', () => {
  it('answers the store branches a page names, by their ids', async () => {
    const praha = (await bySlug('praha-vodickova'))!;
    const res = await app.inject({ url: `/api/v1/branches?keys=${praha.store_id},99` });
    expect(res.statusCode).toBe(200);
    expect(branchesResponse.parse(res.json()).data.map((b) => b.slug)).toEqual(['praha-vinohrady']);
  });
});

describe('a branch without page_meta', () => {
  it('has no page and is left out of every list', async () => {
    await t.database.db.execute(
      sql`delete from publishing.page_meta where entity_type = 'branch' and entity_id = 6`,
    );
    expect(await bySlug('kosice-hlavna')).toBeNull();
    const list = await page({ skip: 0, limit: 20 });
    expect(list.total).toBe(5);
    expect(list.items.map((b) => b.page_meta.slug)).not.toContain('kosice-hlavna');
    const points = branchMapResult.parse({ data: await gql(branchMapQuery) }).data.branch_map_data;
    expect(points).toHaveLength(5);
    type Answer = { branch: { title: string } | null };
    expect((await gql<Answer>(`{ branch(_id: "6") { title } }`)).branch).toBeNull();
  });
});
