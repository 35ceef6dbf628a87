import { shopNameOf, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createPurchaseReporters } from './integrations/purchase-reporting/reporters.ts';
import { createJobHandlers } from './modules/order/index.ts';
import { JobRunner, type JobLogger } from './modules/jobs/index.ts';

/** The process's job runner, with the configured mailer and purchase reporters. */
export function createJobRunner(
  config: Config,
  db: Db,
  log: JobLogger,
): { runner: JobRunner; stop(): Promise<void> } {
  const mailer = createMailer({ from: config.mailFrom, smtpUrl: config.smtpUrl, dataDir: config.dataDir });
  const runner = new JobRunner({
    db,
    log,
    pollMs: config.jobPollMs,
    handlers: createJobHandlers({
      db,
      mailer,
      reporters: createPurchaseReporters(config),
      shopName: shopNameOf(config),
      storefrontUrl: config.storefrontPublicUrl,
      log,
    }),
  });
  return {
    runner,
    async stop() {
      await runner.stop();
      mailer.close();
    },
  };
}
