import QRCode from 'qrcode';
import type { Locale } from '@shop/contract';
import { locales } from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer.ts';
import { renderOrderConfirmation } from '../../integrations/mail/order-confirmation.ts';
import { renderOrderExpired } from '../../integrations/mail/order-expired.tsx';
import { renderOrderStatus } from '../../integrations/mail/order-status.tsx';
import { renderPaymentReminder } from '../../integrations/mail/payment-reminder.tsx';
import { renderShopNewOrder } from '../../integrations/mail/shop-new-order.tsx';
import {
  isPurchaseReportService,
  type PurchaseReporter,
  type PurchaseReportService,
} from '../../integrations/purchase-reporting/reporter.ts';
import { currencyDecimals, settingValues } from '../settings/index.ts';
import { recordOrderEmail } from './order-emails.ts';
import { createPaidJobHandlers } from './paid-jobs.ts';
import { amountDueOf } from './payment-state.ts';
import { findOrderById, orderView, type OrderRow } from './service.ts';
import { shipmentOf, trackingUrlOf } from './shipments.ts';
import type { JobHandlers, JobLogger } from '../jobs/index.ts';

export interface JobHandlerDeps {
  db: Db;
  mailer: Mailer;
  reporters: Record<PurchaseReportService, PurchaseReporter>;
  /** The shop's name in e-mails. */
  shopName: string;
  storefrontUrl: string;
  /** This backend's public address: the back office is at /admin there. */
  publicUrl: string;
  /** Where the shop's own e-mails go when the shop settings name no e-mail. */
  fallbackShopAddress: string;
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

/** The QR payment image of a SPAYD string, as the e-mails attach it. */
const qrPngOf = (spayd: string) =>
  QRCode.toBuffer(spayd, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 400 });

/** The handlers of the after-commit jobs. */
export function createJobHandlers(deps: JobHandlerDeps): JobHandlers {
  const { db, mailer, reporters, log } = deps;
  const prefixOf = (row: OrderRow) => (localeOf(row) === 'cs' ? '' : `/${localeOf(row)}`);
  // A customer's order opens in their account; a guest's in the shop.
  const orderUrlOf = (row: OrderRow) =>
    row.customerId
      ? `${deps.storefrontUrl}${prefixOf(row)}/uzivatel/objednavky/${row.id}`
      : `${deps.storefrontUrl}${prefixOf(row)}/`;

  /** Sends an e-mail about an order and notes it on the order. */
  async function sendAbout(orderId: number, kind: string, message: MailMessage) {
    const sent = await mailer.send(message);
    await recordOrderEmail(db, { orderId, kind, recipient: message.to.address, subject: message.subject });
    return sent;
  }

  return {
    ...createPaidJobHandlers(deps),
    'order-confirmation': async ({ orderId, orderToken }) => {
      const { row, order } = await loadOrder(db, orderId);
      const qrPng = order.bankTransfer ? await qrPngOf(order.bankTransfer.spayd) : undefined;
      const orderPageUrl = orderToken
        ? `${deps.storefrontUrl}/api/order/open?${new URLSearchParams({ t: orderToken, locale: localeOf(row) })}`
        : `${deps.storefrontUrl}${prefixOf(row)}/kosik/dokonceni`;
      const sent = await sendAbout(
        orderId,
        'order-confirmation',
        await renderOrderConfirmation(order, { shopName: deps.shopName, orderPageUrl, qrPng }),
      );
      log.info({ orderId, messageId: sent.messageId, file: sent.file }, 'order confirmation sent');
    },

    'order-expired': async ({ orderId }) => {
      const { row, order } = await loadOrder(db, orderId);
      const sent = await sendAbout(
        orderId,
        'order-expired',
        await renderOrderExpired(order, {
          shopName: deps.shopName,
          shopUrl: `${deps.storefrontUrl}${prefixOf(row)}/`,
        }),
      );
      log.info({ orderId, messageId: sent.messageId, file: sent.file }, 'order expiry e-mail sent');
    },

    'order-status': async ({ orderId, status }) => {
      const { row, order } = await loadOrder(db, orderId);
      const sent = await sendAbout(
        orderId,
        'order-status',
        await renderOrderStatus(order, status, {
          shopName: deps.shopName,
          orderUrl: orderUrlOf(row),
          parcel: {
            carrier: row.shipperName,
            trackingNumber: row.trackingNumber,
            trackingUrl: trackingUrlOf(await shipmentOf(db, orderId), row.locale),
          },
        }),
      );
      log.info({ orderId, status, messageId: sent.messageId, file: sent.file }, 'order status e-mail sent');
    },

    'payment-reminder': async ({ orderId, cancelOn }) => {
      const { row, order } = await loadOrder(db, orderId);
      // Paid or cancelled since the reminder was queued: nothing to remind of.
      if (row.status !== 'new' || row.paymentStatus !== 'awaiting_transfer' || amountDueOf(row) === 0) {
        log.info({ orderId }, 'payment reminder not sent: the order no longer waits for its money');
        return;
      }
      const decimals = await currencyDecimals(db, row.currencyCode);
      const sent = await sendAbout(
        orderId,
        'payment-reminder',
        await renderPaymentReminder(order, {
          shopName: deps.shopName,
          orderPageUrl: orderUrlOf(row),
          amountPaid: toMajor(Math.max(0, row.amountPaid), decimals),
          amountDue: toMajor(amountDueOf(row), decimals),
          cancelOn,
          qrPng: order.bankTransfer ? await qrPngOf(order.bankTransfer.spayd) : undefined,
        }),
      );
      log.info({ orderId, messageId: sent.messageId, file: sent.file }, 'payment reminder sent');
    },

    'shop-new-order': async ({ orderId }) => {
      const { row, order } = await loadOrder(db, orderId);
      const shop = (await settingValues(db, ['shop'])).get('shop') as { email?: unknown } | undefined;
      const shopAddress =
        typeof shop?.email === 'string' && shop.email.trim() ? shop.email.trim() : deps.fallbackShopAddress;
      const sent = await sendAbout(
        orderId,
        'shop-new-order',
        await renderShopNewOrder(order, {
          shopName: deps.shopName,
          shopAddress,
          adminUrl: `${deps.publicUrl}/admin/#/orders/${row.id}`,
          note: row.note,
        }),
      );
      log.info({ orderId, messageId: sent.messageId, file: sent.file }, 'new order e-mailed to the shop');
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
