import { shopNameOf, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { createPurchaseReporters } from './integrations/purchase-reporting/reporters.ts';
import { createJobHandlers, expireUnpaidOrders, paymentOrders } from './modules/order/index.ts';
import { JobRunner, type JobLogger } from './modules/jobs/index.ts';
import { createPaymentGateway, settleOpenPayments, type PaymentDeps } from './modules/payment/index.ts';

/** How often a process looks for unpaid orders past their time. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * The process's background work: the job runner, with the configured mailer and purchase
 * reporters, and the sweep that cancels unpaid orders past their time (each process sweeps; an
 * order is locked while it is cancelled, so two never cancel the same one).
 */
export async function createJobRunner(
  config: Config,
  db: Db,
  log: JobLogger,
): Promise<{
  runner: JobRunner;
  sweepExpiredOrders(now?: Date): Promise<number[]>;
  start(): void;
  stop(): Promise<void>;
}> {
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
  const payments: PaymentDeps = {
    db,
    orders: paymentOrders,
    gateway: await createPaymentGateway(config),
    log,
    storefrontUrl: config.storefrontPublicUrl,
    publicUrl: config.publicUrl,
  };
  const sweepExpiredOrders = async (now?: Date) => {
    const cancelled = await expireUnpaidOrders(db, config.orderExpiry, {
      now,
      // A card payment the gateway completed but never told the shop about is settled, not lost.
      beforeExpiring: async (orderId) => !(await settleOpenPayments(payments, orderId)).includes('error'),
    });
    if (cancelled.length) log.info({ orders: cancelled }, 'unpaid orders past their time cancelled');
    return cancelled;
  };
  let sweeping: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  return {
    runner,
    sweepExpiredOrders,
    start() {
      runner.start();
      const sweep = () => {
        sweeping = sweepExpiredOrders().catch((err: unknown) =>
          log.error({ err }, 'expiring unpaid orders failed'),
        );
      };
      sweep();
      timer = setInterval(sweep, EXPIRY_SWEEP_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await sweeping;
      await runner.stop();
      mailer.close();
    },
  };
}
