import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterMessages } from '@shop/rules';
import {
  errorResponse,
  newsletterActivationBody,
  newsletterActivationResponse,
  newsletterSubscribeBody,
  newsletterSubscribeResponse,
  newsletterUnsubscribeBody,
  newsletterUnsubscribeResponse,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
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

  app.post(
    '/api/v1/newsletter/subscribe',
    {
      preHandler: limitSignUps,
      onSend: noStore,
      schema: {
        tags: ['store'],
        summary:
          'Newsletter sign-up with double opt-in: e-mail, the activation page on the storefront (callbackUrl), source, consent. A new or pending address gets an e-mail with a single-use activation link (7 days); the answer is the same for an address already subscribed. 422 with a Czech message per field; 429 past 10 sign-ups an hour from one client address or 3 for one e-mail',
        body: newsletterSubscribeBody,
        response: {
          200: newsletterSubscribeResponse,
          400: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req) => {
      await subscribe(db, req.body, requestLocale(req), storefrontUrl);
      return { data: { message: newsletterMessages.subscribed } };
    },
  );

  app.post(
    '/api/v1/newsletter/activate',
    {
      onSend: noStore,
      schema: {
        tags: ['store'],
        summary:
          'Confirms a newsletter subscription with the token of the activation e-mail, once. 422 newsletter.activationInvalid for a token that is unknown, used or expired',
        body: newsletterActivationBody,
        response: { 200: newsletterActivationResponse, 400: errorResponse, 422: errorResponse },
      },
    },
    async (req) => ({ data: { ...(await activate(db, req.body.token)), activated: true as const } }),
  );

  app.post(
    '/api/v1/newsletter/unsubscribe',
    {
      onSend: noStore,
      schema: {
        tags: ['store'],
        summary:
          'Ends a newsletter subscription with the token of the unsubscribe link in every newsletter e-mail. 422 newsletter.unsubscribeInvalid for an unknown token',
        body: newsletterUnsubscribeBody,
        response: { 200: newsletterUnsubscribeResponse, 400: errorResponse, 422: errorResponse },
      },
    },
    async (req) => ({ data: { ...(await unsubscribe(db, req.body.token)), unsubscribed: true as const } }),
  );

  // RFC 8058 one-click unsubscribing: the mail program posts `List-Unsubscribe=One-Click` as a form
  // to the address of the List-Unsubscribe header field; the token is in that address.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
      done(null, body),
    );
    oneClick.post(
      '/api/v1/newsletter/unsubscribe/one-click',
      {
        onSend: noStore,
        schema: {
          tags: ['store'],
          summary:
            'One-click unsubscribing (RFC 8058) for mail programs: the List-Unsubscribe address of every newsletter e-mail, posted with the body List-Unsubscribe=One-Click',
          querystring: newsletterUnsubscribeBody,
          response: { 200: newsletterUnsubscribeResponse, 400: errorResponse, 422: errorResponse },
        },
      },
      async (req) => ({ data: { ...(await unsubscribe(db, req.query.token)), unsubscribed: true as const } }),
    );
  });
};
