import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import type { Dataset } from '../../src/seed/dataset.ts';
import { fixtureDataset } from '../fixtures/dataset.ts';
import { databaseTemplate } from './test-db-template.ts';

export interface TestDatabase {
  database: Database;
  /** A temporary DATA_DIR holding the data set's images under media/originals. */
  dataDir: string;
  /** postgres URL of the fresh database, or undefined for in-memory PGlite. */
  url: string | undefined;
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * server named by TEST_DATABASE_URL (created here, dropped in cleanup). Loaded with the fixture
 * unless `dataset: null`. Each is a copy of a template made once per code and data set
 * (test-db-template.ts), as migrating and loading anew took most of a test file's time.
 */
export async function createTestDatabase(
  options: { dataset?: Dataset | null; onQuery?: (statement: string) => void } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataset = options.dataset === undefined ? fixtureDataset : options.dataset;
  let template = await databaseTemplate(dataset, serverUrl);
  await template.copyFiles(dataDir);
  let url: string | undefined;
  let dropDatabase = async () => {};

  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template ${template.databaseName!}`);
    } catch (error) {
      // Another run of other code may have pruned the template meanwhile: it is made again.
      if ((error as { code?: string }).code !== '3D000') throw error;
      template = await databaseTemplate(dataset, serverUrl);
      await admin.query(`create database ${name} template ${template.databaseName!}`);
    } finally {
      await admin.end();
    }
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }

  const { onQuery } = options;
  const database = await connectDatabase(
    url
      ? { kind: 'postgres', url, max: 4, onQuery }
      : { kind: 'pglite', loadDataDir: template.pgliteDataDir!, onQuery },
  );

  return {
    database,
    dataDir,
    url,
    cleanup: async () => {
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
