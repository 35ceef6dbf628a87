import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCategoryResponse,
  adminCategoryTreeResponse,
  adminFilteredCategoryResponse,
  adminVirtualCategoryListResponse,
  adminVirtualCategoryResponse,
  catalogCategoryResponse,
  catalogState,
  errorResponse,
  groupTags,
  itemTags,
  type AdminCategory,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront } from './support/recording-storefront.ts';

/** The category tree, virtual and filtered categories in the back office, on either database. */
let storefront: Awaited<ReturnType<typeof recordingStorefront>>;
let t: CatalogTestApp;
let operatorKey: string;
let contentKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createCatalogTestApp({
    env: { REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123', STOREFRONT_URL: storefront.url },
  });
  operatorKey = await operatorApiKey(t.database.db);
  contentKey = await operatorApiKey(t.database.db, ['content']);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key = operatorKey) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

async function tree(): Promise<AdminCategory[]> {
  const res = await call('GET', '/api/admin/v1/categories');
  expect(res.statusCode, res.body).toBe(200);
  return adminCategoryTreeResponse.parse(res.json()).data;
}
/** Child slugs of a parent in their order. */
const childrenOf = (all: AdminCategory[], parentId: number | null) =>
  all
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.position - b.position)
    .map((c) => c.slug);

async function create(slug: string, parentId: number | null, extra: object = {}) {
  const res = await call('POST', '/api/admin/v1/categories', {
    parentId,
    name: { cs: `Kategorie ${slug}`, sk: `Kategória ${slug}` },
    slug,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminCategoryResponse.parse(res.json()).data;
}
const move = (id: number, parentId: number | null, position: number) =>
  call('POST', `/api/admin/v1/categories/${id}/move`, { parentId, position });

async function storefrontCategory(slug: string) {
  const res = await t.app.inject({ url: `/catalog/category?slugs=${slug}` });
  return catalogCategoryResponse.parse(res.json()).data[0];
}

/** Every parent's children hold positions 0..n-1, and following parents from any category ends at the top. */
async function expectSoundTree() {
  const rows = await queryRows<{ id: number; parent_id: number | null; position: number }>(
    t.database.db,
    sql`select id, parent_id, position from catalog.categories`,
  );
  const parents = new Map(rows.map((r) => [r.id, r.parent_id]));
  for (const r of rows) {
    const seen = new Set<number>();
    for (let p: number | null | undefined = r.id; p != null; p = parents.get(p)) {
      expect(seen.has(p), `cycle through ${p}`).toBe(false);
      seen.add(p);
    }
  }
  return rows;
}

describe('the tree', () => {
  it('reads the whole tree, parents before children, with product counts', async () => {
    const all = await tree();
    expect(all.length).toBeGreaterThanOrEqual(6);
    const index = new Map(all.map((c, i) => [c.id, i]));
    for (const c of all)
      if (c.parentId !== null) expect(index.get(c.parentId)!).toBeLessThan(index.get(c.id)!);
    const gels = all.find((c) => c.slug === 'lubrikacni-gely')!;
    expect(gels).toMatchObject({
      id: 2,
      parentId: 1,
      name: { cs: 'Lubrikační gely', sk: 'Lubrikačné gély' },
    });
    expect(gels.productCount).toBe(5);
  });

  it('creates a subcategory at a position, renumbers its siblings and shows it on the storefront', async () => {
    storefront.revalidations.length = 0;
    const created = await create('nove-gely', 1, {
      position: 0,
      name: { cs: 'Nové gely', sk: '', de: 'Neue Gele' },
    });
    expect(created).toMatchObject({ parentId: 1, position: 0, visible: true, productCount: 0 });
    expect(created.name).toEqual({ cs: 'Nové gely', de: 'Neue Gele' });
    expect(childrenOf(await tree(), 1)).toEqual(['nove-gely', 'lubrikacni-gely', 'menstruacni-kalisky']);
    const parent = await storefrontCategory('intimni-zdravi');
    expect(parent?.children.map((c) => c.slug)).toEqual([
      'nove-gely',
      'lubrikacni-gely',
      'menstruacni-kalisky',
    ]);
    expect(storefront.revalidations.at(-1)).toEqual(
      expect.arrayContaining([groupTags.categories, groupTags.menus, itemTags.category('nove-gely')]),
    );
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from operators.audit_log where object_type = 'category' and object_id = ${String(created.id)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['category.create']);
  });

  it('refuses a taken or malformed slug, an unknown parent and a missing Czech name, in Czech', async () => {
    for (const [body, field, title] of [
      [
        { parentId: 1, name: { cs: 'X' }, slug: 'lubrikacni-gely' },
        'slug',
        'Tuto adresu už má jiná kategorie',
      ],
      [
        { parentId: 1, name: { cs: 'X' }, slug: 'Velká Písmena' },
        'slug',
        'Jen malá písmena bez diakritiky, číslice a pomlčky',
      ],
      [{ parentId: 999, name: { cs: 'X' }, slug: 'sirotek' }, 'parentId', 'Nadřazená kategorie neexistuje'],
    ] as const) {
      const res = await call('POST', '/api/admin/v1/categories', body);
      expect(res.statusCode).toBe(422);
      expect(errorResponse.parse(res.json()).errors).toEqual([{ code: 'invalid', field, title }]);
    }
    const noName = await call('POST', '/api/admin/v1/categories', {
      parentId: 1,
      name: { cs: '' },
      slug: 'bez-jmena',
    });
    expect(noName.statusCode).toBe(400);
    expect((await tree()).some((c) => ['sirotek', 'bez-jmena'].includes(c.slug))).toBe(false);
  });

  it('renames, re-slugs and hides a category; the storefront follows', async () => {
    const id = (await tree()).find((c) => c.slug === 'nove-gely')!.id;
    const res = await call('PUT', `/api/admin/v1/categories/${id}`, {
      name: { cs: 'Gely novinky', sk: 'Gély novinky' },
      slug: 'gely-novinky',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCategoryResponse.parse(res.json()).data).toMatchObject({
      slug: 'gely-novinky',
      name: { cs: 'Gely novinky' },
    });
    expect((await storefrontCategory('gely-novinky'))?.name).toBe('Gely novinky');
    expect(await storefrontCategory('nove-gely')).toBeUndefined();

    expect((await call('PUT', `/api/admin/v1/categories/${id}`, { visible: false })).statusCode).toBe(200);
    expect(await storefrontCategory('gely-novinky')).toBeUndefined();
    expect((await storefrontCategory('intimni-zdravi'))?.children.map((c) => c.slug)).not.toContain(
      'gely-novinky',
    );
    expect((await call('PUT', `/api/admin/v1/categories/${id}`, { visible: true })).statusCode).toBe(200);
    const taken = await call('PUT', `/api/admin/v1/categories/${id}`, { slug: 'fitness' });
    expect(taken.statusCode).toBe(422);
    expect(errorResponse.parse(taken.json()).errors[0]?.field).toBe('slug');
  });

  it('moves a category to a new parent and position in one call, and reorders siblings', async () => {
    const id = (await tree()).find((c) => c.slug === 'gely-novinky')!.id;
    const res = await move(id, 5, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminCategoryResponse.parse(res.json()).data).toMatchObject({ parentId: 5, position: 0 });
    let all = await tree();
    expect(childrenOf(all, 1)).toEqual(['lubrikacni-gely', 'menstruacni-kalisky']);
    expect(childrenOf(all, 5)).toEqual(['gely-novinky', 'posilovaci-gumy', 'cviceni-panevniho-dna']);
    expect(all.filter((c) => c.parentId === 1).map((c) => c.position)).toEqual([0, 1]);
    expect((await storefrontCategory('gely-novinky'))?.breadcrumb.map((b) => b.slug)).toEqual(['fitness']);

    // Within the same parent: last, then past the end (still last).
    expect((await move(id, 5, 1)).statusCode).toBe(200);
    all = await tree();
    expect(childrenOf(all, 5)).toEqual(['posilovaci-gumy', 'gely-novinky', 'cviceni-panevniho-dna']);
    expect((await move(id, null, 99)).statusCode).toBe(200);
    expect(childrenOf(await tree(), null).at(-1)).toBe('gely-novinky');
    expect((await move(id, 5, 0)).statusCode).toBe(200);
  });

  it('refuses a move into the category itself or its own subtree', async () => {
    for (const target of [2, 3]) {
      const res = await move(2, target, 0);
      expect(res.statusCode).toBe(422);
      expect(errorResponse.parse(res.json()).errors[0]).toEqual({
        code: 'invalid',
        field: 'parentId',
        title: 'Kategorii nelze přesunout do ní samotné ani do její podkategorie',
      });
    }
    expect((await tree()).find((c) => c.id === 2)?.parentId).toBe(1);
    expect((await move(999, null, 0)).statusCode).toBe(404);
  });

  it('deletes only an empty category without children, with a Czech 409 otherwise', async () => {
    for (const id of [1, 2]) {
      const res = await call('DELETE', `/api/admin/v1/categories/${id}`);
      expect(res.statusCode).toBe(409);
      expect(errorResponse.parse(res.json()).errors[0]).toMatchObject({
        code: 'conflict',
        title: 'Kategorii nelze smazat: obsahuje podkategorie nebo produkty. Nejdřív je přesuňte jinam.',
      });
    }
    const parent = await create('docasna', 5, { position: 0 });
    const child = await create('docasna-dite', parent.id);
    expect((await call('DELETE', `/api/admin/v1/categories/${parent.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/v1/categories/${child.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/v1/categories/${parent.id}`)).statusCode).toBe(200);
    const all = await tree();
    expect(all.some((c) => c.slug.startsWith('docasna'))).toBe(false);
    expect(all.filter((c) => c.parentId === 5).map((c) => c.position)).toEqual([0, 1, 2]);
    expect((await call('DELETE', `/api/admin/v1/categories/${parent.id}`)).statusCode).toBe(404);
  });
});

describe('concurrent moves', () => {
  it('two moves that would make a cycle together: one is refused and the tree stays a tree', async () => {
    const a = await create('soubeh-a', null);
    const b = await create('soubeh-b', null);
    const [x, y] = await Promise.all([move(a.id, b.id, 0), move(b.id, a.id, 0)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 422]);
    await expectSoundTree();
  });

  it('many moves at once keep every sibling list numbered 0..n-1 without duplicates', async () => {
    const parent = await create('soubeh-rodic', null);
    const kids = [];
    for (let i = 0; i < 6; i++) kids.push(await create(`soubeh-dite-${i}`, parent.id));
    await Promise.all(kids.map((k, i) => (i % 2 === 0 ? move(k.id, parent.id, 0) : move(k.id, 5, i))));
    const rows = await expectSoundTree();
    for (const parentId of [parent.id, 5]) {
      const positions = rows
        .filter((r) => r.parent_id === parentId)
        .map((r) => r.position)
        .sort((p, q) => p - q);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
    expect(rows.filter((r) => r.parent_id === parent.id)).toHaveLength(3);
  });
});

describe('permissions', () => {
  it('an operator with only the content permission may change texts but not the structure', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/admin/v1/categories', undefined],
      ['POST', '/api/admin/v1/categories', { parentId: null, name: { cs: 'X' }, slug: 'zakazana' }],
      ['PUT', '/api/admin/v1/categories/2', { visible: false }],
      ['POST', '/api/admin/v1/categories/2/move', { parentId: 5, position: 0 }],
      ['DELETE', '/api/admin/v1/categories/6', undefined],
      ['POST', '/api/admin/v1/virtual-categories', { title: { cs: 'X' }, slugs: { cs: 'x' } }],
    ] as const) {
      const res = await call(method, url, body, contentKey);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorResponse.parse(res.json()).errors[0]?.title).toBe('K této akci nemáte oprávnění.');
    }
    expect((await tree()).find((c) => c.id === 2)).toMatchObject({ parentId: 1, visible: true });

    const texts = await call(
      'PUT',
      '/api/admin/v1/categories/2/content',
      {
        locale: 'cs',
        description: '<p>Nový popis</p>',
        banner_image: 'cms/banners/nove.svg',
        video_url: 'https://video.example/gel',
      },
      contentKey,
    );
    expect(texts.statusCode, texts.body).toBe(200);
    expect(texts.json()).toMatchObject({
      description: '<p>Nový popis</p>',
      banner_image: 'cms/banners/nove.svg',
    });
    const stored = await call('GET', '/api/admin/v1/categories/2/content', undefined, contentKey);
    expect(stored.json().data).toMatchObject({
      description: { cs: '<p>Nový popis</p>' },
      banner_image: 'cms/banners/nove.svg',
      video_url: 'https://video.example/gel',
    });
    const badVideo = await call(
      'PUT',
      '/api/admin/v1/categories/2/content',
      { video_url: 'javascript:alert(1)' },
      contentKey,
    );
    expect(badVideo.statusCode).toBe(422);
    expect(errorResponse.parse(badVideo.json()).errors[0]?.field).toBe('video_url');
  });
});

describe('virtual and filtered categories', () => {
  const listing = async (scope: string, slug: string) => {
    const res = await t.app.inject({
      url: `/api/catalog/v2/state?scope=${scope}&id=${slug}&sort=PriceSortASC`,
    });
    return { status: res.statusCode, state: res.statusCode === 200 ? catalogState.parse(res.json()) : null };
  };

  it('creates a virtual category whose storefront listing applies its rules, edits and deletes it', async () => {
    storefront.revalidations.length = 0;
    const res = await call('POST', '/api/admin/v1/virtual-categories', {
      title: { cs: 'Gely do 250 Kč', sk: 'Gély do 250 Kč' },
      description: { cs: '<p onclick="x()">Levné gely<script>alert(1)</script></p>' },
      categoryIds: [2],
      priceRanges: { CZK: { to: 250 } },
      slugs: { cs: 'gely-do-250-kc', sk: 'gely-do-250-kc-sk' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = adminVirtualCategoryResponse.parse(res.json()).data;
    expect(created).toMatchObject({
      description: { cs: '<p>Levné gely</p>' },
      priceRanges: { CZK: { to: 250 } },
      slugs: { cs: 'gely-do-250-kc', sk: 'gely-do-250-kc-sk' },
    });
    const { status, state } = await listing('virtual_category', 'gely-do-250-kc');
    expect(status).toBe(200);
    // Products 12 (159 Kč) and 1 (249 Kč) of the gels' subtree.
    expect(state!.products.map((p) => p.id)).toEqual([12, 1]);
    expect(storefront.revalidations.at(-1)).toContain(itemTags.virtualCategory('gely-do-250-kc'));

    const edited = await call('PUT', `/api/admin/v1/virtual-categories/${created.id}`, {
      title: { cs: 'Gely do 200 Kč' },
      categoryIds: [2],
      priceRanges: { CZK: { to: 200 } },
      slugs: { cs: 'gely-do-200-kc' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminVirtualCategoryResponse.parse(edited.json()).data.slugs).toEqual({ cs: 'gely-do-200-kc' });
    expect((await listing('virtual_category', 'gely-do-250-kc')).status).toBe(404);
    expect((await listing('virtual_category', 'gely-do-200-kc')).state!.products.map((p) => p.id)).toEqual([
      12,
    ]);
    const list = adminVirtualCategoryListResponse.parse(
      (await call('GET', '/api/admin/v1/virtual-categories')).json(),
    );
    expect(list.data.map((v) => v.slugs.cs)).toContain('gely-do-200-kc');

    expect((await call('DELETE', `/api/admin/v1/virtual-categories/${created.id}`)).statusCode).toBe(200);
    expect((await listing('virtual_category', 'gely-do-200-kc')).status).toBe(404);
  });

  it('refuses unknown tags, categories and values, a reversed price range and a taken slug', async () => {
    const res = await call('POST', '/api/admin/v1/virtual-categories', {
      title: { cs: 'Chybná' },
      tagIds: [999],
      categoryIds: [2, 998],
      parameterValueIds: [997],
      priceRanges: { EUR: { from: 20, to: 10 } },
      slugs: { cs: 'chybna' },
    });
    expect(res.statusCode).toBe(422);
    expect(
      errorResponse
        .parse(res.json())
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['categoryIds', 'parameterValueIds', 'tagIds']);
    const reversed = await call('POST', '/api/admin/v1/virtual-categories', {
      title: { cs: 'Obrácená' },
      priceRanges: { EUR: { from: 20, to: 10 } },
      slugs: { cs: 'obracena' },
    });
    expect(errorResponse.parse(reversed.json()).errors).toEqual([
      { code: 'invalid', field: 'priceRanges.EUR.to', title: 'Cena „do“ musí být vyšší než cena „od“' },
    ]);
    const taken = await call('POST', '/api/admin/v1/virtual-categories', {
      title: { cs: 'Duplicitní' },
      slugs: { cs: 'gely-do-300-kc' },
    });
    expect(taken.statusCode).toBe(422);
    expect(errorResponse.parse(taken.json()).errors[0]).toMatchObject({ field: 'slugs.cs' });
    const all = adminVirtualCategoryListResponse.parse(
      (await call('GET', '/api/admin/v1/virtual-categories')).json(),
    );
    expect(
      all.data.some((v) => ['chybna', 'obracena'].includes(v.slugs.cs) || v.title.cs === 'Duplicitní'),
    ).toBe(false);
  });

  it('creates a filtered category listed on the storefront and refuses a second one of the same values', async () => {
    const body = {
      categoryId: 2,
      title: { cs: 'Silikonové gely' },
      parameterValueIds: [4],
      slugs: { cs: 'gely-silikonove' },
    };
    const res = await call('POST', '/api/admin/v1/filtered-categories', body);
    expect(res.statusCode, res.body).toBe(200);
    const created = adminFilteredCategoryResponse.parse(res.json()).data;
    const { state } = await listing('filtered_category', 'gely-silikonove');
    expect(state!.products.map((p) => p.id).sort((a, b) => a - b)).toEqual([2, 14]);
    const again = await call('POST', '/api/admin/v1/filtered-categories', {
      ...body,
      slugs: { cs: 'jine-silikonove' },
    });
    expect(again.statusCode).toBe(422);
    expect(errorResponse.parse(again.json()).errors[0]?.field).toBe('parameterValueIds');
    expect((await call('DELETE', `/api/admin/v1/filtered-categories/${created.id}`)).statusCode).toBe(200);
    expect((await listing('filtered_category', 'gely-silikonove')).status).toBe(404);
  });
});
