import { parseArgs } from 'node:util';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { generateDemo } from './demo-source.ts';
import { loadDataset } from './load.ts';
import { createRevalidator } from '../modules/publishing/revalidation/service.ts';

/**
 * `npm run seed:scale -w apps/backend -- --products 100000`: replaces the catalogue with a generated
 * one of the given size, to measure the database and the catalogue at scale. Meant for a PostgreSQL
 * server (DATABASE_URL); with `--pglite` it runs against the embedded database in DATA_DIR instead.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      seed: { type: 'string' },
      pglite: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 2_000_000) {
    console.error('--products must be a whole number between 1 and 2000000');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl && !values.pglite) {
    console.error(
      'DATABASE_URL is not set. The scale run replaces all catalogue data, and is meant for a PostgreSQL server:\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale -w apps/backend -- --products 100000\n' +
        `Add --pglite to run it against the embedded database in ${path.join(config.dataDir, 'db')} anyway (slow beyond ~20000 products).`,
    );
    process.exit(2);
  }
  const database = await connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    const started = performance.now();
    await database.migrate();
    const seed = values.seed === undefined ? undefined : Number(values.seed);
    // Images: the products reuse the pool of drawings a default run makes, so pictures still resolve.
    const [dataset, pictures] = await Promise.all([
      generateDemo({ seed, products, images: false }),
      generateDemo({ seed }),
    ]);
    const generated = performance.now();
    await loadDataset(
      database.db,
      { ...dataset, images: pictures.images },
      {
        truncate: true,
        dataDir: config.dataDir,
        revalidator: createRevalidator({
          storefrontUrl: config.storefrontUrl,
          secret: config.revalidateSecret,
          log: { warn: (o, m) => console.warn(m, o), info: (o, m) => console.log(m, o) },
        }),
      },
    );
    const loaded = performance.now();
    const [size] = await queryRows<{ size: string }>(
      database.db,
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    const variants = dataset.products.reduce((n, p) => n + p.variants.length, 0);
    console.log(
      [
        `database: ${database.kind}`,
        `products: ${dataset.products.length}, variants: ${variants}, categories: ${dataset.categories.length}`,
        `generate: ${((generated - started) / 1000).toFixed(1)} s`,
        `load: ${((loaded - generated) / 1000).toFixed(1)} s`,
        `total: ${((loaded - started) / 1000).toFixed(1)} s`,
        `pg_database_size: ${size?.size}`,
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
