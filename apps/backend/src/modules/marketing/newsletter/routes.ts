import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterMessages } from '@shop/rules';
import { marketingApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { requestLocale } from '../../../http/locale.ts';
import { throttle, tooManyAttempts } from '../../../http/throttle.ts';
import { activate, normaliseEmail, subscribe, unsubscribe } from './service.ts';

/** Sign-ups per client address and per e-mail: enough for a typo or two, too few for a flood. */
export const NEWSLETTER_SIGN_UPS = { perAddress: 10, perEmail: 3, windowMs: 60 * 60 * 1000 } as const;

export const NEWSLETTER_TOO_MANY =
  'Přihlásit k odběru jste se zkoušeli příliš často. Zkuste to prosím znovu za {minutes} min.';

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : '';
};

const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  void reply.header('cache-control', 'private, no-store');
};

/**
 * The newsletter: sign-up, activation by the e-mailed link, unsubscribing. Activation and
 * unsubscribing are not throttled: their tokens cannot be guessed, and the storefront and mail
 * programs call them for many shoppers from one address.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; storefrontUrl: string }> = async (
  app,
  { db, storefrontUrl },
) => {
  const limitSignUps = throttle(
    app,
    [
      {
        name: 'newsletter-ip',
        max: NEWSLETTER_SIGN_UPS.perAddress,
        windowMs: NEWSLETTER_SIGN_UPS.windowMs,
      },
      {
        name: 'newsletter-email',
        max: NEWSLETTER_SIGN_UPS.perEmail,
        windowMs: NEWSLETTER_SIGN_UPS.windowMs,
        key: emailOf,
        applies: (req) => emailOf(req) !== '',
      },
    ],
    (ttlMs) => tooManyAttempts(ttlMs, NEWSLETTER_TOO_MANY),
  );

  app.route({
    ...routeOf(marketingApi.subscribe),
    preHandler: limitSignUps,
    onSend: noStore,
    handler: async (req) => {
      await subscribe(db, req.body, requestLocale(req), storefrontUrl);
      return { data: { message: newsletterMessages.subscribed } };
    },
  });

  app.route({
    ...routeOf(marketingApi.activate),
    onSend: noStore,
    handler: async (req) => ({ data: { ...(await activate(db, req.body.token)), activated: true as const } }),
  });

  app.route({
    ...routeOf(marketingApi.unsubscribe),
    onSend: noStore,
    handler: async (req) => ({
      data: { ...(await unsubscribe(db, req.body.token)), unsubscribed: true as const },
    }),
  });

  // RFC 8058 one-click unsubscribing: the mail program posts `List-Unsubscribe=One-Click` as a form
  // to the address of the List-Unsubscribe header field; the token is in that address.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
    oneClick.route({
      ...routeOf(marketingApi.unsubscribeOneClick),
      onSend: noStore,
      handler: async (req) => ({
        data: { ...(await unsubscribe(db, req.query.token)), unsubscribed: true as const },
      }),
    });
  });
};
