import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueImportResponse, catalogProductResponse, type CatalogueImportRun } from '@shop/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { importKinds, runImport } from '../src/modules/catalog/import/run.ts';
import { actorOfImport } from '../src/modules/catalog/import/service.ts';
import { customerGroupCodes } from '../src/modules/customer/index.ts';
import type { Dataset, ProductRow, VariantRow } from '../src/seed/dataset.ts';
import { catalogDataset } from './support/catalog-dataset.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestDatabase } from './support/test-db.ts';
import type { TestApp } from './support/test-app.ts';

/**
 * CSV import of prices, stock and products: a dry run names the refused rows and changes nothing,
 * a real run applies the rest in one transaction, a repeated file changes nothing, a failure
 * leaves nothing applied; exports import back unchanged; only operators of the catalogue.
 */

/** 500 variants of one product, each with a crown and a euro price: 1,000 price rows. */
const VARIANTS = 500;
const base = catalogDataset.products.find((p) => p.id === 1)!;
const firstImage = base.variants[0]!.image;
const code = (i: number) => `IMP-${String(i).padStart(4, '0')}`;
const importVariant = (i: number): VariantRow => ({
  id: 5000 + i,
  code: code(i),
  ean: `8590000${String(i).padStart(6, '0')}`,
  name: { cs: `Velikost ${i}` },
  isDefault: i === 1,
  parameterValueIds: [],
  availabilityCode: 'skladem',
  soldAvailabilityCode: 'vyprodano',
  amountMin: 1,
  amountMax: null,
  checkStock: true,
  image: firstImage,
  prices: [
    { currency: 'CZK', customerGroup: null, unitWithTax: 10_000 + i * 100, quantityPrices: [] },
    { currency: 'EUR', customerGroup: null, unitWithTax: 400 + i, quantityPrices: [] },
  ],
  priceHistory: [],
  stock: [{ warehouseId: 1, quantity: 5 }],
});
const importProduct: ProductRow = {
  ...base,
  id: 50,
  slug: 'importovany-produkt',
  name: { cs: 'Importovaný produkt' },
  catalogCode: 'IMP',
  marketingCode: 'IMP',
  hoverImage: null,
  extraCategoryIds: [],
  variants: Array.from({ length: VARIANTS }, (_, i) => importVariant(i + 1)),
};
const dataset: Dataset = { ...catalogDataset, products: [...catalogDataset.products, importProduct] };

let t: TestApp;
let config: ReturnType<typeof loadConfig>;
let ownerKey: string;
let contentKey: string;
const silent = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  const testDb = await createTestDatabase({ dataset });
  // The embedded database runs in this thread: a 1,000-row import holds the event loop.
  config = loadConfig({
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
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
  ownerKey = await operatorApiKey(t.database.db);
  contentKey = await operatorApiKey(t.database.db, ['content']);
}, 120_000);
afterAll(async () => t?.cleanup());

async function runJobs() {
  const jobs = await createJobRunner(config, t.database.db, silent);
  await jobs.runner.runDue();
  await jobs.stop();
}

const upload = (kind: string, csv: string, dryRun: boolean, key = ownerKey) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/catalogue-imports',
    headers: bearer(key),
    payload: { kind, dryRun, fileName: `${kind}.csv`, csv },
  });

/** Uploads a file, runs the queued job and answers the finished run. */
async function imported(kind: string, csv: string, dryRun: boolean): Promise<CatalogueImportRun> {
  const res = await upload(kind, csv, dryRun);
  expect(res.statusCode).toBe(202);
  const { id } = catalogueImportResponse.parse(res.json()).data;
  await runJobs();
  const run = await t.app.inject({ url: `/api/admin/v1/catalogue-imports/${id}`, headers: bearer(ownerKey) });
  expect(run.statusCode).toBe(200);
  return catalogueImportResponse.parse(run.json()).data;
}

const priceOf = async (variantCode: string, currency: string) =>
  (
    await queryRows<{ unit_with_tax: number; original_with_tax: number | null }>(
      t.database.db,
      sql`select p.unit_with_tax, p.original_with_tax from catalog.prices p join catalog.variants v on v.id = p.variant_id
           where v.code = ${variantCode} and p.currency_code = ${currency} and p.customer_group is null`,
    )
  )[0];

const productByCode = async (catalogCode: string) =>
  (
    await queryRows<{ id: number; slug: string; visible: boolean; saleable: boolean; vat_class: string }>(
      t.database.db,
      sql`select id, slug, visible, saleable, vat_class from catalog.products where catalog_code = ${catalogCode}`,
    )
  )[0];

const historyCount = async () =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from catalog.price_history`)
  )[0]!.n;

/**
 * The 1,000-row price file: every variant's crown price + 0.50 and euro price + 0.25, with a
 * decimal comma, a BOM and semicolons; rows 101, 502 and 903 of the file are bad.
 */
function priceFile(): string {
  const lines = ['variant_code;currency;customer_group;price;original_price'];
  for (let i = 1; i <= VARIANTS; i++) {
    lines.push(`${code(i)};CZK;;${(100 + i).toFixed(0)},50;`);
    lines.push(`${code(i)};EUR;;${(4.25 + i / 100).toFixed(2).replace('.', ',')};`);
  }
  // Line n of the file is lines[n - 1].
  lines[100] = 'NEEXISTUJE;CZK;;100;';
  lines[501] = `${code(251)};CZK;;dvě stě;`;
  lines[902] = `${code(451)};USD;;20;`; // in place of its euro row
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

describe('price import', () => {
  it('the dry run names exactly the three bad rows with their reasons and changes nothing', async () => {
    const before = await historyCount();
    const run = await imported('prices', priceFile(), true);
    expect(run.status).toBe('done');
    expect(run.totalRows).toBe(1000);
    expect(run.processedRows).toBe(1000);
    expect(run.refused).toEqual([
      { row: 101, reason: 'Neznámá varianta „NEEXISTUJE“.' },
      { row: 502, reason: '„dvě stě“ není číslo.' },
      { row: 903, reason: 'Neznámá měna „USD“ (CZK, EUR).' },
    ]);
    expect(run.appliedRows).toBe(997);
    expect(await priceOf(code(1), 'CZK')).toEqual({ unit_with_tax: 10_100, original_with_tax: null });
    expect(await historyCount()).toBe(before);
  });

  it('the import applies the other 997 rows, keeps the history and the store shows the new prices', async () => {
    const before = await historyCount();
    const run = await imported('prices', priceFile(), false);
    expect(run.status).toBe('done');
    expect(run.appliedRows).toBe(997);
    expect(run.refused.map((r) => r.row)).toEqual([101, 502, 903]);
    expect(await priceOf(code(1), 'CZK')).toEqual({ unit_with_tax: 10_150, original_with_tax: null });
    expect(await priceOf(code(1), 'EUR')).toEqual({ unit_with_tax: 426, original_with_tax: null });
    // The refused rows' prices stay.
    expect(await priceOf(code(251), 'CZK')).toEqual({
      unit_with_tax: 10_000 + 251 * 100,
      original_with_tax: null,
    });
    expect(await priceOf(code(451), 'EUR')).toEqual({ unit_with_tax: 400 + 451, original_with_tax: null });
    // Each changed price opens a history range today (none existed for these variants).
    expect(await historyCount()).toBe(before + 997);
    const res = await t.app.inject({ url: '/catalog/product?ids=50', headers: { 'x-currency': 'CZK' } });
    const product = catalogProductResponse.parse(res.json()).data[0]!;
    expect(product.variants.find((v) => v.catalogCode === code(2))!.prices.unitWithTax).toBe(102.5);
    // One audit row with the counts.
    const audit = await queryRows<{ after: { appliedRows: number; refusedRows: number } }>(
      t.database.db,
      sql`select after from operators.audit_log where action = 'catalogue.import' and object_id = ${String(run.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ appliedRows: 997, refusedRows: 3, unchangedRows: 0 });
  });

  it('a second import of the same file changes nothing and writes no history', async () => {
    const before = await historyCount();
    const run = await imported('prices', priceFile(), false);
    expect(run.status).toBe('done');
    expect(run.appliedRows).toBe(0);
    expect(run.unchangedRows).toBe(997);
    expect(run.refused).toHaveLength(3);
    expect(await historyCount()).toBe(before);
  });

  it('a failure in the middle of an import leaves nothing of it applied', async () => {
    const lines = ['variant_code;currency;customer_group;price;original_price'];
    for (let i = 1; i <= VARIANTS; i++)
      lines.push(`${code(i)};CZK;;${200 + i};`, `${code(i)};EUR;;${20 + i};`);
    const res = await upload('prices', lines.join('\n'), false);
    const { id } = catalogueImportResponse.parse(res.json()).data;
    const before = await historyCount();
    const outcome = await runImport(t.database.db, id, {
      lookups: { customerGroups: customerGroupCodes },
      actor: actorOfImport({ type: 'api_key', id: 1, name: 'tests', email: null, ip: '127.0.0.1' }),
      // The first batch is written (inside the transaction) when the second one fails.
      afterBatch: async (batch) => {
        if (batch === 2) throw new Error('disk full');
      },
    });
    expect(outcome?.applied).toBe(0);
    const run = await t.app.inject({
      url: `/api/admin/v1/catalogue-imports/${id}`,
      headers: bearer(ownerKey),
    });
    const data = catalogueImportResponse.parse(run.json()).data;
    expect(data.status).toBe('failed');
    expect(data.error).toContain('nic z něj nebylo použito');
    expect(data.appliedRows).toBe(0);
    expect(await priceOf(code(1), 'CZK')).toEqual({ unit_with_tax: 10_150, original_with_tax: null });
    expect(await historyCount()).toBe(before);
    // Its job finds the run ended and leaves it so.
    await runJobs();
    const again = await t.app.inject({
      url: `/api/admin/v1/catalogue-imports/${id}`,
      headers: bearer(ownerKey),
    });
    expect(catalogueImportResponse.parse(again.json()).data.status).toBe('failed');
  });

  it('reads commas between columns, quoted decimal commas, a price before a discount and a group', async () => {
    const csv = [
      'Variant_Code,Currency,Customer_Group,Price,Original_Price',
      `${code(3)},CZK,,"99,90","149,00"`,
      `${code(3)},CZK,b2b,"80",`,
      `${code(4)},CZK,neznama,"80",`,
      `${code(5)},CZK,,"80","70"`,
      `${code(3)},CZK,,"99,90",`,
    ].join('\n');
    const run = await imported('prices', csv, false);
    expect(run.refused).toEqual([
      { row: 4, reason: 'Neznámá zákaznická skupina „neznama“.' },
      { row: 5, reason: 'Původní cena musí být vyšší než cena.' },
      { row: 6, reason: 'Duplicitní řádek: stejný záznam už je na řádku 2.' },
    ]);
    expect(run.appliedRows).toBe(2);
    expect(await priceOf(code(3), 'CZK')).toEqual({ unit_with_tax: 9990, original_with_tax: 14900 });
  });

  it('the export imports back without a change', async () => {
    const res = await t.app.inject({
      url: '/api/admin/v1/catalogue-exports/prices/export.csv',
      headers: bearer(ownerKey),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.body.startsWith('\uFEFFvariant_code;currency;customer_group;price;original_price\r\n')).toBe(
      true,
    );
    expect(res.body).toContain(`${code(3)};CZK;;99,90;149,00`);
    const run = await imported('prices', res.body, false);
    expect(run.refused).toEqual([]);
    expect(run.appliedRows).toBe(0);
    expect(run.unchangedRows).toBe(run.totalRows);
  });

  it('a file without the columns fails with the missing ones named', async () => {
    const run = await imported('prices', 'kod;cena\nIMP-0001;100\n', false);
    expect(run.status).toBe('failed');
    expect(run.error).toBe(
      'V záhlaví chybí sloupce variant_code, currency, customer_group, price, original_price; očekávané sloupce: variant_code;currency;customer_group;price;original_price.',
    );
  });
});

describe('stock import', () => {
  it('sets pieces per warehouse, refusing unknown warehouses, bad numbers and duplicates', async () => {
    const csv = [
      'variant_code;warehouse;quantity',
      `${code(1)};praha;12`,
      `${code(2)};dodavatel;3`,
      `${code(3)};brno;4`,
      `${code(4)};praha;-1`,
      `${code(1)};praha;13`,
      `${code(5)};praha;5`,
    ].join('\n');
    const dry = await imported('stock', csv, true);
    expect(dry.refused).toEqual([
      { row: 4, reason: 'Neznámý sklad „brno“.' },
      { row: 5, reason: 'Počet kusů „-1“ není celé nezáporné číslo.' },
      { row: 6, reason: 'Duplicitní řádek: stejný záznam už je na řádku 2.' },
    ]);
    expect(dry.appliedRows).toBe(2);
    expect(dry.unchangedRows).toBe(1);
    const run = await imported('stock', csv, false);
    expect(run.appliedRows).toBe(2);
    const stock = await queryRows<{ code: string; warehouse: string; quantity: number }>(
      t.database.db,
      sql`select v.code, w.code as warehouse, s.quantity from inventory.stock s
            join inventory.warehouses w on w.id = s.warehouse_id join catalog.variants v on v.id = s.variant_id
           where v.code = any(${`{${code(1)},${code(2)}}`}::text[]) order by v.code, w.code`,
    );
    expect(stock).toEqual([
      { code: code(1), warehouse: 'praha', quantity: 12 },
      { code: code(2), warehouse: 'dodavatel', quantity: 3 },
      { code: code(2), warehouse: 'praha', quantity: 5 },
    ]);
    const moves = await queryRows<{ quantity: number }>(
      t.database.db,
      sql`select m.quantity from inventory.stock_movements m join catalog.variants v on v.id = m.variant_id
           where v.code = ${code(1)}`,
    );
    expect(moves).toEqual([{ quantity: 7 }]);
    const again = await imported('stock', csv, false);
    expect(again.appliedRows).toBe(0);
  });

  it('the stock export imports back without a change', async () => {
    const res = await t.app.inject({
      url: '/api/admin/v1/catalogue-exports/stock/export.csv',
      headers: bearer(ownerKey),
    });
    expect(res.body).toContain(`${code(1)};praha;12\r\n`);
    const run = await imported('stock', res.body, true);
    expect(run.refused).toEqual([]);
    expect(run.appliedRows).toBe(0);
  });
});

describe('product import', () => {
  it('the export imports back unchanged, and an edited file changes names, visibility and category', async () => {
    const res = await t.app.inject({
      url: '/api/admin/v1/catalogue-exports/products/export.csv',
      headers: bearer(ownerKey),
    });
    expect(res.statusCode).toBe(200);
    const same = await imported('products', res.body, true);
    expect(same.refused).toEqual([]);
    expect(same.appliedRows).toBe(0);
    expect(same.unchangedRows).toBe(same.totalRows);

    const line = res.body.split('\r\n').find((l) => l.startsWith('importovany-produkt;'))!;
    const cells = line.split(';');
    const edited = [
      'slug;catalog_code;name_cs;name_sk;name_de;category;brand;vat_class;visible;saleable',
      [
        'importovany-produkt',
        'IMP-2',
        'Přejmenovaný produkt',
        'Premenovaný produkt',
        '',
        cells[5],
        '',
        'reduced',
        '0',
        '1',
      ].join(';'),
      'nove-zbozi;X;Název;;;' + cells[5] + ';;standard;1;1',
      ['importovany-produkt', 'IMP-3', 'Jiný', '', '', 'neznama-kategorie', '', 'standard', '1', '1'].join(
        ';',
      ),
      ['importovany-produkt', 'IMP-3', 'Jiný', '', '', cells[5], '', 'nulova', '1', '1'].join(';'),
    ].join('\n');
    const run = await imported('products', edited, false);
    expect(run.refused).toEqual([
      { row: 4, reason: 'Neznámá kategorie „neznama-kategorie“.' },
      { row: 5, reason: 'Neznámá sazba DPH „nulova“ (standard, reduced, reduced2).' },
    ]);
    // Row 3 names a slug and a code the shop does not know: a new product, unpublished (no variant yet).
    expect(run.appliedRows).toBe(2);
    expect(run.createdRows).toBe(1);
    expect(await productByCode('X')).toMatchObject({ slug: 'nove-zbozi', visible: false });
    const [p] = await queryRows<{
      catalog_code: string;
      visible: boolean;
      vat_class: string;
      brand_id: number | null;
    }>(
      t.database.db,
      sql`select catalog_code, visible, vat_class, brand_id from catalog.products where id = 50`,
    );
    expect(p).toEqual({ catalog_code: 'IMP-2', visible: false, vat_class: 'reduced', brand_id: null });
    const names = await queryRows<{ locale: string; name: string }>(
      t.database.db,
      sql`select locale, name from catalog.product_translations where product_id = 50 order by locale`,
    );
    expect(names).toEqual([
      { locale: 'cs', name: 'Přejmenovaný produkt' },
      { locale: 'sk', name: 'Premenovaný produkt' },
    ]);
  });
});

describe('creating products and variants', () => {
  const productsHeader =
    'slug;catalog_code;name_cs;name_sk;name_de;category;brand;vat_class;visible;saleable';
  const variantsHeader =
    'variant_code;product_code;name_cs;name_sk;name_de;ean;availability;sold_availability;check_stock';
  let brand: string;
  const newProducts = () =>
    [
      productsHeader,
      ';NOVY-1;Nový gel;Nový gél;;lubrikacni-gely;;standard;1;1',
      ';NOVY-2;Nový gel;;;lubrikacni-gely;;reduced;0;1',
      ';NOVY-3;;;;lubrikacni-gely;;standard;0;1',
      ';NOVY-4;Bez kategorie;;;neznama;;standard;0;1',
      ';novy-1;Zase první;;;lubrikacni-gely;;standard;0;1',
      `vlastni-adresa;NOVY-5;Vlastní adresa;;;lubrikacni-gely;${brand};standard;0;0`,
      'jina-adresa;IMP-2;Cizí kód;;;lubrikacni-gely;;standard;0;1',
    ].join('\n');
  const refusedProducts = [
    { row: 4, reason: 'Chybí český název.' },
    { row: 5, reason: 'Neznámá kategorie „neznama“.' },
    { row: 6, reason: 'Katalogový kód „novy-1“ už je na řádku 2.' },
    {
      row: 8,
      reason: 'Katalogový kód „IMP-2“ už má produkt „importovany-produkt“ (slug se importem nemění).',
    },
  ];
  const newVariants = () =>
    [
      variantsHeader,
      'NOVY-1-S;NOVY-1;Malé balení;;;8590000999001;skladem;vyprodano;1',
      'NOVY-1-L;novy-1;Velké balení;Veľké balenie;Große Packung;;skladem;vyprodano;1',
      'NOVY-2-A;NOVY-2;Jediné;;;;vyprodano;vyprodano;0',
      'NOVY-2-B;NOVY-2;Jiné;;;;neznama;vyprodano;1',
      'NOVY-9-A;NOVY-9;Bez produktu;;;;skladem;vyprodano;1',
      'NOVY-1-X;NOVY-1;Špatný EAN;;;12345;skladem;vyprodano;1',
      'novy-1-s;NOVY-1;Znovu;;;;skladem;vyprodano;1',
      `${code(1)};NOVY-1;Cizí varianta;;;;skladem;vyprodano;1`,
      'NOVY-1-Y;NOVY-1;;;;;skladem;vyprodano;1',
    ].join('\n');

  beforeAll(async () => {
    const [b] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select slug from catalog.brands order by id limit 1`,
    );
    brand = b!.slug;
  });

  it('the dry run counts the new products apart and creates nothing', async () => {
    const run = await imported('products', newProducts(), true);
    expect(run.status).toBe('done');
    expect(run.refused).toEqual(refusedProducts);
    expect(run.createdRows).toBe(3);
    expect(run.appliedRows).toBe(3);
    expect(await productByCode('NOVY-1')).toBeUndefined();
  });

  it('the import creates them unpublished with unique slugs, names, category and brand; again it changes nothing', async () => {
    const run = await imported('products', newProducts(), false);
    expect(run.refused).toEqual(refusedProducts);
    expect(run.createdRows).toBe(3);
    expect(await productByCode('NOVY-1')).toMatchObject({ slug: 'novy-gel', visible: false, saleable: true });
    expect(await productByCode('NOVY-2')).toMatchObject({ slug: 'novy-gel-2', vat_class: 'reduced' });
    expect(await productByCode('NOVY-5')).toMatchObject({ slug: 'vlastni-adresa', saleable: false });
    const [own] = await queryRows<{ names: string; category: string; brand: string | null }>(
      t.database.db,
      sql`select (select string_agg(locale || ':' || name, ',' order by locale) from catalog.product_translations
                   where product_id = p.id) as names,
                 (select c.slug from catalog.product_categories pc join catalog.categories c on c.id = pc.category_id
                   where pc.product_id = p.id and pc.is_main) as category,
                 (select slug from catalog.brands where id = p.brand_id) as brand
            from catalog.products p where p.catalog_code = 'NOVY-1'`,
    );
    expect(own).toEqual({ names: 'cs:Nový gel,sk:Nový gél', category: 'lubrikacni-gely', brand: null });
    const audit = await queryRows<{ after: Record<string, unknown> }>(
      t.database.db,
      sql`select after from operators.audit_log where action = 'catalogue.import' and object_id = ${String(run.id)}`,
    );
    expect(audit[0]!.after).toMatchObject({ appliedRows: 3, createdRows: 3, refusedRows: 4 });

    const again = await imported('products', newProducts(), false);
    expect(again.refused).toEqual(refusedProducts);
    expect(again).toMatchObject({ appliedRows: 0, createdRows: 0, unchangedRows: 3 });
    const count = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalog.products where catalog_code like 'NOVY-%'`,
    );
    expect(count[0]!.n).toBe(3);
  });

  it('variants of new products are created, refusing bad rows; their prices and stock import next', async () => {
    const dry = await imported('variants', newVariants(), true);
    const refusedVariants = [
      { row: 5, reason: 'Neznámá dostupnost „neznama“.' },
      { row: 6, reason: 'Neznámý produkt s katalogovým kódem „NOVY-9“.' },
      { row: 7, reason: 'EAN „12345“ musí mít 8, 12, 13 nebo 14 číslic.' },
      { row: 8, reason: 'Kód varianty „novy-1-s“ už je na řádku 2.' },
      {
        row: 9,
        reason: `Varianta „${code(1)}“ patří k jinému produktu; import varianty mezi produkty nepřesouvá.`,
      },
      { row: 10, reason: 'Chybí český název.' },
    ];
    expect(dry.refused).toEqual(refusedVariants);
    expect(dry).toMatchObject({ createdRows: 3, appliedRows: 3 });
    const run = await imported('variants', newVariants(), false);
    expect(run.refused).toEqual(refusedVariants);
    expect(run.createdRows).toBe(3);
    const variants = await queryRows<{
      code: string;
      is_default: boolean;
      name: unknown;
      ean: string | null;
    }>(
      t.database.db,
      sql`select v.code, v.is_default, v.name, v.ean from catalog.variants v join catalog.products p on p.id = v.product_id
           where p.catalog_code like 'NOVY-%' order by v.code`,
    );
    expect(variants).toEqual([
      {
        code: 'NOVY-1-L',
        is_default: false,
        name: { cs: 'Velké balení', sk: 'Veľké balenie', de: 'Große Packung' },
        ean: null,
      },
      { code: 'NOVY-1-S', is_default: true, name: { cs: 'Malé balení' }, ean: '8590000999001' },
      { code: 'NOVY-2-A', is_default: true, name: { cs: 'Jediné' }, ean: null },
    ]);
    const again = await imported('variants', newVariants(), false);
    expect(again).toMatchObject({ appliedRows: 0, createdRows: 0, unchangedRows: 3 });

    const prices = await imported(
      'prices',
      [
        'variant_code;currency;customer_group;price;original_price',
        'NOVY-1-S;CZK;;199;',
        'NOVY-1-L;CZK;;349;',
      ].join('\n'),
      false,
    );
    expect(prices).toMatchObject({ appliedRows: 2, refused: [] });
    const stock = await imported('stock', 'variant_code;warehouse;quantity\nNOVY-1-S;praha;10\n', false);
    expect(stock).toMatchObject({ appliedRows: 1, refused: [] });
    // Now the shop can sell it: the product file imported again publishes the product that asks to be shown.
    const publish = await imported('products', newProducts(), false);
    expect(publish).toMatchObject({ appliedRows: 1, createdRows: 0 });
    expect(await productByCode('NOVY-1')).toMatchObject({ visible: true });
    const { id } = (await productByCode('NOVY-1'))!;
    const res = await t.app.inject({ url: `/catalog/product?ids=${id}`, headers: { 'x-currency': 'CZK' } });
    const product = catalogProductResponse.parse(res.json()).data[0]!;
    expect(product.variants.map((v) => [v.catalogCode, v.prices.unitWithTax])).toEqual([
      ['NOVY-1-S', 199],
      ['NOVY-1-L', 349],
    ]);
  });

  it('the variant export imports back unchanged', async () => {
    const res = await t.app.inject({
      url: '/api/admin/v1/catalogue-exports/variants/export.csv',
      headers: bearer(ownerKey),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      'NOVY-1-L;NOVY-1;Velké balení;Veľké balenie;Große Packung;;skladem;vyprodano;1\r\n',
    );
    const run = await imported('variants', res.body, true);
    expect(run.refused).toEqual([]);
    expect(run).toMatchObject({ appliedRows: 0, createdRows: 0, unchangedRows: run.totalRows });
  });

  it('a failure while creating leaves no product of the file', async () => {
    const csv = [productsHeader, ';ZRUSENY-1;Zrušený;;;lubrikacni-gely;;standard;0;1'].join('\n');
    const res = await upload('products', csv, false);
    const { id } = catalogueImportResponse.parse(res.json()).data;
    const outcome = await runImport(t.database.db, id, {
      lookups: { customerGroups: customerGroupCodes },
      actor: actorOfImport({ type: 'api_key', id: 1, name: 'tests', email: null, ip: '127.0.0.1' }),
      afterBatch: async () => {
        throw new Error('disk full');
      },
    });
    expect(outcome).toMatchObject({ applied: 0, created: 0 });
    expect(await productByCode('ZRUSENY-1')).toBeUndefined();
    const run = await t.app.inject({
      url: `/api/admin/v1/catalogue-imports/${id}`,
      headers: bearer(ownerKey),
    });
    expect(catalogueImportResponse.parse(run.json()).data).toMatchObject({
      status: 'failed',
      createdRows: 0,
    });
    await runJobs();
  });
});

describe('permissions', () => {
  it('an operator of content only may neither import nor export nor look at runs', async () => {
    expect(
      (
        await upload(
          'prices',
          'variant_code;currency;customer_group;price;original_price\n',
          true,
          contentKey,
        )
      ).statusCode,
    ).toBe(403);
    for (const kind of ['products', 'variants']) {
      const csv = `${importKinds[kind as 'products'].columns.join(';')}\n`;
      expect((await upload(kind, csv, false, contentKey)).statusCode).toBe(403);
    }
    const list = await t.app.inject({ url: '/api/admin/v1/catalogue-imports', headers: bearer(contentKey) });
    expect(list.statusCode).toBe(403);
    const exported = await t.app.inject({
      url: '/api/admin/v1/catalogue-exports/prices/export.csv',
      headers: bearer(contentKey),
    });
    expect(exported.statusCode).toBe(403);
  });

  it('the list shows the runs newest first without their refused rows', async () => {
    const res = await t.app.inject({
      url: '/api/admin/v1/catalogue-imports?perPage=2',
      headers: bearer(ownerKey),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: CatalogueImportRun[]; total: number };
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(5);
    expect(body.data[0]!.id).toBeGreaterThan(body.data[1]!.id);
    expect(body.data.every((r) => r.refused.length === 0)).toBe(true);
  });
});
