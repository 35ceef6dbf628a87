import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminContentList,
  adminContentRecord,
  adminPreviewLink,
  articleQuery,
  articleResult,
  branchBySlugQuery,
  branchBySlugResult,
  contentPreview,
  curatedGuideQuery,
  curatedGuideResult,
  errorResponse,
  faqEntriesQuery,
  faqEntriesResult,
  glossaryTermQuery,
  glossaryTermResult,
  groupTags,
  itemTags,
} from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { createContentJobHandlers } from '../src/modules/publishing/index.ts';
import { previewKey, signPreviewToken } from '../src/modules/publishing/preview/token.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront } from './support/recording-storefront.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Content editing in the back office: drafts stay off the storefront until published or due. */
const SERVER_SECRET = 'server-secret-for-content-tests-0123456789';
let storefront: Awaited<ReturnType<typeof recordingStorefront>>;
let t: TestApp;
let contentKey: string;
let catalogueKey: string;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createTestApp({
    REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123',
    STOREFRONT_URL: storefront.url,
    VARIANT_HASH_SECRET: SERVER_SECRET,
    // Load shedding has tests of its own; on a busy machine it would refuse these requests.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  contentKey = await operatorApiKey(t.database.db, ['content']);
  catalogueKey = await operatorApiKey(t.database.db, ['catalogue']);
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key = contentKey) =>
  t.app.inject({ method, url: `/api/admin/v1/content${url}`, headers: bearer(key), payload });

async function gql<T>(query: string, variables: object, parse: { parse(v: unknown): T }): Promise<T> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query, variables },
  });
  expect(res.statusCode).toBe(200);
  return parse.parse(res.json());
}
const storefrontArticle = async (slug: string) =>
  (await gql(articleQuery, { slug }, articleResult)).data.article;

const uniq = () => Math.random().toString(36).slice(2, 8);

async function createArticle(extra: object = {}) {
  const slug = `navod-${uniq()}`;
  const res = await admin('POST', '/articles', {
    title: { cs: 'Jak vybrat lubrikant', sk: 'Ako vybrať lubrikant' },
    perex: { cs: 'Krátce o lubrikantech' },
    content: {
      cs: '<h2>Na vodní bázi</h2><p>Text <a href="https://example.cz">odkaz</a></p><script>alert(1)</script><ul><li><p>jedna</p></li></ul>',
    },
    meta: { cs: { slug, seo_title: 'Lubrikanty' } },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { slug, record: adminContentRecord.parse(res.json()) };
}

describe('articles', () => {
  it('a new article is a draft the storefront does not show; publishing shows it and revalidates its pages', async () => {
    const { slug, record } = await createArticle();
    expect(record.state).toBe('draft');
    expect(record.published_at).toBeNull();
    expect(record.missing_translations).toEqual(['sk', 'de']);
    expect(await storefrontArticle(slug)).toBeNull();

    storefront.revalidations.length = 0;
    const published = await admin('POST', `/articles/${record.id}/publication`, { action: 'publish' });
    expect(published.statusCode, published.body).toBe(200);
    expect(adminContentRecord.parse(published.json()).state).toBe('published');
    const shown = await storefrontArticle(slug);
    expect(shown?.title).toBe('Jak vybrat lubrikant');
    expect(storefront.revalidations.flat()).toEqual(
      expect.arrayContaining([groupTags.articles, itemTags.article(slug)]),
    );

    const unpublished = await admin('POST', `/articles/${record.id}/publication`, { action: 'unpublish' });
    expect(adminContentRecord.parse(unpublished.json()).state).toBe('draft');
    expect(await storefrontArticle(slug)).toBeNull();
  });

  it('strips a script from the text on write and keeps the formatting', async () => {
    const { record } = await createArticle();
    const stored = (record.content as { cs: string }).cs;
    expect(stored).not.toContain('<script');
    expect(stored).not.toContain('alert(1)');
    expect(stored).toContain('<h2>Na vodní bázi</h2>');
    expect(stored).toContain('<a href="https://example.cz">odkaz</a>');
    const [row] = await queryRows<{ content: { cs: string } }>(
      t.database.db,
      sql`select content from articles.articles where id = ${record.id}`,
    );
    expect(row!.content.cs).not.toContain('script');

    const changed = await admin('PUT', `/articles/${record.id}`, {
      title: { cs: 'Jak vybrat lubrikant' },
      content: {
        cs: '<p onclick="steal()">Ahoj<img src="javascript:alert(1)"></p>',
        de: '<script>x()</script>',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = adminContentRecord.parse(changed.json());
    expect(body.content).toEqual({ cs: '<p>Ahoj<img /></p>', sk: '', de: '' });
  });

  it('a scheduled article stays hidden until its time, and a job revalidates its pages then', async () => {
    const { slug, record } = await createArticle();
    const at = new Date(Date.now() + 1500);
    const res = await admin('POST', `/articles/${record.id}/publication`, {
      action: 'publish',
      at: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const scheduled = adminContentRecord.parse(res.json());
    expect(scheduled.state).toBe('scheduled');
    expect(scheduled.published_at).toBe(at.toISOString());
    expect(await storefrontArticle(slug)).toBeNull();

    const jobs = await queryRows<{ payload: { tags: string[] }; run_at: string }>(
      t.database.db,
      sql`select payload, run_at::text from jobs.jobs where kind = 'content-revalidate' and payload->'tags' ? ${itemTags.article(slug)}`,
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.run_at).getTime()).toBe(at.getTime());

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100));
    expect((await storefrontArticle(slug))?.title).toBe('Jak vybrat lubrikant');

    // The job's handler tells the storefront; a storefront that refuses makes it try again.
    const told: string[][] = [];
    const handlers = createContentJobHandlers({
      revalidator: { notifyChanged: async (tags) => (told.push(tags), true) },
    });
    await handlers['content-revalidate']!(jobs[0]!.payload, { id: 1, attempt: 1 });
    expect(told[0]).toContain(itemTags.article(slug));
    const refusing = createContentJobHandlers({ revalidator: { notifyChanged: async () => false } });
    await expect(refusing['content-revalidate']!(jobs[0]!.payload, { id: 1, attempt: 1 })).rejects.toThrow();
  });

  it('refuses a bad content block with a Czech message and a missing Czech title', async () => {
    const { record } = await createArticle();
    const res = await admin('PUT', `/articles/${record.id}`, {
      title: { cs: 'Titulek' },
      content: { cs: '<p>x</p>' },
      content_blocks: [{ type: 'quote', text: 'not translated' }],
    });
    expect(res.statusCode).toBe(422);
    const errors = errorResponse.parse(res.json()).errors;
    expect(errors[0]!.field).toMatch(/^content_blocks\.0/);
    expect(errors[0]!.title).toBe('Neplatná hodnota');

    const noTitle = await admin('PUT', `/articles/${record.id}`, { title: { cs: ' ' }, content: { cs: '' } });
    expect(noTitle.statusCode).toBe(422);
    expect(errorResponse.parse(noTitle.json()).errors).toEqual([
      expect.objectContaining({ field: 'title.cs', title: 'Vyplňte prosím' }),
    ]);
    const noSlug = await admin('POST', '/articles', { title: { cs: 'Bez adresy' }, content: { cs: '' } });
    expect(noSlug.statusCode).toBe(422);
    expect(errorResponse.parse(noSlug.json()).errors[0]!.field).toBe('meta.cs.slug');
  });

  it('lists articles with their state, searches and filters by state', async () => {
    const { record } = await createArticle({ title: { cs: `Hledaný článek ${uniq()}` } });
    const res = await admin('GET', `/articles?q=${encodeURIComponent('hledaný')}&state=draft`);
    expect(res.statusCode).toBe(200);
    const list = adminContentList.parse(res.json());
    expect(list.data.map((a) => a.id)).toContain(record.id);
    expect(list.data.every((a) => a.state === 'draft')).toBe(true);
    const published = adminContentList.parse(
      (await admin('GET', '/articles?state=published&perPage=5')).json(),
    );
    expect(published.data.length).toBeGreaterThan(0);
    expect(published.data.every((a) => a.state === 'published')).toBe(true);
  });

  it('deletes an article with its addresses', async () => {
    const { slug, record } = await createArticle();
    expect((await admin('DELETE', `/articles/${record.id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/articles/${record.id}`)).statusCode).toBe(404);
    const metas = await queryRows(
      t.database.db,
      sql`select 1 from publishing.page_meta where entity_type = 'article' and slug = ${slug}`,
    );
    expect(metas).toHaveLength(0);
  });

  it('answers 403 to an operator without the content permission, and 401 without a key', async () => {
    expect((await admin('GET', '/articles', undefined, catalogueKey)).statusCode).toBe(403);
    const create = await admin(
      'POST',
      '/articles',
      { title: { cs: 'x' }, content: { cs: '' } },
      catalogueKey,
    );
    expect(create.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/v1/content/articles' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two operators publishing at once leave one consistent state', async () => {
    const { record } = await createArticle();
    const [a, b] = await Promise.all([
      admin('POST', `/articles/${record.id}/publication`, { action: 'publish' }),
      admin('POST', `/articles/${record.id}/publication`, { action: 'unpublish' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const now = adminContentRecord.parse((await admin('GET', `/articles/${record.id}`)).json());
    expect(['draft', 'published']).toContain(now.state);
  });
});

describe('the other content types', () => {
  it('a page, a curated guide, a glossary term and an FAQ entry are hidden while drafts or scheduled', async () => {
    const page = adminContentRecord.parse(
      (
        await admin('POST', '/pages', {
          title: { cs: 'Nová stránka' },
          content: { cs: '<p>Obsah</p>' },
          meta: { cs: { slug: `stranka-${uniq()}` } },
        })
      ).json(),
    );
    const pageSlug = (page.meta as { cs: { slug: string } }).cs.slug;
    const pageOf = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `{ page(slug: "${pageSlug}") { title } }` },
      });
      return (res.json() as { data: { page: { title: string } | null } }).data.page;
    };
    expect(await pageOf()).toBeNull();
    await admin('POST', `/pages/${page.id}/publication`, {
      action: 'publish',
      at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(await pageOf()).toBeNull();
    await admin('POST', `/pages/${page.id}/publication`, { action: 'publish' });
    expect(await pageOf()).toEqual({ title: 'Nová stránka' });

    const guideSlug = `pruvodce-${uniq()}`;
    const guide = adminContentRecord.parse(
      (
        await admin('POST', '/curated-guides', {
          title: { cs: 'Průvodce' },
          meta: { cs: { slug: guideSlug } },
          content_blocks: [{ type: 'quote', text: { cs: 'Citát' } }],
        })
      ).json(),
    );
    const guideOf = async () =>
      (await gql(curatedGuideQuery, { slug: guideSlug }, curatedGuideResult)).data.curated_guide;
    expect(await guideOf()).toBeNull();
    await admin('POST', `/curated-guides/${guide.id}/publication`, { action: 'publish' });
    expect((await guideOf())?.title).toBe('Průvodce');

    const termSlug = `pojem-${uniq()}`;
    const term = adminContentRecord.parse(
      (
        await admin('POST', '/glossary', {
          title: { cs: 'Pojem' },
          description: { cs: '<p>Vysvětlení</p>' },
          meta: { cs: { slug: termSlug } },
        })
      ).json(),
    );
    const termOf = async () =>
      (await gql(glossaryTermQuery, { slug: termSlug }, glossaryTermResult)).data.glossary_term;
    expect(await termOf()).toBeNull();
    await admin('POST', `/glossary/${term.id}/publication`, { action: 'publish' });
    expect((await termOf())?.title).toBe('Pojem');

    const question = `Otázka ${uniq()}?`;
    const faq = adminContentRecord.parse(
      (
        await admin('POST', '/faq', {
          topic: { cs: 'Doprava' },
          question: { cs: question },
          answer: { cs: '<p>Odpověď</p><script>x</script>' },
        })
      ).json(),
    );
    expect(faq.answer).toEqual({ cs: '<p>Odpověď</p>', sk: '', de: '' });
    const questions = async () =>
      (await gql(faqEntriesQuery, {}, faqEntriesResult)).data.faq_entries.flatMap((t) =>
        t.entries.map((e) => e.question),
      );
    expect(await questions()).not.toContain(question);
    await admin('POST', `/faq/${faq.id}/publication`, { action: 'publish' });
    expect(await questions()).toContain(question);
  });
});

describe('branches', () => {
  it('are listed, taken off the storefront and published again; their texts are not edited here', async () => {
    const slug = `pobocka-${uniq()}`;
    const [inserted] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into branches.branch_contents (title, street, city, postcode, country_code, region, gps_latitude, gps_longitude)
          values ('{"cs":"Pobočka Test"}', 'Dlouhá 1', 'Praha', '11000', 'CZE', 'Praha', 50.08, 14.42) returning id`,
    );
    await t.database.db.execute(
      sql`insert into publishing.page_meta (entity_type, entity_id, locale, slug) values ('branch', ${inserted!.id}, 'cs', ${slug})`,
    );
    const list = adminContentList.parse((await admin('GET', '/branches?state=published&perPage=200')).json());
    const branch = list.data.find((b) => b.slug === slug);
    expect(branch).toMatchObject({ title: 'Pobočka Test', state: 'published' });
    const shown = async () =>
      (await gql(branchBySlugQuery, { slug: branch!.slug }, branchBySlugResult)).data.branch;
    expect(await shown()).not.toBeNull();
    storefront.revalidations.length = 0;
    await admin('POST', `/branches/${branch!.id}/publication`, { action: 'unpublish' });
    expect(await shown()).toBeNull();
    expect(storefront.revalidations.flat()).toEqual(
      expect.arrayContaining([groupTags.branches, itemTags.branch(branch!.slug!)]),
    );
    await admin('POST', `/branches/${branch!.id}/publication`, { action: 'publish' });
    expect(await shown()).not.toBeNull();
    expect((await admin('POST', '/branches', { title: { cs: 'x' } })).statusCode).toBe(404);
    expect((await admin('DELETE', `/branches/${branch!.id}`)).statusCode).toBe(404);
  });
});

describe('draft preview', () => {
  it('opens a draft with its token only, never cached', async () => {
    const { record } = await createArticle();
    const res = await admin('POST', `/articles/${record.id}/preview`);
    expect(res.statusCode, res.body).toBe(200);
    const link = adminPreviewLink.parse(res.json());
    expect(link.path).toBe(`/nahled/clanek/${record.id}?token=${encodeURIComponent(link.token)}`);

    const open = (id: number, token: string, type = 'article') =>
      t.app.inject({
        url: `/api/v1/content-preview/${type}/${id}?token=${encodeURIComponent(token)}&lang=cs`,
      });
    const ok = await open(record.id, link.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.headers['x-robots-tag']).toContain('noindex');
    const preview = contentPreview.parse(ok.json());
    expect(preview).toMatchObject({
      type: 'article',
      id: record.id,
      title: 'Jak vybrat lubrikant',
      state: 'draft',
    });
    expect(preview.content).not.toContain('script');

    // Another item, another type, a forged signature and an expired token are refused.
    const other = await createArticle();
    expect((await open(other.record.id, link.token)).statusCode).toBe(403);
    expect((await open(record.id, link.token, 'page')).statusCode).toBe(403);
    const forged = `${link.token.slice(0, -2)}${link.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await open(record.id, forged)).statusCode).toBe(403);
    const wrongKey = signPreviewToken(previewKey('another-secret-another-secret'), 'article', record.id);
    expect((await open(record.id, wrongKey.token)).statusCode).toBe(403);
    const expired = signPreviewToken(
      previewKey(SERVER_SECRET),
      'article',
      record.id,
      new Date(Date.now() - 3600_000),
    );
    const refused = await open(record.id, expired.token);
    expect(refused.statusCode).toBe(403);
    expect(errorResponse.parse(refused.json()).errors[0]!.title).toMatch(/vypršel/);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect((await open(record.id, 'nonsense')).statusCode).toBe(403);
  });

  it('carries the draft’s content blocks as its public page will show them, products priced in the currency asked', async () => {
    const blocks = [
      { type: 'text', text: { cs: '<p>Úvod<script>alert(1)</script></p>' } },
      {
        type: 'usp',
        block_title: { cs: 'Proč u nás', de: 'Warum bei uns' },
        items: [
          { icon: 'truck', title: { cs: 'Rychlé doručení' }, text: { cs: 'Do druhého dne' } },
          { icon: 'shield', title: { cs: 'Diskrétní balení' }, text: { cs: 'Bez nápisů' } },
        ],
      },
      {
        type: 'text_boxes',
        background_image: 'content/pozadi.jpg',
        text_boxes: [{ text: { cs: '<p>První box</p>' }, box_styles: ['rounded'] }],
        button: { text: { cs: 'Více' }, button_link: '/poradna', style: 'outline' },
      },
      { type: 'products', block_title: { cs: 'Tipy' }, product_ids: [2, 1] },
    ];
    const { slug, record } = await createArticle({ content_blocks: blocks });
    const link = adminPreviewLink.parse((await admin('POST', `/articles/${record.id}/preview`)).json());
    const open = async (type: string, id: number, token: string, query: string) => {
      const res = await t.app.inject({
        url: `/api/v1/content-preview/${type}/${id}?token=${encodeURIComponent(token)}&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return contentPreview.parse(res.json());
    };

    const cs = await open('article', record.id, link.token, 'lang=cs');
    expect(cs.content_blocks.map((b) => b.__typename)).toEqual([
      'TextBlock',
      'UspBlock',
      'TextBoxesBlock',
      'ProductsBlock',
    ]);
    const [text, usp, boxes, products] = cs.content_blocks;
    expect(text).toMatchObject({ text: '<p>Úvod</p>' });
    expect(usp).toMatchObject({
      block_title: 'Proč u nás',
      items: [
        { icon: 'truck', title: 'Rychlé doručení', text: 'Do druhého dne' },
        { icon: 'shield', title: 'Diskrétní balení', text: 'Bez nápisů' },
      ],
    });
    expect(boxes).toMatchObject({
      background_image: { path: 'content/pozadi.jpg' },
      text_boxes: [{ text: '<p>První box</p>', box_styles: ['rounded'] }],
      button: { text: 'Více', button_link: '/poradna', style: 'outline' },
    });
    if (products?.__typename !== 'ProductsBlock') throw new Error('no products block');
    expect(products.products.map((p) => p.id)).toEqual([2, 1]);
    expect(products.products[0]!.prices.currencyCode).toBe('CZK');

    const de = await open('article', record.id, link.token, 'lang=de&currency=EUR');
    expect(de.content_blocks[1]).toMatchObject({ block_title: 'Warum bei uns' });
    const euro = de.content_blocks[3];
    if (euro?.__typename !== 'ProductsBlock') throw new Error('no products block');
    expect(euro.products[0]!.prices.currencyCode).toBe('EUR');

    // Published, the article's page shows the same blocks.
    await admin('POST', `/articles/${record.id}/publication`, { action: 'publish' });
    const shown = await storefrontArticle(slug);
    expect(shown?.content_blocks).toEqual(cs.content_blocks);

    // A page's and a curated guide's drafts carry theirs too.
    for (const [path, type, fields] of [
      ['/pages', 'page', { content: { cs: '<p>Obsah stránky</p>' } }],
      ['/curated-guides', 'curated_guide', {}],
    ] as const) {
      const created = await admin('POST', path, {
        title: { cs: 'Koncept s bloky' },
        ...fields,
        content_blocks: [blocks[1]],
        meta: { cs: { slug: `koncept-${uniq()}` } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = adminContentRecord.parse(created.json()).id;
      const token = signPreviewToken(previewKey(SERVER_SECRET), type, id).token;
      const preview = await open(type, id, token, 'lang=cs');
      expect(preview.content_blocks).toEqual([{ ...usp, _id: '1' }]);
    }
  });
});
