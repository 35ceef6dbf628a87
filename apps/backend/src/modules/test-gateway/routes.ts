import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { safeEqual } from '../../http/safe-equal.ts';
import {
  createTestPaymentBody,
  createTestRefundBody,
  testGatewayApiKey,
  testPayment,
  testRefund,
  type TestPayment,
} from '../../integrations/payment/test-gateway-protocol.ts';
import { createNotifier, DEFAULT_RETRY_DELAYS_MS } from './notifier.ts';
import { decidedPage, errorPage, paymentPage } from './page.ts';
import {
  createTestPayment,
  decideTestPayment,
  findTestPayment,
  refundTestPayment,
  type Decision,
  type TestGatewayPaymentRow,
} from './service.ts';

export interface TestGatewayOptions {
  db: Db;
  secret: string;
  /** The gateway's own public address, for its payment page links. */
  publicUrl: string;
  /** The merchant's name shown on the payment page. */
  merchantName: string;
  /** Pauses before the notification tries (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

const apiError = (title: string) => ({ errors: [{ title }] });
const apiErrorResponse = z.object({ errors: z.array(z.object({ title: z.string() })) });
const paymentParams = z.object({ id: z.string().max(100) });

const DECISIONS: Record<string, Decision> = { pay: 'paid', decline: 'declined', cancel: 'cancelled' };

/**
 * The local test payment gateway. A card gateway cannot be reached from a developer's machine or
 * a test run, so the backend serves this stand-in (PAYMENT_GATEWAY=test): a separate program in
 * all but process, with its own data (schema test_gateway), a merchant API behind an API key, a
 * payment page where the shopper decides the outcome, and signed notifications sent by real HTTP
 * to the merchant. The shop reaches it only over HTTP (integrations/payment/test-gateway-client.ts).
 */
export const testGatewayRoutes: FastifyPluginAsync<TestGatewayOptions> = async (app, opts) => {
  const { db, secret, merchantName } = opts;
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const notifier = createNotifier(secret, app.log, opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS);
  app.addHook('onClose', async () => notifier.close());

  const view = (p: TestGatewayPaymentRow): TestPayment => ({
    id: p.id,
    status: p.status,
    merchantRef: p.merchantRef,
    amount: p.amount,
    currencyCode: p.currencyCode,
    description: p.description,
    redirectUrl: `${publicUrl}/test-gateway/pay/${encodeURIComponent(p.id)}`,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  });

  // Merchant API: JSON, bearer API key.
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const apiKey = testGatewayApiKey(secret);
    api.addHook('onRequest', async (req, reply) => {
      const auth = req.headers.authorization ?? '';
      const given = auth.startsWith('Bearer ') ? auth.slice(7) : '';
      if (!safeEqual(given, apiKey)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send(apiError('Neplatný API klíč'));
      }
    });
    api.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    api.post(
      '/test-gateway/api/payments',
      {
        schema: {
          tags: ['test-gateway'],
          summary: 'Test gateway: create a payment (merchant API, bearer API key)',
          body: createTestPaymentBody,
          response: { 201: testPayment, 400: apiErrorResponse, 401: apiErrorResponse },
        },
      },
      async (req, reply) => reply.code(201).send(view(await createTestPayment(db, req.body))),
    );

    api.get(
      '/test-gateway/api/payments/:id',
      {
        schema: {
          tags: ['test-gateway'],
          summary: "Test gateway: a payment's state (merchant API, bearer API key)",
          params: paymentParams,
          response: { 200: testPayment, 401: apiErrorResponse, 404: apiErrorResponse },
        },
      },
      async (req, reply) => {
        const p = await findTestPayment(db, req.params.id);
        return p ? view(p) : reply.code(404).send(apiError('Platba neexistuje'));
      },
    );

    api.post(
      '/test-gateway/api/payments/:id/refunds',
      {
        schema: {
          tags: ['test-gateway'],
          summary: 'Test gateway: give back all or part of a paid payment (merchant API, bearer API key)',
          params: paymentParams,
          body: createTestRefundBody,
          response: {
            201: testRefund,
            400: apiErrorResponse,
            401: apiErrorResponse,
            404: apiErrorResponse,
            409: apiErrorResponse,
            422: apiErrorResponse,
          },
        },
      },
      async (req, reply) => {
        const done = await refundTestPayment(db, req.params.id, req.body);
        if ('refused' in done) {
          switch (done.refused) {
            case 'not_found':
              return reply.code(404).send(apiError('Platba neexistuje'));
            case 'not_paid':
              return reply.code(409).send(apiError('Platba není zaplacená'));
            case 'currency':
              return reply.code(422).send(apiError('Platba je v jiné měně'));
            case 'over':
              return reply.code(422).send(apiError(`Vrátit lze nejvýš ${done.refundable ?? 0}`));
          }
        }
        const r = done.refund;
        return reply.code(201).send({
          id: r.id,
          paymentId: done.paymentId,
          amount: -r.amount,
          currencyCode: r.currencyCode,
          refId: r.merchantRef,
          refundable: done.refundable,
          createdAt: r.createdAt.toISOString(),
        });
      },
    );
  });

  // The shopper's pages: server-rendered HTML.
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const html = (reply: FastifyReply, status: number, body: string, formTarget?: string) => {
      let formAction = "'self'";
      if (formTarget) {
        // The decision redirects to the shop; browsers apply form-action to that redirect too.
        formAction += ` ${new URL(formTarget).origin}`;
      }
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .send(body);
    };
    const notFoundPage = errorPage(
      'Platba nenalezena',
      'Tuto platbu neznáme. Vraťte se prosím do obchodu a začněte platbu znovu.',
    );

    pages.get<{ Params: { id: string } }>(
      '/test-gateway/pay/:id',
      { schema: { hide: true } },
      async (req, reply) => {
        const p = await findTestPayment(db, req.params.id);
        if (!p) return html(reply, 404, notFoundPage);
        return p.status === 'created'
          ? html(reply, 200, paymentPage(p, merchantName), p.returnUrl)
          : html(reply, 200, decidedPage(p, merchantName));
      },
    );

    pages.post<{ Params: { id: string }; Body: unknown }>(
      '/test-gateway/pay/:id',
      { schema: { hide: true } },
      async (req, reply) => {
        const raw = (req.body as Record<string, unknown> | undefined)?.decision;
        const decision = typeof raw === 'string' ? DECISIONS[raw] : undefined;
        if (!decision) {
          return html(
            reply,
            400,
            errorPage('Neplatný požadavek', 'Vyberte prosím, jak má platba dopadnout.'),
          );
        }
        const decided = await decideTestPayment(db, req.params.id, decision);
        if (!decided) return html(reply, 404, notFoundPage);
        if (decided.changed) notifier.notify(decided.payment.id, decided.payment.notifyUrl);
        // 303: the browser follows with a GET, whatever the decision was.
        return reply.header('cache-control', 'no-store').redirect(decided.payment.returnUrl, 303);
      },
    );
  });
};
