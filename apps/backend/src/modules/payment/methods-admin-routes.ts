import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf, audited } from '../operator/index.ts';
import { createPayment, getAdminPayment, listAdminPayments, updatePayment } from './methods-admin.ts';
import { invalidatePaymentMethods } from './methods.ts';

/** Payment methods in the back office: for operators who may change the shop's settings. */
export const paymentMethodAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const config = { permission: 'settings' } as const;

  app.route({
    ...routeOf(adminPaymentApi.methods),
    config,
    handler: async () => {
      const data = await listAdminPayments(db);
      return { data, total: data.length };
    },
  });

  app.route({
    ...routeOf(adminPaymentApi.method),
    config,
    handler: async (req) => {
      const payment = await getAdminPayment(db, req.params.id);
      if (!payment) throw notFound('id');
      return { data: payment };
    },
  });

  app.route({
    ...routeOf(adminPaymentApi.createMethod),
    config,
    handler: async (req) => {
      const data = await audited(
        db,
        actorOf(req),
        (tx) => createPayment(tx, req.body),
        (after) => ({
          action: 'payment.create',
          objectType: 'payment',
          objectId: after.id,
          before: null,
          after,
        }),
      );
      invalidatePaymentMethods(db);
      return { data };
    },
  });

  app.route({
    ...routeOf(adminPaymentApi.updateMethod),
    config,
    handler: async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => updatePayment(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'payment.update',
          objectType: 'payment',
          objectId: after.id,
          before,
          after,
        }),
      );
      if (!change) throw notFound('id');
      // Once committed: a read meanwhile may have cached the old methods.
      invalidatePaymentMethods(db);
      return { data: change.after };
    },
  });
};
