import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminNewsletterSubscriberList, adminNewsletterSubscriberQuery, errorResponse } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { actorOf, recordAudit } from '../../operator/index.ts';
import { exportableCount, listSubscribers, subscribersCsv } from './service.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The newsletter's subscribers in the back office: for operators of customers. */
export const subscriberAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/v1/newsletter-subscribers',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary: 'The newsletter subscribers, newest first: search by e-mail, filter by state',
        querystring: adminNewsletterSubscriberQuery,
        response: { 200: adminNewsletterSubscriberList, ...failures },
      },
    },
    async (req) => listSubscribers(db, req.query),
  );

  app.get(
    '/api/admin/v1/newsletter-subscribers/export.csv',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary:
          'The confirmed subscribers as CSV with their consent (signed up, confirmed, source); unsubscribed and unconfirmed addresses are never exported. Recorded in the audit log',
        response: { 200: z.any().describe('text/csv'), ...failures },
      },
    },
    async (req, reply) => {
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
  );
};
