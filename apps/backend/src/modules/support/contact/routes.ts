import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactFormMessages } from '@shop/rules';
import { supportApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { requestLocale } from '../../../http/locale.ts';
import { throttle, tooManyAttempts } from '../../../http/throttle.ts';
import { submitContactMessage } from './service.ts';

/** Messages a client address may send: enough for a shopper, too few for a flood. */
export const CONTACT_MESSAGES = { max: 10, windowMs: 60 * 60 * 1000 } as const;

export const CONTACT_TOO_MANY =
  'Odeslali jste nám v krátké době příliš mnoho zpráv. Zkuste to prosím znovu za {minutes} min, nebo nám zavolejte.';

/** POST /api/v1/contact-form. The answer is the shopper's own: never cached. */
export const contactFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const limitMessages = throttle(app, [{ name: 'contact-form', ...CONTACT_MESSAGES }], (ttlMs) =>
    tooManyAttempts(ttlMs, CONTACT_TOO_MANY),
  );

  app.route({
    ...routeOf(supportApi.contactForm),
    preHandler: limitMessages,
    onSend: async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
    },
    handler: async (req) => {
      await submitContactMessage(db, req.body, requestLocale(req));
      return { data: { message: contactFormMessages.sent } };
    },
  });
};
