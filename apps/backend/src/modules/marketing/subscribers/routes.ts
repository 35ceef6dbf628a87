import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCustomerApi } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { actorOf, recordAudit } from '../../operator/index.ts';
import { exportableCount, listSubscribers, subscribersCsv } from './service.ts';

/** The newsletter's subscribers in the back office: for operators of customers. */
export const subscriberAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(adminCustomerApi.subscribers),
    config: { permission: 'customers' },
    handler: async (req) => listSubscribers(db, req.query),
  });

  app.route({
    ...routeOf(adminCustomerApi.subscribersCsv),
    config: { permission: 'customers' },
    handler: async (req, reply) => {
      // Personal data leave the shop: who took them and how many is on record.
      await recordAudit(db, actorOf(req), {
        action: 'newsletter.export',
        objectType: 'newsletter_subscribers',
        after: { count: await exportableCount(db) },
      });
      const today = zonedDateTime(new Date()).date;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="odberatele-newsletteru-${today}.csv"`)
        .send(subscribersCsv(db));
    },
  });
};
