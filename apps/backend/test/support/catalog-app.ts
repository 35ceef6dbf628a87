import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { catalogDataset } from './catalog-dataset.ts';
import { createTestDatabase } from './test-db.ts';
import type { TestApp } from './test-app.ts';

export interface CatalogTestApp extends TestApp {
  /** The variant-hash key the app generated into its DATA_DIR. */
  secret: string;
}

/** The whole application over a fresh database holding the catalogue test data set. */
export async function createCatalogTestApp(
  options: { onQuery?: (statement: string) => void; env?: Record<string, string> } = {},
): Promise<CatalogTestApp> {
  const testDb = await createTestDatabase({ dataset: catalogDataset, onQuery: options.onQuery });
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', // as in test-app.ts
    ...options.env,
  });
  const app = await buildApp({ config, database: testDb.database, logger: false });
  await app.ready();
  const secret = (await readFile(path.join(testDb.dataDir, 'secret'), 'utf8')).trim();
  return {
    ...testDb,
    app,
    secret,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}
