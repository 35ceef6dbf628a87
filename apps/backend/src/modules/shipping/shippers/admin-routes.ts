import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBlockedPayments,
  adminBlockedPaymentsResponse,
  adminShipperCreateBody,
  adminShipperList,
  adminShipperResponse,
  adminShipperUpdateBody,
  errorResponse,
  shopRuleIdParams,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited } from '../../operator/index.ts';
import {
  blockedPayments,
  createShipper,
  getAdminShipper,
  listAdminShippers,
  setBlockedPayments,
  updateShipper,
} from './admin-shippers.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * Shippers and the shipper × payment grid in the back office: for operators who may change the
 * shop's settings. The storefront reads shippers uncached, so the checkout uses a change at once.
 */
export const shipperAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'settings' } as const;

  app.get(
    '/api/admin/v1/shippers',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Every shipper, also switched-off ones, in their order, with prices and free-shipping limits per currency',
        response: { 200: adminShipperList, ...failures },
      },
    },
    async () => {
      const data = await listAdminShippers(db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/api/admin/v1/shippers/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'One shipper',
        params: shopRuleIdParams,
        response: { 200: adminShipperResponse, ...failures },
      },
    },
    async (req) => {
      const shipper = await getAdminShipper(db, req.params.id);
      if (!shipper) throw notFound('id');
      return { data: shipper };
    },
  );

  app.post(
    '/api/admin/v1/shippers',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Create a shipper (its code must be new: 409)',
        body: adminShipperCreateBody,
        response: { 200: adminShipperResponse, ...failures, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => {
      const data = await audited(
        db,
        actorOf(req),
        (tx) => createShipper(tx, req.body),
        (after) => ({
          action: 'shipper.create',
          objectType: 'shipper',
          objectId: after.id,
          before: null,
          after,
        }),
      );
      return { data };
    },
  );

  app.put(
    '/api/admin/v1/shippers/:id',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Change a shipper: names, prices and free-shipping limits, delivery days, closing time, countries, blocked payments, on or off, its place',
        params: shopRuleIdParams,
        body: adminShipperUpdateBody,
        response: { 200: adminShipperResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => updateShipper(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'shipper.update',
          objectType: 'shipper',
          objectId: after.id,
          before,
          after,
        }),
      );
      if (!change) throw notFound('id');
      return { data: change.after };
    },
  );

  app.get(
    '/api/admin/v1/shipping/blocked-payments',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'The shipper × payment grid: for each shipper the payment codes it cannot go with',
        response: { 200: adminBlockedPaymentsResponse, ...failures },
      },
    },
    async () => ({ data: await blockedPayments(db) }),
  );

  app.put(
    '/api/admin/v1/shipping/blocked-payments',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Save the shipper × payment grid: each shipper named gets exactly the blocked codes given',
        body: adminBlockedPayments,
        response: { 200: adminBlockedPaymentsResponse, ...failures, 422: errorResponse },
      },
    },
    async (req) => {
      const { after } = await audited(
        db,
        actorOf(req),
        (tx) => setBlockedPayments(tx, req.body),
        (change) => ({ action: 'shipper.blockedPayments', objectType: 'shipper', objectId: null, ...change }),
      );
      return { data: after };
    },
  );
};
