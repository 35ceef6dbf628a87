import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { loadDataset } from '../src/seed/load.ts';
import { generateDemo } from '../src/seed/demo-source.ts';
import { fixtureDataset } from './fixtures/dataset.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

const count = async (t: TestDatabase, table: string) =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]
    ?.n;

describe('loadDataset with the fixture', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.cleanup());

  it('writes every module table', async () => {
    const variants = fixtureDataset.products.flatMap((p) => p.variants);
    expect(await count(t, 'catalog.products')).toBe(fixtureDataset.products.length);
    expect(await count(t, 'catalog.variants')).toBe(variants.length);
    expect(await count(t, 'catalog.prices')).toBe(variants.reduce((n, v) => n + v.prices.length, 0));
    expect(await count(t, 'catalog.categories')).toBe(fixtureDataset.categories.length);
    expect(await count(t, 'settings.vat_rates')).toBe(5);
    expect(await count(t, 'shipping.shippers')).toBe(2);
    expect(await count(t, 'payment.payments')).toBe(2);
    expect(await count(t, 'navigation.menu_items')).toBe(8);
    expect(await count(t, 'inventory.stock')).toBe(variants.reduce((n, v) => n + v.stock.length, 0));
    // sk name present on every fixture product, de on none
    expect(await count(t, 'catalog.product_translations')).toBe(fixtureDataset.products.length * 2);
  });

  it('writes the SVG originals under DATA_DIR/media/originals', async () => {
    const svg = await readFile(path.join(t.dataDir, 'media/originals/products/aloe-gel-100-ml.svg'), 'utf8');
    expect(svg).toContain('<svg');
  });

  it('reads the lowest price of the last 30 days with one query', async () => {
    // History: 279 Kč until 2025-06-01, 249 Kč since; on 2025-06-15 the window still covers 279 Kč.
    const lowest = (day: string) =>
      queryRows<{ lowest: number }>(
        t.database.db,
        sql`select min(unit_with_tax)::int as lowest from catalog.price_history
             where variant_id = 101 and currency_code = 'CZK' and customer_group is null
               and valid_from <= ${day}::date and (valid_to is null or valid_to > ${day}::date - 30)`,
      );
    expect((await lowest('2025-06-15'))[0]?.lowest).toBe(24900);
    expect((await lowest('2025-05-15'))[0]?.lowest).toBe(27900);
  });

  it('moves identity sequences past the loaded ids', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into catalog.brands (name, slug, description) values ('Nová', 'nova', '{"cs":"x"}') returning id`,
    );
    expect(row?.id).toBe(4);
  });

  it('reloads with truncate, and rolls back entirely on bad data', async () => {
    await loadDataset(t.database.db, fixtureDataset, { truncate: true });
    expect(await count(t, 'catalog.products')).toBe(fixtureDataset.products.length);
    const broken = {
      ...fixtureDataset,
      products: [...fixtureDataset.products, { ...fixtureDataset.products[0]!, id: 999 }],
    };
    await expect(loadDataset(t.database.db, broken, { truncate: true })).rejects.toThrow();
    expect(await count(t, 'catalog.products')).toBe(fixtureDataset.products.length);
  });

  it('enforces stock and price invariants in the database', async () => {
    await expect(
      t.database.db.execute(sql`update inventory.stock set quantity = -1 where variant_id = 101`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update catalog.prices set original_with_tax = 1 where id = 1`),
    ).rejects.toThrow();
  });
});

const demoReady = existsSync(new URL('../src/seed/demo/index.ts', import.meta.url));

describe.skipIf(!demoReady)('loadDataset with the demo data set', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ dataset: null });
  });
  afterAll(() => t.cleanup());

  it('loads the default demo data set', async () => {
    const dataset = await generateDemo();
    await loadDataset(t.database.db, dataset, { dataDir: t.dataDir });
    expect(await count(t, 'catalog.products')).toBe(dataset.products.length);
    expect(await count(t, 'catalog.categories')).toBe(dataset.categories.length);
    expect(await count(t, 'navigation.menus')).toBe(dataset.menus.length);
    const image = dataset.images[0];
    if (image) expect(existsSync(path.join(t.dataDir, 'media/originals', image.path))).toBe(true);
  });
});
