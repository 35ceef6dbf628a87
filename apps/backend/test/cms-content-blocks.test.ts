import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  contentPageQuery,
  contentPageResult,
  curatedGuideQuery,
  curatedGuideResult,
  curatedGuidesQuery,
  curatedGuidesResult,
  homeBannersQuery,
  globals,
  homeBannersResult,
  pageQueryDocument,
  pageResult,
  type ContentBlockView,
} from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { listWideBanners } from '../src/modules/merchandising/banners/service.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { fixtureContentBlocks, fixtureTopBanner } from './fixtures/content-blocks.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

let db: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createTestDatabase({
    dataset: {
      ...fixtureDataset,
      settings: { ...fixtureDataset.settings, topBanner: fixtureTopBanner },
      cms: { ...fixtureDataset.cms!, contentBlocks: fixtureContentBlocks },
    },
  });
  const config = loadConfig({
    // The embedded database shares the event loop: a busy test machine is not the shop's load.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  app = await buildApp({ config, database: db.database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.cleanup();
});

const gql = async (query: string, variables: object = {}, headers: Record<string, string> = {}) => {
  const res = await app.inject({
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

const contentPage = async (slug: string, page?: number, headers: Record<string, string> = {}) =>
  contentPageResult.parse(await gql(contentPageQuery, { slug, page }, headers)).data.content_page;

type Of<N extends ContentBlockView['__typename']> = Extract<ContentBlockView, { __typename: N }>;
function only<N extends ContentBlockView['__typename']>(blocks: ContentBlockView[], name: N): Of<N>[] {
  return blocks.filter((b): b is Of<N> => b.__typename === name);
}

describe('content_page(slug): every block type with its fields', () => {
  let blocks: ContentBlockView[];
  beforeAll(async () => {
    const page = await contentPage('vsechny-bloky');
    expect(page).not.toBeNull();
    expect(page!).toMatchObject({
      title: 'Všechny bloky',
      content: '<p>Úvod</p>',
      background_image: { path: 'cms/pozadi.svg', alt: 'Všechny bloky' },
      blocks_per_page: null,
      page: 1,
      page_count: 1,
      page_meta: { slug: 'vsechny-bloky', seo_title: 'Všechny bloky' },
    });
    blocks = page!.content_blocks;
  });

  it('keeps the stored order and names the stored type, each under its own GraphQL type', () => {
    expect(blocks.map((b) => [b._id, b.__typename, b.type])).toEqual([
      ['1', 'BenefitBodyBlock', 'benefit_body'],
      ['2', 'BigTitleBlock', 'big_title'],
      ['3', 'CategoriesBlock', 'categories'],
      ['4', 'CollapsibleBlock', 'collapsible'],
      ['5', 'CuratedGuideProductsBlock', 'curated_guide_products'],
      ['6', 'CuratedGuidesBlock', 'curated_guides'],
      ['7', 'NewsletterBlock', 'newsletter'],
      ['8', 'ProductsBlock', 'products'],
      ['9', 'ProductsBlock', 'productBoxes'],
      ['10', 'CategoryBoxesBlock', 'categoryBoxes'],
      ['11', 'RowBlock', 'row'],
      ['12', 'QuoteBlock', 'quote'],
      ['13', 'TextBlock', 'text'],
      ['14', 'TextBoxesBlock', 'text_boxes'],
      ['15', 'UspBlock', 'usp'],
      ['16', 'LayoutImagesBlock', 'layout_images'],
    ]);
  });

  it('resolves the simple blocks with their fields, HTML sanitised', () => {
    expect(only(blocks, 'BenefitBodyBlock')[0]).toMatchObject({
      icon_type: 'check',
      content: '<p>Výhoda</p>',
    });
    expect(only(blocks, 'BigTitleBlock')[0]).toMatchObject({
      title: 'Velký nadpis',
      text: '<p>Podtitul</p>',
      background_color: '#F3ECFA',
      text_color: '#3D2466',
    });
    expect(only(blocks, 'CollapsibleBlock')[0]).toMatchObject({ title: 'Otázka', text: '<p>Odpověď</p>' });
    expect(only(blocks, 'NewsletterBlock')[0]).toMatchObject({
      newsletter_type: 'with_text',
      block_title: 'Novinky',
      text: '<p>Jednou měsíčně</p>',
    });
    expect(only(blocks, 'QuoteBlock')[0]).toMatchObject({ text: 'Citát', author: 'Autorka' });
    expect(only(blocks, 'UspBlock')[0]).toMatchObject({
      block_title: null,
      items: [{ icon: 'truck', title: 'Rychle', text: 'Do 2 dnů' }],
    });
  });

  it('keeps the rich-text vocabulary (alignment, full width, floats, buttons) and drops the rest', () => {
    const html = only(blocks, 'TextBlock')[0]!.text;
    expect(html).toContain('<h2 class="rt-align-center">Nadpis</h2>');
    expect(html).toContain('<p class="rt-full-width">Odstavec</p>');
    expect(html).toContain('class="rt-float-right"');
    expect(html).toContain('src="/media/400x400/fit/noupscale/a.svg.webp"');
    expect(html).toContain(
      '<a href="/kontakt" class="rt-button rt-button-primary rt-button-lg rt-icon-chat">Napište</a>',
    );
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ven</a>');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('script');
  });

  it('resolves product references to product boxes through the catalogue, unknown ones left out', () => {
    const guideProducts = only(blocks, 'CuratedGuideProductsBlock')[0]!;
    expect(guideProducts).toMatchObject({
      title: 'Gely',
      content: '<p>Obsah</p>',
      benefit_line: 'Bezpečné s latexem',
      products_list_title: 'Naše tipy',
    });
    expect(guideProducts.products.map((p) => [p.id, p.name, p.slug])).toEqual([
      [2, 'Silikonový gel 50 ml', 'silikonovy-gel-50-ml'],
      [1, 'Aloe gel 100 ml', 'aloe-gel-100-ml'],
    ]);
    expect(guideProducts.products[1]!.prices).toMatchObject({ currencyCode: 'CZK', unitWithTax: 249 });
    const [products, productBoxes] = only(blocks, 'ProductsBlock');
    expect(products!.block_title).toBe('Produkty');
    expect(products!.products.map((p) => p.id)).toEqual([3]);
    expect(productBoxes!.products.map((p) => p.id)).toEqual([5, 4]);
  });

  it('prices product boxes in the x-currency', async () => {
    const page = await contentPage('vsechny-bloky', 1, { 'x-currency': 'EUR' });
    const aloe = only(page!.content_blocks, 'CuratedGuideProductsBlock')[0]!.products[1]!;
    expect(aloe.prices).toMatchObject({ currencyCode: 'EUR', unitWithTax: 10.9 });
  });

  it('resolves categories, top categories and guides, unknown ones left out', () => {
    expect(
      only(blocks, 'CategoryBoxesBlock')[0]!.categories.map((c) => [c.store_id, c.title, c.slug]),
    ).toEqual([
      [4, 'Menstruační kalíšky', 'menstruacni-kalisky'],
      [2, 'Lubrikační gely', 'lubrikacni-gely'],
    ]);
    const row = only(blocks, 'RowBlock')[0]!;
    expect(row.categories.map((c) => c.slug)).toEqual(['posilovaci-gumy']);
    expect(row.products.map((p) => p.id)).toEqual([4]);
    const categories = only(blocks, 'CategoriesBlock')[0]!;
    expect(categories).toMatchObject({
      block_title: 'Kategorie',
      block_title_color: '#FFFFFF',
      block_title_background_color: null,
    });
    expect(categories.top_categories.map((c) => c._id)).toEqual(['top-fitness', 'top-intimni-zdravi']);
    const guides = only(blocks, 'CuratedGuidesBlock')[0]!;
    expect(guides.curated_guides.map((g) => [g.title, g.page_meta.slug])).toEqual([
      ['Pánevní dno', 'panevni-dno'],
      ['Jak vybrat gel', 'jak-vybrat-gel'],
    ]);
  });

  it('resolves text boxes with their button and layout images with their placement', () => {
    expect(only(blocks, 'TextBoxesBlock')[0]).toEqual({
      __typename: 'TextBoxesBlock',
      _id: '14',
      type: 'text_boxes',
      block_title: 'Boxy textu',
      background_image: { path: 'cms/pozadi.svg', alt: 'Boxy textu' },
      background_banner_image: null,
      background_color: '#F4F8FB',
      text_boxes: [
        { text: '<p>První</p>', background_color: null, text_color: null, box_styles: ['bordered'] },
        { text: '<p>Druhý</p>', background_color: '#FFFFFF', text_color: '#111111', box_styles: [] },
      ],
      button: {
        text: 'Kontakt',
        button_link: '/kontakt',
        background_color: '#8E5BC9',
        text_color: null,
        style: 'filled',
      },
    });
    expect(only(blocks, 'LayoutImagesBlock')[0]!.images).toEqual([
      {
        image: { path: 'cms/a.svg', alt: 'Obrázek A' },
        position: 'left',
        offset_x: 10,
        offset_y: 0,
        rotation: -5,
        wallpaper: false,
      },
      {
        image: { path: 'cms/b.svg', alt: 'Vzor' },
        position: 'center',
        offset_x: 0,
        offset_y: 0,
        rotation: 0,
        wallpaper: true,
      },
    ]);
  });

  it('translates with x-locale and falls back to Czech', async () => {
    const page = await contentPage('vsechny-bloky', 1, { 'x-locale': 'sk' });
    expect(page!.title).toBe('Všetky bloky');
    expect(only(page!.content_blocks, 'BigTitleBlock')[0]!.title).toBe('Veľký nadpis');
    expect(only(page!.content_blocks, 'QuoteBlock')[0]!.text).toBe('Citát');
  });

  it('leaves out a stored block the shop cannot read', async () => {
    await db.database.db.execute(
      sql`update pages.pages set content_blocks = content_blocks || '[{"type":"marquee","text":"x"},{"type":"quote"}]'::jsonb
           where id = (select entity_id from publishing.page_meta where entity_type = 'page' and slug = 'vsechny-bloky' and locale = 'cs')`,
    );
    const page = await contentPage('vsechny-bloky');
    expect(page!.content_blocks).toHaveLength(16);
  });
});

describe('content_page(slug, page): pagination', () => {
  it('shows blocks_per_page blocks of the page asked and counts the pages', async () => {
    const first = await contentPage('poradna');
    expect(first).toMatchObject({ blocks_per_page: 2, page: 1, page_count: 3 });
    expect(first!.content_blocks.map((b) => [b._id, b.__typename === 'TextBlock' && b.text])).toEqual([
      ['1', '<p>Blok 1</p>'],
      ['2', '<p>Blok 2</p>'],
    ]);
    const last = await contentPage('poradna', 3);
    expect(last).toMatchObject({ page: 3, page_count: 3 });
    expect(last!.content_blocks.map((b) => b._id)).toEqual(['5']);
  });

  it('answers null past the last page, for page 0, an unknown slug and a text page', async () => {
    expect(await contentPage('poradna', 4)).toBeNull();
    expect(await contentPage('poradna', 0)).toBeNull();
    expect(await contentPage('neexistuje')).toBeNull();
    expect(await contentPage('obchodni-podminky')).toBeNull();
  });
});

describe('page(slug).content_blocks', () => {
  it('returns a text page with the blocks shown after its content', async () => {
    const { page } = pageResult.parse(await gql(pageQueryDocument, { slug: 'obchodni-podminky' })).data;
    expect(page!.title).toBe('Obchodní podmínky');
    expect(page!.content_blocks).toEqual([
      {
        __typename: 'CollapsibleBlock',
        _id: '1',
        type: 'collapsible',
        title: 'Shrnutí',
        text: '<p>Krátce</p>',
      },
    ]);
  });
});

describe('curated_guides and curated_guide(slug)', () => {
  it('lists guides heaviest first with title, subtitle, perex, image and slug', async () => {
    const { curated_guides } = curatedGuidesResult.parse(await gql(curatedGuidesQuery)).data;
    expect(curated_guides.map((g) => g.page_meta.slug)).toEqual(['panevni-dno', 'jak-vybrat-gel']);
    expect(curated_guides[1]).toMatchObject({
      _id: '1',
      title: 'Jak vybrat gel',
      subtitle: 'Ve třech krocích',
      perex: 'Vodní, nebo silikonový?',
      image: { path: 'cms/guides/gel.svg', alt: 'Jak vybrat gel' },
    });
  });

  it('returns a guide with its blocks and product boxes; null for an unknown slug', async () => {
    const ask = async (slug: string, headers: Record<string, string> = {}) =>
      curatedGuideResult.parse(await gql(curatedGuideQuery, { slug }, headers)).data.curated_guide;
    const guide = await ask('jak-vybrat-gel', { 'x-locale': 'sk' });
    expect(guide!.title).toBe('Ako vybrať gél');
    const block = only(guide!.content_blocks, 'CuratedGuideProductsBlock')[0]!;
    expect(block.products.map((p) => p.slug)).toEqual(['aloe-gel-100-ml']);
    expect(await ask('neexistuje')).toBeNull();
  });
});

describe('banner_wide and info_box', () => {
  it('lists enabled banners heaviest first, time-limited ones only while running', async () => {
    const { banner_wide, info_box } = homeBannersResult.parse(await gql(homeBannersQuery)).data;
    expect(banner_wide.map((b) => b.title)).toEqual(['Běžící', 'Stálý', 'Lehký']);
    expect(banner_wide[0]).toMatchObject({
      text_1: 'Text 1',
      text_2: 'Text 2',
      button_text: 'Více',
      time_limited: true,
      item_id: 'wb-1',
      item_name: 'Běžící akce',
    });
    expect(banner_wide[1]).toMatchObject({
      url: '/poradna',
      main_image: { path: 'cms/wb.svg', alt: 'Stálý' },
      time_limited: false,
      time_limit_start: null,
    });
    expect(info_box).toEqual([
      { _id: '2', box_color: 'info', order: 1, text: '<p>Odesíláme dnes</p>' },
      { _id: '1', box_color: 'success', order: 2, text: '<p>Diskrétně</p>' },
    ]);
  });

  it('shows a time-limited banner strictly inside its interval and never without both ends', async () => {
    const [running] = await queryRows<{ start: Date | string; end: Date | string }>(
      db.database.db,
      sql`select time_limit_start as start, time_limit_end as end from merchandising.wide_banners where item_id = 'wb-1'`,
    );
    const start = new Date(running!.start);
    const end = new Date(running!.end);
    const titles = async (now: Date) =>
      (await listWideBanners(db.database.db, 'cs', now)).map((b) => b.title);
    expect(await titles(start)).not.toContain('Běžící');
    expect(await titles(new Date(start.getTime() + 1))).toContain('Běžící');
    expect(await titles(new Date(end.getTime() - 1))).toContain('Běžící');
    expect(await titles(end)).not.toContain('Běžící');

    await db.database.db.execute(
      sql`update merchandising.wide_banners set time_limit_end = null where item_id = 'wb-1'`,
    );
    expect(await titles(new Date(start.getTime() + 1))).not.toContain('Běžící');
  });

  it('translates info boxes with x-locale', async () => {
    const { info_box } = homeBannersResult.parse(await gql(homeBannersQuery, {}, { 'x-locale': 'sk' })).data;
    expect(info_box[0]!.text).toBe('<p>Odosielame dnes</p>');
  });
});

describe('the top banner (shop settings)', () => {
  it('is served in the globals with its domains, translated', async () => {
    const res = await app.inject({ url: '/api/v1/globals', headers: { 'x-locale': 'de' } });
    expect(globals.parse(res.json()).configuration.top_banner).toEqual({
      enabled: true,
      domain_enabled: ['cz'],
      text: 'Ratgeber',
      url: '/poradna',
      link_text: null,
    });
  });
});
