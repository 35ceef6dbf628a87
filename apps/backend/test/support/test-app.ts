import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/** The whole application over a fresh fixture database, for `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { onQuery?: (statement: string) => void } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase(options);
  // No load shedding unless a test asks for it: on a busy machine the embedded database, which runs
  // on the event loop, lags it past the threshold, and requests would be refused for that.
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, database: testDb.database, logger: false });
  await app.ready();
  return {
    ...testDb,
    app,
    cleanup: async () => {
      await app.close();
      await testDb.cleanup();
    },
  };
}
