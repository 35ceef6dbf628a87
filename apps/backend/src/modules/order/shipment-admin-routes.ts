import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderIdParams,
  adminShipmentLabelsQuery,
  adminShipmentResponse,
  adminShipmentTrackingResponse,
  errorResponse,
  type AdminShipment,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
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

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

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

  app.get(
    '/api/admin/v1/orders/:id/shipment',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          "An order's Packeta shipment: being created, created (barcode, Packeta's state, tracking link) or refused (why); null when its shipper has no carrier or it is not packed yet",
        params: adminOrderIdParams,
        response: { 200: adminShipmentResponse, ...failures },
      },
    },
    async (req) => {
      const order = await findOrderById(db, req.params.id);
      if (!order) throw notFound('id');
      const s = await shipmentOf(db, order.id);
      return { data: s ? viewOf(s, order.locale) : null };
    },
  );

  app.get(
    '/api/admin/v1/orders/:id/shipment/label',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary: "An order's Packeta label as a PDF (A6 on A4); 409 while the shipment is not created",
        params: adminOrderIdParams,
        response: {
          200: z.any().describe('application/pdf'),
          ...failures,
          409: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const order = await findOrderById(db, req.params.id);
      if (!order) throw notFound('id');
      if (!carrier) throw noCarrier();
      const { pdf, missing } = await shipmentLabels(db, carrier, [order.id]);
      return pdfReply(reply, pdf, `štítek-${order.code}.pdf`, missing);
    },
  );

  app.get(
    '/api/admin/v1/shipments/labels',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          "Several orders' Packeta labels in one PDF, four A6 labels to an A4 page; orders without a created shipment are left out (header x-orders-without-label), 409 when none has one",
        querystring: adminShipmentLabelsQuery,
        response: {
          200: z.any().describe('application/pdf'),
          ...failures,
          409: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (req, reply) => {
      if (!carrier) throw noCarrier();
      const { pdf, missing } = await shipmentLabels(db, carrier, req.query.ids);
      const today = zonedDateTime(new Date()).date;
      return pdfReply(reply, pdf, `štítky-${today}.pdf`, missing);
    },
  );

  app.post(
    '/api/admin/v1/orders/:id/shipment/retry',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Create a refused Packeta shipment again (after the order was corrected); 409 unless it failed',
        params: adminOrderIdParams,
        response: { 200: adminShipmentResponse, ...failures, 409: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.post(
    '/api/admin/v1/shipments/tracking',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          "Read every open Packeta shipment's state now (as the periodic check does) and move its order to shipped or delivered",
        response: {
          200: adminShipmentTrackingResponse,
          401: errorResponse,
          403: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (req) => {
      if (!carrier) throw noCarrier();
      const run = await trackShipments(db, carrier, req.log);
      await recordAudit(db, actorOf(req), {
        action: 'shipment.tracking',
        objectType: 'shipment',
        after: run,
      });
      return { data: run };
    },
  );
};
