import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminShippingApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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

/**
 * Shippers and the shipper × payment grid in the back office: for operators who may change the
 * shop's settings. The storefront reads shippers uncached, so the checkout uses a change at once.
 */
export const shipperAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'settings' } as const;

  app.route({
    ...routeOf(adminShippingApi.shippers),
    config,
    handler: async () => {
      const data = await listAdminShippers(db);
      return { data, total: data.length };
    },
  });

  app.route({
    ...routeOf(adminShippingApi.shipper),
    config,
    handler: async (req) => {
      const shipper = await getAdminShipper(db, req.params.id);
      if (!shipper) throw notFound('id');
      return { data: shipper };
    },
  });

  app.route({
    ...routeOf(adminShippingApi.createShipper),
    config,
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminShippingApi.updateShipper),
    config,
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminShippingApi.blockedPayments),
    config,
    handler: async () => ({ data: await blockedPayments(db) }),
  });

  app.route({
    ...routeOf(adminShippingApi.saveBlockedPayments),
    config,
    handler: async (req) => {
      const { after } = await audited(
        db,
        actorOf(req),
        (tx) => setBlockedPayments(tx, req.body),
        (change) => ({ action: 'shipper.blockedPayments', objectType: 'shipper', objectId: null, ...change }),
      );
      return { data: after };
    },
  });
};
