import { shopNameOf, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createMailer } from './integrations/mail/mailer.ts';
import { purgeOutbox } from './integrations/mail/outbox-retention.ts';
import { createPurchaseReporters } from './integrations/purchase-reporting/reporters.ts';
import { purgeAbandonedGuestCarts } from './modules/cart/index.ts';
import {
  createCatalogueImportJobHandlers,
  createProductFeedJobHandlers,
  getVariantRefs,
  queueMissingFeeds,
  withFeedRebuild,
} from './modules/catalog/index.ts';
import {
  createCustomerJobHandlers,
  customerGroupCodes,
  purgeExpiredSessions,
  purgeOldSecurityEvents,
  purgeExpiredLinks,
  purgeLoginChallenges,
} from './modules/customer/index.ts';
import { connectPacketaApi } from './integrations/packeta/packeta-api-connection.ts';
import {
  createJobHandlers,
  createShipmentJobHandlers,
  trackShipments,
  expireUnpaidOrders,
  findServiceOrder,
  paymentOrders,
  remindUnpaidTransfers,
} from './modules/order/index.ts';
import { createStockWatchJobHandlers } from './modules/inventory/index.ts';
import { JobRunner, purgeFinishedJobs, type JobLogger } from './modules/jobs/index.ts';
import { createNewsletterJobHandlers, purgeUnconfirmedSubscriptions } from './modules/marketing/index.ts';
import { createMarketingContact } from './integrations/marketing-contact/create.ts';
import { createContentJobHandlers, createRevalidator } from './modules/publishing/index.ts';
import {
  createContactJobHandlers,
  createServiceCaseJobHandlers,
  purgeExpiredLookupCodes,
} from './modules/support/index.ts';
import { resolveVariantHashSecret } from './http/variant-hash-secret.ts';
import {
  createPaymentGateway,
  listPayments,
  settleOpenPayments,
  type PaymentDeps,
} from './modules/payment/index.ts';
import { connectPickupPointFeed, listShippers, packetaPickupPointImport } from './modules/shipping/index.ts';

/** How often it deletes what has outlived its purpose. */
export const PURGE_MS = 3600_000;

/** What the hourly purge deletes once it is past its time. */
type RetainedData =
  | 'carts'
  | 'sessions'
  | 'loginChallenges'
  | 'securityEvents'
  | 'links'
  | 'unconfirmedSubscriptions'
  | 'finishedJobs'
  | 'outboxMails'
  | 'serviceLookupCodes';

/**
 * The process's background work: the job runner, with the configured mailer and purchase
 * reporters; the sweep that cancels unpaid orders past their time (each process sweeps; an order
 * is locked while it is cancelled, so two never cancel the same one); and the hourly deletion of
 * what has outlived its purpose.
 */
export async function createJobRunner(
  config: Config,
  db: Db,
  log: JobLogger,
): Promise<{
  runner: JobRunner;
  sweepExpiredOrders(now?: Date): Promise<number[]>;
  /** Deletes what has outlived its purpose (periods in docs/security.md); how many of each went. */
  purge(now?: Date): Promise<Record<RetainedData, number>>;
  /** Imports Packeta's pickup points now (the timer does it once a period). */
  importPickupPoints(now?: Date): Promise<unknown>;
  start(): void;
  stop(): Promise<void>;
}> {
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    requireTls: config.smtpRequireTls,
    dataDir: config.dataDir,
  });
  // Background work that changes the catalogue (an import) tells the storefront as the routes do.
  const revalidator = withFeedRebuild(
    db,
    createRevalidator({
      storefrontUrl: config.storefrontUrl,
      secret: config.revalidateSecret,
      log: { warn: (obj, msg) => log.warn(obj, msg), info: (obj, msg) => log.info(obj, msg) },
    }),
  );
  // Packeta's API (or the double this backend serves): shipments of packed orders, their tracking.
  const parcels = connectPacketaApi(config);
  const runner = new JobRunner({
    db,
    log,
    pollMs: config.jobPollMs,
    concurrency: config.jobConcurrency,
    handlers: {
      ...createJobHandlers({
        db,
        mailer,
        reporters: createPurchaseReporters(config),
        shopName: shopNameOf(config),
        storefrontUrl: config.storefrontPublicUrl,
        publicUrl: config.publicUrl,
        fallbackShopAddress: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
        log,
      }),
      ...createShipmentJobHandlers({ db, carrier: parcels, sender: config.packeta.sender, log }),
      ...createCustomerJobHandlers({ db, mailer, shopName: shopNameOf(config), log }),
      ...createServiceCaseJobHandlers({
        db,
        mailer,
        orders: { find: findServiceOrder },
        // The one secret the app derives its keys from: the look-up codes' hashes must match its.
        secret: await resolveVariantHashSecret(config),
        shopName: shopNameOf(config),
        fallbackShopAddress: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
        log,
      }),
      ...createContactJobHandlers({
        db,
        mailer,
        shopName: shopNameOf(config),
        fallbackShopAddress: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom,
        log,
      }),
      ...createNewsletterJobHandlers({
        db,
        mailer,
        shopName: shopNameOf(config),
        storefrontUrl: config.storefrontPublicUrl,
        publicUrl: config.publicUrl,
        marketingContact: createMarketingContact(config),
        log,
      }),
      ...createContentJobHandlers({ revalidator }),
      ...createCatalogueImportJobHandlers({
        db,
        lookups: { customerGroups: customerGroupCodes },
        revalidator,
        log,
      }),
      ...createProductFeedJobHandlers({
        db,
        shop: {
          name: shopNameOf(config),
          storefrontUrl: config.storefrontPublicUrl,
          publicUrl: config.publicUrl,
          deliveryMethods: async (locale, currency) => ({
            shippers: (await listShippers(db, currency, locale, { includePersonal: false })).data,
            payments: await listPayments(db, currency, locale),
          }),
        },
        log,
      }),
      ...createStockWatchJobHandlers({
        db,
        mailer,
        variants: getVariantRefs,
        shopName: shopNameOf(config),
        storefrontUrl: config.storefrontPublicUrl,
        log,
      }),
    },
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
    // The one reminder of a bank transfer still owing, for the orders the sweep left.
    const reminded = await remindUnpaidTransfers(db, config.orderExpiry, { now });
    if (reminded.length) log.info({ orders: reminded }, 'unpaid bank transfers reminded');
    return cancelled;
  };
  const purge = async (now?: Date) => {
    const gone: Record<RetainedData, number> = {
      carts: await purgeAbandonedGuestCarts(db, now),
      sessions: await purgeExpiredSessions(db, now),
      loginChallenges: await purgeLoginChallenges(db, now),
      securityEvents: await purgeOldSecurityEvents(db, now),
      links: await purgeExpiredLinks(db, now),
      unconfirmedSubscriptions: await purgeUnconfirmedSubscriptions(db, now),
      finishedJobs: await purgeFinishedJobs(db, now),
      outboxMails: await purgeOutbox(config.dataDir, now),
      serviceLookupCodes: await purgeExpiredLookupCodes(db, now),
    };
    if (Object.values(gone).some((n) => n > 0)) log.info(gone, 'data past its retention period deleted');
    return gone;
  };
  const importPickupPoints = packetaPickupPointImport({
    db,
    feed: connectPickupPointFeed(config),
    periodMs: config.packeta.feedImportMs,
    log,
  });
  // One piece of background work at a time, so that stop() can wait for the one in hand.
  let sweeping: Promise<unknown> = Promise.resolve();
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    const run = () => {
      sweeping = sweeping.then(work).catch((err: unknown) => log.error({ err }, `${what} failed`));
    };
    run();
    const timer = setInterval(run, ms);
    timer.unref();
    timers.push(timer);
  };
  return {
    runner,
    sweepExpiredOrders,
    purge,
    importPickupPoints,
    start() {
      runner.start();
      // Feeds never built (a new shop, a new format) are built at once.
      queueMissingFeeds(db).catch((err: unknown) => log.error({ err }, 'queueing the product feeds failed'));
      every(config.orderExpiry.sweepMs, () => sweepExpiredOrders(), 'expiring unpaid orders');
      every(PURGE_MS, () => purge(), 'deleting data past its retention period');
      if (parcels) {
        every(
          config.packeta.trackingMs,
          () => trackShipments(db, parcels, log),
          'tracking Packeta shipments',
        );
      }
      every(config.packeta.feedImportMs, () => importPickupPoints(), 'importing the pickup points');
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await sweeping;
      await runner.stop();
      mailer.close();
    },
  };
}
