import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderApi, type AdminShipment } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { FAILED_CODES, type ParcelCarrier } from '../../integrations/packeta/packeta-api-protocol.ts';
import { actorOf, audited, recordAudit } from '../operator/index.ts';
import { findOrderById } from './service.ts';
import {
  retryShipment,
  shipmentLabels,
  shipmentOf,
  trackShipments,
  trackingUrlOf,
  type ShipmentRow,
} from './shipments.ts';

const viewOf = (s: ShipmentRow, locale: string): AdminShipment => ({
  orderId: s.orderId,
  carrier: s.carrier,
  state: s.state,
  packetId: s.packetId,
  barcode: s.barcode,
  barcodeText: s.barcodeText,
  error: s.error,
  statusCode: s.statusCode,
  statusText: s.statusText,
  statusAt: s.statusAt?.toISOString() ?? null,
  checkedAt: s.checkedAt?.toISOString() ?? null,
  needsAttention: s.statusCode !== null && FAILED_CODES.has(s.statusCode),
  trackingUrl: trackingUrlOf(s, locale),
});

const noCarrier = () =>
  new HttpError(503, 'Zásilkovna není nastavená (PACKETA_API_PASSWORD).', undefined, 'shipment.noCarrier');

/**
 * An order's Packeta shipment on the order desk: its state, its label (one order or many in one
 * PDF), trying a refused one again, and reading the shipments' states at once. For operators with
 * the `orders` permission; the changes are audit-logged.
 */
export const shipmentAdminRoutes: FastifyPluginAsyncZod<{ db: Db; carrier: ParcelCarrier | null }> = async (
  app,
  { db, carrier },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const pdfReply = (reply: FastifyReply, pdf: Buffer, filename: string, missing: number[]) =>
    reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${filename.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
      .header('x-orders-without-label', missing.join(','))
      .send(pdf);

  app.route({
    ...routeOf(adminOrderApi.shipment),
    config: { permission: 'orders' },
    handler: async (req) => {
      const order = await findOrderById(db, req.params.id);
      if (!order) throw notFound('id');
      const s = await shipmentOf(db, order.id);
      return { data: s ? viewOf(s, order.locale) : null };
    },
  });

  app.route({
    ...routeOf(adminOrderApi.shipmentLabel),
    config: { permission: 'orders' },
    handler: async (req, reply) => {
      const order = await findOrderById(db, req.params.id);
      if (!order) throw notFound('id');
      if (!carrier) throw noCarrier();
      const { pdf, missing } = await shipmentLabels(db, carrier, [order.id]);
      return pdfReply(reply, pdf, `štítek-${order.code}.pdf`, missing);
    },
  });

  app.route({
    ...routeOf(adminOrderApi.shipmentLabels),
    config: { permission: 'orders' },
    handler: async (req, reply) => {
      if (!carrier) throw noCarrier();
      const { pdf, missing } = await shipmentLabels(db, carrier, req.query.ids);
      const today = zonedDateTime(new Date()).date;
      return pdfReply(reply, pdf, `štítky-${today}.pdf`, missing);
    },
  });

  app.route({
    ...routeOf(adminOrderApi.retryShipment),
    config: { permission: 'orders' },
    handler: async (req) => {
      const order = await findOrderById(db, req.params.id);
      if (!order) throw notFound('id');
      const retried = await audited(
        db,
        actorOf(req),
        (tx) => retryShipment(tx, order.id),
        ({ before }) => ({
          action: 'shipment.retry',
          objectType: 'order',
          objectId: order.id,
          before: { state: before.state, error: before.error },
          after: { state: 'pending' },
        }),
      );
      if (!retried) throw notFound('id');
      const s = await shipmentOf(db, order.id);
      return { data: s ? viewOf(s, order.locale) : null };
    },
  });

  app.route({
    ...routeOf(adminOrderApi.trackShipments),
    config: { permission: 'orders' },
    handler: async (req) => {
      if (!carrier) throw noCarrier();
      const run = await trackShipments(db, carrier, req.log);
      await recordAudit(db, actorOf(req), {
        action: 'shipment.tracking',
        objectType: 'shipment',
        after: run,
      });
      return { data: run };
    },
  });
};
