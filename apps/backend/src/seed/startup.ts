import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Dataset } from './dataset.ts';
import { isCatalogEmpty, loadDataset } from './load.ts';
import { generateDemo } from './demo-source.ts';
import { createRevalidator } from '../modules/publishing/revalidation/service.ts';
import { isEmailRegistered } from '../modules/customer/index.ts';
import { ACCOUNTS } from './demo/content.ts';

/**
 * Loads demo data into an empty database when SEED_DEMO is on. `source` replaces the demo generator
 * (the start-up test uses the small fixture through SEED_DATASET).
 */
export async function seedIfEmpty(
  config: Config,
  database: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  source: () => Promise<Dataset> = () => generateDemo(),
): Promise<boolean> {
  if (!config.seedDemo || !(await isCatalogEmpty(database.db))) return false;
  const started = performance.now();
  const dataset = await source();
  await loadDataset(database.db, dataset, {
    dataDir: config.dataDir,
    revalidator: createRevalidator({
      storefrontUrl: config.storefrontUrl,
      secret: config.revalidateSecret,
      log,
    }),
  });
  log.info(
    { products: dataset.products.length, ms: Math.round(performance.now() - started) },
    'demo data loaded',
  );
  return true;
}

/** Whether the database holds the demo data: its customer, whose password the README publishes. */
export async function holdsDemoData(database: Database): Promise<boolean> {
  for (const account of ACCOUNTS) {
    if (await isEmailRegistered(database.db, account.email)) return true;
  }
  return false;
}
