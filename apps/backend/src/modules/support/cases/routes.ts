import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  serviceCaseBody,
  serviceCaseResponse,
  serviceOrderLookupBody,
  serviceOrderResponse,
  type ServiceCaseKind,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import { throttle } from '../../../http/throttle.ts';
import type { ServiceCaseOrders } from './orders.ts';
import { fileServiceCase, lookupServiceOrder } from './service.ts';

/**
 * Per client address. Looking orders up by code and e-mail is held low, so that nobody can try
 * e-mails against order codes; filing counts separately and fewer.
 */
export const SERVICE_CASE_LIMITS = {
  lookups: { max: 20, windowMs: 15 * 60 * 1000 },
  filings: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

const ERRORS = { 400: errorResponse, 422: errorResponse, 429: errorResponse };

/** The complaint and withdrawal forms' calls. Answers are the shopper's own: never cached. */
export const serviceCaseRoutes: FastifyPluginAsyncZod<{ db: Db; orders: ServiceCaseOrders }> = async (
  app,
  { db, orders },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const limitLookups = throttle(app, [{ name: 'service-order-lookup', ...SERVICE_CASE_LIMITS.lookups }]);
  const limitFilings = throttle(app, [
    { name: 'service-case-file', ...SERVICE_CASE_LIMITS.filings },
    // Filing names the order too: it counts against the lookups as well.
    { name: 'service-order-lookup', ...SERVICE_CASE_LIMITS.lookups },
  ]);

  app.post(
    '/api/v1/service-cases/order',
    {
      preHandler: limitLookups,
      schema: {
        tags: ['store'],
        summary:
          'The order of a code and its e-mail for the complaint and withdrawal forms: its lines, delivery and the 14-day withdrawal deadline. A wrong e-mail answers as a missing order (422 serviceCase.orderNotFound)',
        body: serviceOrderLookupBody,
        response: { 200: serviceOrderResponse, ...ERRORS },
      },
    },
    async (req) => ({ data: await lookupServiceOrder(db, orders, req.body) }),
  );

  const fileRoute = (path: string, kind: ServiceCaseKind, summary: string) =>
    app.post(
      path,
      {
        preHandler: limitFilings,
        schema: {
          tags: ['store'],
          summary,
          body: serviceCaseBody,
          response: { 201: serviceCaseResponse, ...ERRORS },
        },
      },
      async (req, reply) => {
        const filed = await fileServiceCase(db, orders, kind, req.body, requestLocale(req));
        return reply.code(201).send({ data: filed });
      },
    );

  fileRoute(
    '/api/v1/complaints',
    'complaint',
    'File a complaint (reklamace) about shipped goods of an order: its lines and pieces, the defect, optionally a refund account (IBAN or Czech account, checked). Answers the case number; the customer and the shop get an e-mail',
  );
  fileRoute(
    '/api/v1/withdrawals',
    'withdrawal',
    'Withdraw from a purchase within 14 days of delivery (odstoupení od smlouvy): its lines and pieces, the reason and the refund account (IBAN or Czech account, checked). Answers the case number; the customer and the shop get an e-mail. Later: 422 serviceCase.withdrawalExpired',
  );
};
