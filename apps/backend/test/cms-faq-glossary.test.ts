import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminFaqEntryResponse,
  adminGlossaryTermResponse,
  errorResponse,
  faqEntriesQuery,
  faqEntriesResult,
  glossaryTermQuery,
  glossaryTermResult,
  glossaryTermsQuery,
  glossaryTermsResult,
  infomailQuery,
  infomailResult,
  infomailsQuery,
  infomailsResult,
  pagesQuery,
  pagesResult,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Dataset } from '../src/seed/dataset.ts';
import type { GlossaryTermRow, HelpDataset } from '../src/seed/help-dataset.ts';
import { generateDemoDataset } from '../src/seed/demo/index.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront, type RecordingStorefront } from './support/recording-storefront.ts';
import { createTestDatabase } from './support/test-db.ts';
import type { TestApp } from './support/test-app.ts';

const term = (
  id: number,
  slug: string,
  cs: string,
  refs: Partial<Pick<GlossaryTermRow, 'categoryIds' | 'productIds' | 'virtualCategoryIds' | 'termIds'>> = {},
  extra: Partial<GlossaryTermRow> = {},
): GlossaryTermRow => ({
  id,
  slug,
  title: { cs },
  perex: { cs: `${cs} krátce.` },
  description: { cs: `<p>${cs} podrobně.</p>` },
  categoryIds: [],
  productIds: [],
  virtualCategoryIds: [],
  termIds: [],
  seo: {},
  ...refs,
  ...extra,
});

// Titles chosen so that Czech collation differs from code-point order: ch after h, č after c, á with a.
const help: HelpDataset = {
  faq: [
    {
      id: 1,
      topic: { cs: 'Doprava' },
      question: { cs: 'Kdy to přijde?' },
      answer: { cs: '<p>Zítra.</p>' },
      weight: 50,
    },
    {
      id: 2,
      topic: { cs: 'Objednávka', sk: 'Objednávka SK' },
      question: { cs: 'Musím se registrovat?', sk: 'Musím sa registrovať?' },
      answer: { cs: '<p>Ne.<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
      weight: 90,
    },
    {
      id: 3,
      topic: { cs: 'Doprava' },
      question: { cs: 'Kolik stojí?' },
      answer: { cs: '<p>69 Kč.</p>' },
      weight: 70,
    },
    {
      id: 4,
      topic: { cs: 'Objednávka', sk: 'Objednávka SK' },
      question: { cs: 'Mohu zrušit?' },
      answer: { cs: '<p>Ano.</p>' },
      weight: 10,
    },
    { id: 5, topic: { cs: 'Platba' }, question: { cs: 'Kartou?' }, answer: { cs: '<p>Ano.</p>' }, weight: 5 },
  ],
  glossary: [
    term(
      1,
      'lubrikacni-gel',
      'Lubrikační gel',
      {
        categoryIds: [3, 999, 2],
        productIds: [2, 1, 6, 999],
        virtualCategoryIds: [2, 99],
        termIds: [2, 3, 1, 404],
      },
      {
        title: { cs: 'Lubrikační gel', sk: 'Lubrikačný gél', de: 'Gleitgel' },
        seo: { title: { cs: 'Lubrikační gel | slovník' } },
      },
    ),
    term(2, 'chlamydie', 'Chlamydie'),
    term(3, 'hiit', 'HIIT'),
    term(4, 'cinka', 'Činka'),
    term(5, 'cviceni', 'Cvičení'),
    term(6, 'alergie', 'Alergie'),
    term(7, 'ucho', 'Ámbra'),
    term(8, 'zeta', 'Žeň'),
    term(9, 'zz', 'Zátěž'),
  ],
  infomails: [
    {
      id: 1,
      slug: 'zari',
      sentAt: '2026-09-03T08:00:00Z',
      title: { cs: 'Září', sk: 'September' },
      infomailHtml: {
        cs: '<table><tr><td style="color:red" onclick="x()"><h2>Ahoj</h2><script>alert(1)</script><img src="javascript:alert(1)"><a href="/akce">Akce</a></td></tr></table>',
      },
      content: { cs: '<p>Úvod<iframe src="https://example.com"></iframe></p>' },
      seo: { title: { cs: 'Infomail září' } },
    },
    {
      id: 2,
      slug: 'rijen',
      sentAt: '2026-10-01T08:00:00Z',
      title: { cs: 'Říjen' },
      infomailHtml: { cs: '<p>Říjen</p>' },
      seo: {},
    },
    {
      id: 3,
      slug: 'srpen',
      sentAt: '2026-08-01T08:00:00Z',
      title: { cs: 'Srpen' },
      infomailHtml: { cs: '<p>Srpen</p>' },
      seo: {},
    },
  ],
};

const dataset: Dataset = {
  ...fixtureDataset,
  pages: [
    ...fixtureDataset.pages,
    {
      slug: 'doprava',
      title: { cs: 'Doprava', sk: 'Doprava SK' },
      content: { cs: '<p>Doprava</p>' },
      seo: { description: { cs: 'Jak doručujeme.' } },
    },
  ],
  cms: { ...fixtureDataset.cms!, help },
};

/** A storefront stand-in that records the tags of its revalidation calls. */
let storefront: RecordingStorefront;
let revalidations: string[][];

let t: TestApp;
/** An operator's API key with every permission. */
let operatorKey: string;
beforeAll(async () => {
  storefront = await recordingStorefront();
  revalidations = storefront.revalidations;
  const testDb = await createTestDatabase({ dataset });
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
  // A page and an infomail without page_meta: they cannot be linked, so no list shows them.
  await t.database.db.execute(
    sql`insert into pages.pages (title, content) values ('{"cs":"Bez adresy"}'::jsonb, '{"cs":"<p>x</p>"}'::jsonb)`,
  );
  await t.database.db.execute(
    sql`insert into content.infomails (sent_at, title) values ('2026-12-01T08:00:00Z', '{"cs":"Bez adresy"}'::jsonb)`,
  );
  // A hidden product is no link target.
  await t.database.db.execute(sql`update catalog.products set visible = false where id = 1`);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

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

const gqlErrors = async (query: string, variables: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  return res.json<{ data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }>();
};

describe('faq_entries', () => {
  it('groups questions by topic, heaviest first, topics by their heaviest question, answers sanitised', async () => {
    const { data } = faqEntriesResult.parse(await gql(faqEntriesQuery));
    expect(data.faq_entries.map((g) => [g.topic, g.entries.map((e) => [e._id, e.weight])])).toEqual([
      [
        'Objednávka',
        [
          ['2', 90],
          ['4', 10],
        ],
      ],
      [
        'Doprava',
        [
          ['3', 70],
          ['1', 50],
        ],
      ],
      ['Platba', [['5', 5]]],
    ]);
    const answer = data.faq_entries[0]!.entries[0]!.answer;
    expect(answer).toContain('Ne.');
    expect(answer).not.toMatch(/script|javascript:/);
  });

  it('translates with x-locale and falls back to Czech per field', async () => {
    const { data } = faqEntriesResult.parse(await gql(faqEntriesQuery, {}, { 'x-locale': 'sk' }));
    expect(data.faq_entries.map((g) => g.topic)).toEqual(['Objednávka SK', 'Doprava', 'Platba']);
    expect(data.faq_entries[0]!.entries.map((e) => e.question)).toEqual([
      'Musím sa registrovať?',
      'Mohu zrušit?',
    ]);
  });
});

describe('glossary_terms', () => {
  it('lists terms with a slug alphabetically by Czech collation', async () => {
    const { data } = glossaryTermsResult.parse(await gql(glossaryTermsQuery));
    expect(data.glossary_terms.map((g) => g.title)).toEqual([
      'Alergie',
      'Ámbra',
      'Cvičení',
      'Činka',
      'HIIT',
      'Chlamydie',
      'Lubrikační gel',
      'Zátěž',
      'Žeň',
    ]);
    const gel = data.glossary_terms.find((g) => g.page_meta.slug === 'lubrikacni-gel');
    expect(gel?.perex).toBe('Lubrikační gel krátce.');
    expect(gel?.page_meta.canonical_slugs.map((c) => c.language)).toEqual(['cs', 'sk', 'de']);
  });

  it('honours the limit and refuses one above 1,000', async () => {
    const { data } = glossaryTermsResult.parse(await gql(glossaryTermsQuery, { limit: 3 }));
    expect(data.glossary_terms.map((g) => g.title)).toEqual(['Alergie', 'Ámbra', 'Cvičení']);
    const bad = await gqlErrors(glossaryTermsQuery, { limit: 1001 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('leaves out a term without page_meta', async () => {
    await t.database.db.execute(
      sql`insert into content.glossary_terms (title, description) values ('{"cs":"Aaa bez adresy"}'::jsonb, '{"cs":"x"}'::jsonb)`,
    );
    const { data } = glossaryTermsResult.parse(await gql(glossaryTermsQuery));
    expect(data.glossary_terms.map((g) => g.title)).not.toContain('Aaa bez adresy');
    expect(data.glossary_terms).toHaveLength(9);
  });
});

describe('glossary_term(slug)', () => {
  it('resolves references to categories, products, virtual categories and terms with link paths', async () => {
    const { data } = glossaryTermResult.parse(await gql(glossaryTermQuery, { slug: 'lubrikacni-gel' }));
    const g = data.glossary_term!;
    expect(g.title).toBe('Lubrikační gel');
    expect(g.description).toBe('<p>Lubrikační gel podrobně.</p>');
    expect(g.page_meta.seo_title).toBe('Lubrikační gel | slovník');
    // In the term's order; unknown ids (999, 99, 404) and the hidden product (1) left out.
    expect(g.categories).toEqual([
      { store_id: 3, title: 'Gely na vodní bázi', slug: 'gely-na-vodni-bazi', path: '/gely-na-vodni-bazi' },
      { store_id: 2, title: 'Lubrikační gely', slug: 'lubrikacni-gely', path: '/lubrikacni-gely' },
    ]);
    expect(g.products.map((p) => [p.id, p.name, p.path])).toEqual([
      [2, 'Silikonový gel 50 ml', '/produkt/silikonovy-gel-50-ml'],
      [6, 'Zátěžové kužely – sada', '/produkt/zatezovy-kuzel-set'],
    ]);
    expect(g.products[0]!.image).toEqual({
      path: 'products/silikonovy-gel-50-ml.svg',
      alt: 'Silikonový gel 50 ml',
    });
    expect(g.virtual_categories).toEqual([
      { _id: '2', title: 'Gely do 300 Kč', slug: 'gely-do-300-kc', path: '/gely-do-300-kc' },
    ]);
    // A term never links itself.
    expect(g.terms).toEqual([
      { _id: '2', title: 'Chlamydie', slug: 'chlamydie', path: '/vykladovy-slovnik-pojmu/chlamydie' },
      { _id: '3', title: 'HIIT', slug: 'hiit', path: '/vykladovy-slovnik-pojmu/hiit' },
    ]);
  });

  it('answers in Slovak with Slovak names of the references', async () => {
    const { data } = glossaryTermResult.parse(
      await gql(glossaryTermQuery, { slug: 'lubrikacni-gel' }, { 'x-locale': 'sk' }),
    );
    expect(data.glossary_term?.title).toBe('Lubrikačný gél');
    expect(data.glossary_term?.categories.map((c) => c.title)).toEqual([
      'Gély na vodnej báze',
      'Lubrikačné gély',
    ]);
    expect(data.glossary_term?.products[0]?.name).toBe('Silikonový gel 50 ml (SK)');
  });

  it('answers null for an unknown slug', async () => {
    const { data } = glossaryTermResult.parse(await gql(glossaryTermQuery, { slug: 'neexistuje' }));
    expect(data.glossary_term).toBeNull();
  });
});

describe('infomails', () => {
  it('lists infomails with a slug newest first, with the total, paged by skip and limit', async () => {
    const { data } = infomailsResult.parse(await gql(infomailsQuery));
    expect(data.infomails.total).toBe(3);
    expect(data.infomails.items.map((m) => [m.title, m.sent_at, m.page_meta.slug])).toEqual([
      ['Říjen', '2026-10-01T08:00:00.000Z', 'rijen'],
      ['Září', '2026-09-03T08:00:00.000Z', 'zari'],
      ['Srpen', '2026-08-01T08:00:00.000Z', 'srpen'],
    ]);
    const page = infomailsResult.parse(await gql(infomailsQuery, { skip: 1, limit: 1 }));
    expect(page.data.infomails).toEqual({ total: 3, items: [data.infomails.items[1]] });
    const bad = await gqlErrors(infomailsQuery, { limit: 101 });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('serves one infomail with its e-mail HTML and content sanitised', async () => {
    const { data } = infomailResult.parse(await gql(infomailQuery, { slug: 'zari' }));
    const m = data.infomail!;
    expect(m.title).toBe('Září');
    expect(m.infomail_html).toContain('<h2>Ahoj</h2>');
    expect(m.infomail_html).toContain('<a href="/akce">Akce</a>');
    expect(m.infomail_html).not.toMatch(/script|onclick|style=|javascript:/);
    expect(m.content).toBe('<p>Úvod</p>');
    const sk = infomailResult.parse(await gql(infomailQuery, { slug: 'zari' }, { 'x-locale': 'sk' }));
    expect(sk.data.infomail?.title).toBe('September');
  });

  it('answers null for an unknown slug', async () => {
    const { data } = infomailResult.parse(await gql(infomailQuery, { slug: 'neexistuje' }));
    expect(data.infomail).toBeNull();
  });
});

describe('pages', () => {
  it('lists only pages with page_meta, by id, with their slugs', async () => {
    const { data } = pagesResult.parse(await gql(pagesQuery));
    expect(data.pages.map((p) => [p.title, p.kind, p.page_meta.slug])).toEqual([
      ['Obchodní podmínky', 'page', 'obchodni-podminky'],
      ['Doprava', 'page', 'doprava'],
    ]);
    expect(data.pages[1]?.page_meta.seo_description).toBe('Jak doručujeme.');
    const sk = pagesResult.parse(await gql(pagesQuery, {}, { 'x-locale': 'sk' }));
    expect(sk.data.pages.map((p) => p.title)).toEqual(['Obchodní podmínky', 'Doprava SK']);
  });

  it('filters by kind', async () => {
    const { data } = pagesResult.parse(await gql(pagesQuery, { kind: 'content_page' }));
    expect(data.pages).toEqual([]);
  });
});

describe('demo help content', () => {
  const demo = generateDemoDataset({ products: 60, images: false });
  const helpContent = demo.cms!.help!;

  it('has 25 FAQ entries in five topics, 40 or more glossary terms and 3 infomails', () => {
    expect(helpContent.faq).toHaveLength(25);
    expect(new Set(helpContent.faq.map((f) => f.topic.cs)).size).toBe(5);
    expect(helpContent.glossary.length).toBeGreaterThanOrEqual(40);
    expect(helpContent.infomails).toHaveLength(3);
  });

  it('gives every glossary term a perex, a description and a reference', () => {
    for (const g of helpContent.glossary) {
      expect(g.perex.cs.length, g.slug).toBeGreaterThan(10);
      expect(g.description.cs.length, g.slug).toBeGreaterThan(50);
      expect(
        g.categoryIds.length + g.productIds.length + g.virtualCategoryIds.length + g.termIds.length,
      ).toBeGreaterThan(0);
    }
    expect(new Set(helpContent.glossary.map((g) => g.slug)).size).toBe(helpContent.glossary.length);
  });

  it('has every "Vše o nákupu" page of the spec', () => {
    const slugs = new Set(demo.pages.map((p) => p.slug));
    for (const slug of [
      'zmeny-v-objednavce',
      'vraceni-do-30-dni',
      'bezproblemova-reklamace',
      'klientske-centrum',
      'doprava',
      'platba',
      'diskretnost-nakupu',
      'obchodni-podminky',
      'souhlas-se-zpracovanim-osobnich-udaju',
      'jak-nakupovat',
      'ochrana-osobnich-udaju',
      'ochrana-osobnich-udaju-marketing',
    ])
      expect(slugs.has(slug), slug).toBe(true);
  });
});

describe('operator writes', () => {
  const put = (url: string, payload: object, token: string | null = operatorKey) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
      payload,
    });

  it('changes one locale of a glossary term and revalidates the glossary and the term', async () => {
    revalidations.length = 0;
    const res = await put('/api/admin/v1/glossary-terms/1', {
      locale: 'sk',
      title: 'Lubrikačný gél nový',
      description: '<p>Nový <script>x</script>opis.</p>',
    });
    expect(res.statusCode).toBe(200);
    const body = adminGlossaryTermResponse.parse(res.json());
    expect(body).toMatchObject({
      _id: '1',
      slug: 'lubrikacni-gel',
      title: 'Lubrikačný gél nový',
      description: '<p>Nový opis.</p>',
      revalidated: ['glossary', 'glossary-term:lubrikacni-gel'],
    });
    expect(revalidations.flat()).toContain('glossary-term:lubrikacni-gel');
    const sk = glossaryTermResult.parse(
      await gql(glossaryTermQuery, { slug: 'lubrikacni-gel' }, { 'x-locale': 'sk' }),
    );
    expect(sk.data.glossary_term?.title).toBe('Lubrikačný gél nový');
    const cs = glossaryTermResult.parse(await gql(glossaryTermQuery, { slug: 'lubrikacni-gel' }));
    expect(cs.data.glossary_term?.title).toBe('Lubrikační gel');
  });

  it('moves a FAQ question by its weight and revalidates the FAQ', async () => {
    revalidations.length = 0;
    const res = await put('/api/admin/v1/faq-entries/5', { locale: 'cs', weight: 100 });
    expect(res.statusCode).toBe(200);
    expect(adminFaqEntryResponse.parse(res.json())).toMatchObject({
      _id: '5',
      weight: 100,
      revalidated: ['faq'],
    });
    expect(revalidations.flat()).toContain('faq');
    const { data } = faqEntriesResult.parse(await gql(faqEntriesQuery));
    expect(data.faq_entries[0]?.topic).toBe('Platba');
  });

  it('refuses without a key, without the content permission, an unknown id and bad input in the error shape', async () => {
    expect((await put('/api/admin/v1/glossary-terms/1', { locale: 'cs', title: 'x' }, null)).statusCode).toBe(
      401,
    );
    const ordersOnly = await operatorApiKey(t.database.db, ['orders']);
    expect(
      (await put('/api/admin/v1/faq-entries/1', { locale: 'cs', question: 'x' }, ordersOnly)).statusCode,
    ).toBe(403);
    const missing = await put('/api/admin/v1/glossary-terms/999', { locale: 'cs', title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(errorResponse.parse(missing.json()).errors[0]?.field).toBe('id');
    const empty = await put('/api/admin/v1/faq-entries/1', { locale: 'cs', question: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorResponse.parse(empty.json()).errors[0]?.code).toBeDefined();
    const unknownField = await put('/api/admin/v1/faq-entries/1', { locale: 'cs', slug: 'x' });
    expect(unknownField.statusCode).toBe(400);
  });
});
