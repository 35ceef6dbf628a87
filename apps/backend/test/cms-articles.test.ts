import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminArticleResponse,
  articleCategoriesQuery,
  articleCategoriesResult,
  articleCategoryQuery,
  articleCategoryResult,
  articleListConfigurationQuery,
  articleListConfigurationResult,
  articleQuery,
  articleResult,
  articlesQuery,
  articlesResult,
  articleTagQuery,
  articleTagResult,
  authorQuery,
  authorResult,
  errorResponse,
  groupTags,
  itemTags,
  type ArticlesVariables,
} from '@shop/contract';
import { generateDemoDataset, REFERENCE_DATE } from '../src/seed/demo/index.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
/** An operator's API key with every permission. */
let operatorKey: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorKey = await operatorApiKey(t.database.db);
});
afterAll(() => t.cleanup());

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

const list = async (variables: ArticlesVariables = {}, headers: Record<string, string> = {}) =>
  articlesResult.parse(await gql(articlesQuery, variables, headers)).data.articles;
const slugs = (items: { page_meta: { slug: string } }[]) => items.map((a) => a.page_meta.slug);

describe('article(slug)', () => {
  const ask = async (slug: string, headers: Record<string, string> = {}) =>
    articleResult.parse(await gql(articleQuery, { slug }, headers)).data.article;

  it('returns a published article with its author, category (with master), tags and sanitised content', async () => {
    const a = await ask('gel-1');
    expect(a).not.toBeNull();
    expect(a!).toMatchObject({
      _id: '1',
      title: 'Gel 1',
      perex: 'O gelu 1.',
      date_published: '2025-01-02T08:00:00.000Z',
      site_enabled: true,
      image: { path: 'articles/gel.svg', alt: 'Gel 1' },
    });
    expect(a!.content).toBe('<p>Text 1</p>');
    expect(a!.author).toMatchObject({ title: 'Jana Nováková', author_has_page: true });
    expect(a!.author!.page_meta.slug).toBe('jana-novakova');
    expect(a!.author!.content).toBe('<p>Píše o <strong>zdraví</strong>.</p><img src="x" />');
    expect(a!.category?.title).toBe('Lubrikace');
    expect(a!.category?.page_meta.slug).toBe('lubrikace');
    expect(a!.category?.master_category?.page_meta.slug).toBe('zdravi');
    expect(a!.tags.map((x) => x.page_meta.slug)).toEqual(['gely']);
    expect(a!.page_meta.canonical_slugs).toEqual([
      { language: 'cs', slug: 'gel-1' },
      { language: 'sk', slug: 'gel-1' },
      { language: 'de', slug: 'gel-1' },
    ]);
  });

  it('translates with x-locale and falls back to Czech', async () => {
    expect((await ask('gel-1', { 'x-locale': 'sk' }))?.title).toBe('Gél 1');
    expect((await ask('gel-1', { 'x-locale': 'de' }))?.title).toBe('Gel eins');
    const other = await ask('gel-2', { 'x-locale': 'de' });
    expect(other?.title).toBe('Gel 2');
    expect(other?.page_meta.canonical_slugs).toEqual([{ language: 'cs', slug: 'gel-2' }]);
  });

  it('has no article for an unknown slug, a future article or a switched-off one', async () => {
    expect(await ask('neexistuje')).toBeNull();
    expect(await ask('budouci')).toBeNull();
    expect(await ask('vypnuty')).toBeNull();
    expect(await ask('x'.repeat(2000))).toBeNull();
  });
});

describe('articles(skip, limit, category, tag, author)', () => {
  it('lists published articles newest first, 15 a page by default, with the total', async () => {
    const first = await list();
    expect(first.total).toBe(16);
    expect(first.items).toHaveLength(15);
    expect(slugs(first.items).slice(0, 3)).toEqual(['cviceni-doma', 'hygiena-15', 'hygiena-14']);
    const dates = first.items.map((a) => a.date_published);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list({ skip: 15, limit: 15 });
    expect(second.total).toBe(16);
    expect(slugs(second.items)).toEqual(['gel-1']);
    expect(await list({ skip: 100 })).toEqual({ total: 16, items: [] });
    expect((await list({ limit: 0 })).items).toEqual([]);
  });

  it('never lists the future or the switched-off article', async () => {
    const all = [
      ...(await list({ limit: 50 })).items,
      ...(await list({ limit: 50, tag: 'gely' })).items,
      ...(await list({ limit: 50, author: 'jana-novakova' })).items,
      ...(await list({ limit: 50, category: 'lubrikace' })).items,
    ];
    expect(slugs(all)).not.toContain('budouci');
    expect(slugs(all)).not.toContain('vypnuty');
  });

  it('filters by category, a master category taking its children', async () => {
    const child = await list({ category: 'lubrikace', limit: 50 });
    expect(child.total).toBe(12);
    expect(child.items.every((a) => a.category?.page_meta.slug === 'lubrikace')).toBe(true);
    const master = await list({ category: 'zdravi', limit: 50 });
    expect(master.total).toBe(15);
    expect(new Set(master.items.map((a) => a.category?.page_meta.slug))).toEqual(
      new Set(['lubrikace', 'hygiena']),
    );
    const page = await list({ category: 'lubrikace', skip: 10, limit: 5 });
    expect(page.total).toBe(12);
    expect(slugs(page.items)).toEqual(['gel-2', 'gel-1']);
    expect(await list({ category: 'cviceni' })).toMatchObject({ total: 1 });
  });

  it('filters by tag and by author', async () => {
    const tagged = await list({ tag: 'gely' });
    expect(tagged.total).toBe(6);
    expect(slugs(tagged.items)).toEqual(['gel-11', 'gel-9', 'gel-7', 'gel-5', 'gel-3', 'gel-1']);
    expect(await list({ tag: 'prazdny' })).toEqual({ total: 0, items: [] });
    expect((await list({ author: 'jana-novakova' })).total).toBe(12);
    expect((await list({ author: 'redakce' })).total).toBe(3);
    expect((await list({ category: 'zdravi', tag: 'pece' })).total).toBe(3);
  });

  it('gives an empty list for unknown slugs', async () => {
    for (const filter of [{ category: 'nic' }, { tag: 'nic' }, { author: 'nikdo' }])
      expect(await list(filter)).toEqual({ total: 0, items: [] });
  });

  it('refuses a negative skip or a limit above 50 with a Czech title', async () => {
    for (const variables of [{ skip: -1 }, { limit: 51 }, { limit: -5 }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: articlesQuery, variables },
      });
      const body = res.json<{ errors?: { extensions?: { code?: string; title?: string } }[] }>();
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        title: 'Neplatná hodnota',
      });
    }
  });
});

describe('article_category, article_categories', () => {
  it('finds a category by slug with its master category', async () => {
    const ask = async (slug: string) =>
      articleCategoryResult.parse(await gql(articleCategoryQuery, { slug })).data.article_category;
    const hygiene = await ask('hygiena');
    expect(hygiene).toMatchObject({ _id: '3', title: 'Hygiena', menu_title: 'Péče', weight: 3 });
    expect(hygiene!.master_category).toMatchObject({ _id: '1', title: 'Zdraví' });
    expect((await ask('zdravi'))?.master_category).toBeNull();
    expect(await ask('nic')).toBeNull();
  });

  it('lists categories heaviest first, leaving out master categories', async () => {
    const res = articleCategoriesResult.parse(await gql(articleCategoriesQuery)).data.article_categories;
    expect(res.map((c) => c.page_meta.slug)).toEqual(['cviceni', 'lubrikace', 'hygiena']);
    expect(res[0]!.perex).toBe('Pohyb.');
    const sk = articleCategoriesResult.parse(await gql(articleCategoriesQuery, {}, { 'x-locale': 'sk' }));
    expect(sk.data.article_categories[1]!.master_category?.title).toBe('Zdravie');
  });
});

describe('article_tag, author', () => {
  it('finds a tag by slug', async () => {
    const ask = async (slug: string, headers: Record<string, string> = {}) =>
      articleTagResult.parse(await gql(articleTagQuery, { slug }, headers)).data.article_tag;
    expect(await ask('gely')).toMatchObject({ _id: '1', title: 'Gely', perex: null });
    expect((await ask('gely', { 'x-locale': 'sk' }))?.title).toBe('Gély');
    expect(await ask('nic')).toBeNull();
  });

  it('finds an author by slug and says whether they have a page', async () => {
    const ask = async (slug: string) => authorResult.parse(await gql(authorQuery, { slug })).data.author;
    expect(await ask('jana-novakova')).toMatchObject({
      _id: '1',
      title: 'Jana Nováková',
      perex: 'Porodní asistentka.',
      author_has_page: true,
    });
    expect(await ask('redakce')).toMatchObject({ title: 'Redakce', author_has_page: false, content: null });
    expect(await ask('nikdo')).toBeNull();
  });
});

describe('configuration_article_list', () => {
  it('returns the title, perex and the published featured articles in order', async () => {
    const c = articleListConfigurationResult.parse(await gql(articleListConfigurationQuery)).data
      .configuration_article_list;
    expect(c).toMatchObject({ title: 'Nákupní rádce', perex: 'Rady k nákupu.' });
    expect(slugs(c!.featured_articles)).toEqual(['cviceni-doma', 'gel-1']);
    const sk = articleListConfigurationResult.parse(
      await gql(articleListConfigurationQuery, {}, { 'x-locale': 'sk' }),
    );
    expect(sk.data.configuration_article_list?.title).toBe('Nákupný radca');
  });
});

describe('PUT /api/admin/v1/articles/:id', () => {
  const put = (id: number | string, payload: object, token: string | null = operatorKey) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1/articles/${id}`,
      headers: token ? bearer(token) : {},
      payload,
    });

  it('changes an article and names the tags to revalidate', async () => {
    const res = await put(16, {
      locale: 'cs',
      title: 'Cvičení doma i venku',
      content: '<p>Nově<script>x</script></p>',
    });
    expect(res.statusCode).toBe(200);
    const body = adminArticleResponse.parse(res.json());
    expect(body).toMatchObject({ _id: '16', slug: 'cviceni-doma', title: 'Cvičení doma i venku' });
    expect(body.revalidated).toEqual([groupTags.articles, itemTags.article('cviceni-doma')]);
    const a = articleResult.parse(await gql(articleQuery, { slug: 'cviceni-doma' })).data.article;
    expect(a).toMatchObject({ title: 'Cvičení doma i venku', content: '<p>Nově</p>' });
  });

  it('publishes and unpublishes by date and switch', async () => {
    expect((await put(16, { locale: 'cs', date_published: '2100-01-01T00:00:00Z' })).statusCode).toBe(200);
    expect(articleResult.parse(await gql(articleQuery, { slug: 'cviceni-doma' })).data.article).toBeNull();
    expect((await list()).total).toBe(15);
    await put(16, { locale: 'cs', date_published: '2025-01-17T08:00:00Z', site_enabled: false });
    expect((await list()).total).toBe(15);
    await put(16, { locale: 'cs', site_enabled: true });
    expect((await list()).total).toBe(16);
  });

  it('names the pages of the store categories that link to the article', async () => {
    const res = adminArticleResponse.parse((await put(3, { locale: 'cs', title: 'Gel 3' })).json());
    expect(res.revalidated).toEqual([
      groupTags.articles,
      itemTags.article('gel-3'),
      itemTags.category('lubrikacni-gely'),
    ]);
  });

  it('translates one locale without touching the others', async () => {
    expect((await put(2, { locale: 'sk', title: 'Gél 2' })).statusCode).toBe(200);
    expect(
      articleResult.parse(await gql(articleQuery, { slug: 'gel-2' }, { 'x-locale': 'sk' })).data.article
        ?.title,
    ).toBe('Gél 2');
    expect(articleResult.parse(await gql(articleQuery, { slug: 'gel-2' })).data.article?.title).toBe('Gel 2');
  });

  it('answers 401 without a key, 403 without the content permission, 404 for an unknown article and 400 for bad input', async () => {
    expect((await put(16, { locale: 'cs', title: 'X' }, null)).statusCode).toBe(401);
    expect((await put(16, { locale: 'cs', title: 'X' }, 'shopk_not-a-key-of-this-shop')).statusCode).toBe(
      401,
    );
    const ordersOnly = await operatorApiKey(t.database.db, ['orders']);
    expect((await put(16, { locale: 'cs', title: 'X' }, ordersOnly)).statusCode).toBe(403);
    const missing = await put(999, { locale: 'cs', title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(errorResponse.parse(missing.json()).errors[0]).toMatchObject({ field: 'id', code: 'not_found' });
    const bad = await put(16, { locale: 'cs', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(errorResponse.parse(bad.json()).errors[0]?.field).toBe('title');
    expect((await put(16, { locale: 'xx' })).statusCode).toBe(400);
    expect((await put(16, { locale: 'cs', date_published: 'zítra' })).statusCode).toBe(400);
  });
});

describe('demo articles', () => {
  const demo = generateDemoDataset({ products: 10 });
  const data = demo.cms!.articles!;
  const reference = new Date(`${REFERENCE_DATE}T00:00:00Z`);

  it('has at least 24 published articles in 4 listed categories and one planned for later', () => {
    const published = data.articles.filter((a) => new Date(a.datePublished) <= reference);
    const planned = data.articles.filter((a) => new Date(a.datePublished) > reference);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(planned).toHaveLength(1);
    const masters = new Set(data.categories.flatMap((c) => (c.masterId ? [c.masterId] : [])));
    expect(masters.size).toBe(1);
    const listed = data.categories.filter((c) => !masters.has(c.id));
    expect(listed.length).toBeGreaterThanOrEqual(4);
    for (const c of listed)
      expect(
        published.some((a) => a.categoryId === c.id),
        c.slug,
      ).toBe(true);
  });

  it('refers only to existing authors, tags, store categories and pictures', () => {
    const paths = new Set(demo.images.map((i) => i.path));
    const storeCategories = new Set(demo.categories.map((c) => c.id));
    for (const a of data.articles) {
      expect(data.authors.some((x) => x.id === a.authorId)).toBe(true);
      for (const tag of a.tagIds) expect(data.tags.some((x) => x.id === tag)).toBe(true);
      for (const c of a.linkedCategoryIds ?? []) expect(storeCategories.has(c)).toBe(true);
      expect(paths.has(a.image!), a.image).toBe(true);
      expect(a.title.sk && a.title.de && a.perex?.sk && a.perex.de, a.slug).toBeTruthy();
    }
    for (const author of data.authors) if (author.image) expect(paths.has(author.image)).toBe(true);
    expect(data.authors.filter((x) => x.hasPage).length).toBeGreaterThan(0);
    expect(data.authors.filter((x) => !x.hasPage).length).toBeGreaterThan(0);
    expect(data.tags.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.articles.map((a) => a.slug)).size).toBe(data.articles.length);
  });
});
