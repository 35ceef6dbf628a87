import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  serviceCaseBody,
  serviceCaseResponse,
  serviceOrderLookupBody,
  serviceOrderLookupResponse,
  type ServiceCaseKind,
} from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { keyFor } from '../../../http/keys.ts';
import { requestLocale } from '../../../http/locale.ts';
import { throttle } from '../../../http/throttle.ts';
import { requestAccount } from '../../customer/index.ts';
import type { ServiceCaseOrders } from './orders.ts';
import { fileServiceCase, lookupServiceOrder, type ServiceCaseAccess } from './service.ts';

/**
 * Per client address. Looking orders up is held low, so that nobody can try e-mails against order
 * codes, send many code e-mails or guess codes (a code also takes at most 5 tries); filing counts
 * separately and fewer.
 */
export const SERVICE_CASE_LIMITS = {
  lookups: { max: 20, windowMs: 15 * 60 * 1000 },
  filings: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

const ERRORS = { 400: errorResponse, 422: errorResponse, 429: errorResponse };

/** The complaint and withdrawal forms' calls. Answers are the shopper's own: never cached. */
export const serviceCaseRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orders: ServiceCaseOrders;
  secret: string;
}> = async (app, { db, orders, secret }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const codeKey = keyFor(secret, 'service-lookup-code');
  /** The request's proofs besides its body: the customer logged in by the bearer token. */
  const accessOf = async (req: FastifyRequest): Promise<ServiceCaseAccess> => ({
    orders,
    codeKey,
    customerId: (await requestAccount(db, req))?.id ?? null,
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
          "The order for the complaint and withdrawal forms: its lines, delivery and the 14-day withdrawal deadline, when the request opens it: with the order's token (orderToken), the bearer token of the customer who placed it, or its e-mail and the one-time code (verificationCode) e-mailed to it. A code and an e-mail without verificationCode answer codeSent (and e-mail the order's address a 6-digit code valid 15 minutes, 5 tries) alike whether the order exists; a wrong, spent or expired code answers 422 serviceCase.codeInvalid",
        body: serviceOrderLookupBody,
        response: { 200: serviceOrderLookupResponse, ...ERRORS },
      },
    },
    async (req) => ({
      data: await lookupServiceOrder(db, await accessOf(req), req.body, requestLocale(req)),
    }),
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
        const filed = await fileServiceCase(db, await accessOf(req), kind, req.body, requestLocale(req));
        return reply.code(201).send({ data: filed });
      },
    );

  const opened =
    "The order is opened as for the look-up (order token, the owner's bearer token, or e-mail and verificationCode, which the case spends); without any: 422 serviceCase.codeRequired.";
  fileRoute(
    '/api/v1/complaints',
    'complaint',
    `File a complaint (reklamace) about shipped goods of an order: its lines and pieces, the defect, optionally a refund account (IBAN or Czech account, checked). Answers the case number; the customer and the shop get an e-mail. ${opened}`,
  );
  fileRoute(
    '/api/v1/withdrawals',
    'withdrawal',
    `Withdraw from a purchase within 14 days of delivery (odstoupení od smlouvy): its lines and pieces, the reason and the refund account (IBAN or Czech account, checked). Answers the case number; the customer and the shop get an e-mail. Later: 422 serviceCase.withdrawalExpired. ${opened}`,
  );
};
