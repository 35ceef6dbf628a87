import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import type { Dataset } from './seed/dataset.ts';
import { holdsDemoData, seedIfEmpty } from './seed/startup.ts';
import { createJobRunner } from './job-runner.ts';

/**
 * SEED_DATASET (optional): a module exporting `fixtureDataset` or `dataset` to seed instead of the
 * demo generator; used by the start-up test and handy for reproducing a bug on a small data set.
 */
async function datasetOverride(): Promise<(() => Promise<Dataset>) | undefined> {
  const file = process.env.SEED_DATASET;
  if (!file) return undefined;
  return async () => {
    const mod = (await import(pathToFileURL(path.resolve(file)).href)) as {
      fixtureDataset?: Dataset;
      dataset?: Dataset;
    };
    const dataset = mod.fixtureDataset ?? mod.dataset;
    if (!dataset) throw new Error(`${file} exports neither fixtureDataset nor dataset`);
    return dataset;
  };
}

/** How long shutdown waits for requests in flight before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let connectionError = (err: Error) => console.error(err);
  const database = await connectDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, onConnectionError: (err) => connectionError(err) }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  let stopping = false;
  const app = await buildApp({ config, database, stopping: () => stopping });
  connectionError = (err) => app.log.warn({ err }, 'a database connection failed; the pool replaces it');
  try {
    await database.migrate();
    await seedIfEmpty(config, database, app.log, await datasetOverride());
    if (config.production && (await holdsDemoData(database))) {
      throw new Error(
        'the database holds the demo data (a customer with a published password): use a database of its own',
      );
    }
  } catch (err) {
    app.log.fatal({ err }, 'start-up failed');
    await database.close();
    process.exit(1);
  }
  // After-commit work (confirmation e-mails, purchase reporting); every process takes its share.
  const jobs = await createJobRunner(config, database.db, app.log);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness fails from now on; a load balancer stops sending requests here while they are
    // still answered, so that none arrives on a connection that closes under it.
    if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    // close() stops accepting connections at once and waits for the requests in flight; a
    // connection kept alive after its answer is closed as soon as it is idle (else it would hold
    // the process for the keep-alive timeout), and one still busy after the grace period is cut,
    // so that the database is always closed cleanly.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      // The jobs in hand finish meanwhile; then PGlite flushes to disk.
      await Promise.all([jobs.stop(), app.close()]);
      clearInterval(idleSweep);
      clearTimeout(cut);
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  jobs.start();
  app.log.info(
    { database: database.kind, modules: config.modules, startupMs: Math.round(performance.now() - started) },
    `backend listening on ${config.publicUrl} (docs: ${config.publicUrl}/docs)`,
  );
}

await main();
