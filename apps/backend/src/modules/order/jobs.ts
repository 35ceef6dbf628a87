import QRCode from 'qrcode';
import type { Locale } from '@shop/contract';
import { locales } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { renderOrderConfirmation } from '../../integrations/mail/order-confirmation.ts';
import { renderOrderExpired } from '../../integrations/mail/order-expired.tsx';
import { renderOrderStatus } from '../../integrations/mail/order-status.tsx';
import {
  isPurchaseReportService,
  type PurchaseReporter,
  type PurchaseReportService,
} from '../../integrations/purchase-reporting/reporter.ts';
import { findOrderById, orderView, type OrderRow } from './service.ts';
import type { JobHandlers, JobLogger } from '../jobs/index.ts';

export interface JobHandlerDeps {
  db: Db;
  mailer: Mailer;
  reporters: Record<PurchaseReportService, PurchaseReporter>;
  /** The shop's name in e-mails. */
  shopName: string;
  storefrontUrl: string;
  log: JobLogger;
}

const localeOf = (row: OrderRow): Locale =>
  (locales as readonly string[]).includes(row.locale) ? (row.locale as Locale) : 'cs';

/** Consent the buyer gave at checkout for each reporting service (optional consents). */
const CONSENT: Record<PurchaseReportService, (row: OrderRow) => boolean> = {
  'shop-certification': (row) => row.consents.heurekaSurvey,
  'comparison-shopping': (row) => row.consents.zboziSurvey,
};

async function loadOrder(db: Db, orderId: number) {
  const row = await findOrderById(db, orderId);
  // Orders are never deleted; a missing one is a fault worth the retries and the log.
  if (!row) throw new Error(`order ${orderId} does not exist`);
  return { row, order: await orderView(db, row, localeOf(row)) };
}

/** The handlers of the after-commit jobs. */
export function createJobHandlers(deps: JobHandlerDeps): JobHandlers {
  const { db, mailer, reporters, log } = deps;
  return {
    'order-confirmation': async ({ orderId, orderToken }) => {
      const { row, order } = await loadOrder(db, orderId);
      const qrPng = order.bankTransfer
        ? await QRCode.toBuffer(order.bankTransfer.spayd, {
            type: 'png',
            errorCorrectionLevel: 'M',
            margin: 2,
            width: 400,
          })
        : undefined;
      const prefix = localeOf(row) === 'cs' ? '' : `/${localeOf(row)}`;
      const orderPageUrl = orderToken
        ? `${deps.storefrontUrl}/api/order/open?${new URLSearchParams({ t: orderToken, locale: localeOf(row) })}`
        : `${deps.storefrontUrl}${prefix}/kosik/dokonceni`;
      const sent = await mailer.send(
        await renderOrderConfirmation(order, {
          shopName: deps.shopName,
          orderPageUrl,
          qrPng,
        }),
      );
      log.info({ orderId, messageId: sent.messageId, file: sent.file }, 'order confirmation sent');
    },

    'order-expired': async ({ orderId }) => {
      const { row, order } = await loadOrder(db, orderId);
      const prefix = localeOf(row) === 'cs' ? '' : `/${localeOf(row)}`;
      const sent = await mailer.send(
        await renderOrderExpired(order, {
          shopName: deps.shopName,
          shopUrl: `${deps.storefrontUrl}${prefix}/`,
        }),
      );
      log.info({ orderId, messageId: sent.messageId, file: sent.file }, 'order expiry e-mail sent');
    },

    'order-status': async ({ orderId, status }) => {
      const { row, order } = await loadOrder(db, orderId);
      const prefix = localeOf(row) === 'cs' ? '' : `/${localeOf(row)}`;
      // A customer's order opens in their account; a guest's in the shop.
      const orderUrl = row.customerId
        ? `${deps.storefrontUrl}${prefix}/uzivatel/objednavky/${row.id}`
        : `${deps.storefrontUrl}${prefix}/`;
      const sent = await mailer.send(
        await renderOrderStatus(order, status, { shopName: deps.shopName, orderUrl }),
      );
      log.info({ orderId, status, messageId: sent.messageId, file: sent.file }, 'order status e-mail sent');
    },

    'purchase-report': async ({ orderId, service }) => {
      if (!isPurchaseReportService(service))
        throw new Error(`unknown purchase reporting service '${service}'`);
      const { row, order } = await loadOrder(db, orderId);
      if (!CONSENT[service](row)) {
        log.info({ orderId, service }, 'purchase not reported: the buyer did not consent');
        return;
      }
      await reporters[service].report(order);
      log.info({ orderId, service }, 'purchase reported');
    },
  };
}
