import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderApi, orderTokenHeader, requestHeaders, SECRET_TOKEN } from '@shop/contract';
import { isIsoDate } from '@shop/rules';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, errorTitles, notFound } from '../../http/errors.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { safeEqual } from '../../http/safe-equal.ts';
import { requestLocale } from '../../http/locale.ts';
import { accountPriceContext, priceContextFromRequest } from '../../http/price-context.ts';
import {
  normaliseEmail,
  REGISTRATIONS,
  REGISTRATIONS_PER_EMAIL,
  registrationPages,
  requestAccount,
} from '../customer/index.ts';
import { parseCartToken } from '../cart/index.ts';
import { paymentStarts, type PaymentDeps } from '../payment/index.ts';
import { listShippers } from '../shipping/index.ts';
import { offeredDeliveryTimes } from './delivery-times.ts';
import { orderTokenKey, placeOrder } from './place.ts';
import { startPlacedOrderPayment } from './place-payment.ts';
import { PlaceOrderRefused } from './refusal.ts';
import { findOrderByCode, findOrderByToken, hashOrderToken, orderTokenFor, orderView } from './service.ts';
import { throttle } from '../../http/throttle.ts';

/** The caller's token hashes to the order's (compared in constant time). */
function holdsToken(req: FastifyRequest, tokenHash: string): boolean {
  const raw = req.headers[orderTokenHeader];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!token || !SECRET_TOKEN.test(token)) return false;
  return safeEqual(hashOrderToken(token), tokenHash);
}

/** Orders placed (or tried) from one address: more than a household buys, fewer than a bot. */
export const ORDER_PLACEMENTS = { max: 60, windowMs: 15 * 60 * 1000 } as const;
/**
 * Accounts asked for at checkout count with the registration form's: per address, and per e-mail,
 * since each sends a mail to it.
 */
const asksForAccount = (req: FastifyRequest) =>
  !!(req.body as { registration?: { password?: unknown } } | undefined)?.registration?.password;
const orderEmailOf = (req: FastifyRequest) => {
  const email = (req.body as { customer?: { email?: unknown } } | undefined)?.customer?.email;
  return typeof email === 'string' ? normaliseEmail(email) : '';
};

/**
 * Placing an order (POST /api/v1/cart/place) and starting its card payment, reading it by its
 * token or by its code with the token, and a courier's delivery time slots. Orders are the
 * shopper's own: never cached.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  storefrontUrl: string;
  /** Starts the card payment of an order placed. */
  payments: PaymentDeps;
}> = async (app, { db, secret, storefrontUrl, payments }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const limitPlacements = throttle(app, [{ name: 'place-order', ...ORDER_PLACEMENTS }]);
  const countPaymentStart = paymentStarts(app);
  const limitRegistrations = throttle(app, [
    { name: 'registration', ...REGISTRATIONS, applies: asksForAccount },
    {
      name: 'registration-email',
      ...REGISTRATIONS_PER_EMAIL,
      key: orderEmailOf,
      applies: asksForAccount,
    },
  ]);

  app.route({
    ...routeOf(orderApi.place),
    // Counted before the body is read: malformed attempts count too.
    onRequest: limitPlacements,
    preHandler: limitRegistrations,
    handler: async (req, reply) => {
      const account = await requestAccount(db, req);
      const owner = {
        token: parseCartToken(req.headers[requestHeaders.cartToken]),
        accountId: account?.id ?? null,
      };
      const locale = requestLocale(req);
      let placed;
      try {
        placed = await placeOrder(db, {
          owner,
          body: req.body,
          ctx: account ? accountPriceContext(req, account) : priceContextFromRequest(req, secret),
          locale,
          secret,
          registrationPages: registrationPages(storefrontUrl, locale),
        });
      } catch (e) {
        if (e instanceof PlaceOrderRefused) return reply.code(e.statusCode).send({ errors: e.errors });
        throw e;
      }
      const orderToken = orderTokenFor(secret, orderTokenKey(owner, placed.row.cartId));
      // Counted as the payment routes count their starts, but the order stands either way.
      const mayStart = async () => !(await countPaymentStart(req)).exceeded;
      const payment = await startPlacedOrderPayment(payments, placed, { orderToken, locale, mayStart });
      return {
        data: payment.order ?? (await orderView(db, placed.row, locale, placed.items ?? undefined)),
        meta: { orderToken, paymentRedirectUrl: payment.redirectUrl },
      };
    },
  });

  app.route({
    ...routeOf(orderApi.byToken),
    handler: async (req) => {
      const row = await findOrderByToken(db, req.params.token);
      if (!row) throw notFound('token');
      return { data: await orderView(db, row, requestLocale(req)) };
    },
  });

  app.route({
    ...routeOf(orderApi.byCode),
    handler: async (req) => {
      const row = await findOrderByCode(db, req.params.code);
      if (!row || !holdsToken(req, row.tokenHash)) throw notFound('code');
      return { data: await orderView(db, row, requestLocale(req)) };
    },
  });

  app.route({
    ...routeOf(orderApi.deliveryTimes),
    handler: async (req) => {
      const { since, shipperId } = req.query;
      if (since !== undefined && !isIsoDate(since)) throw new HttpError(400, errorTitles.invalid, 'since');
      const ctx = priceContextFromRequest(req, secret);
      const { data } = await listShippers(db, ctx.currency, requestLocale(req), { includePersonal: true });
      const shipper = data.find((s) => s.id === shipperId);
      if (!shipper) throw notFound('shipperId');
      return { data: offeredDeliveryTimes(shipper, since) };
    },
  });
};
