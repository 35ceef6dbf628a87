import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactFormMessages } from '@shop/rules';
import { contactFormBody, contactFormResponse, errorResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
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

  app.post(
    '/api/v1/contact-form',
    {
      preHandler: limitMessages,
      onSend: async (_req, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
      schema: {
        tags: ['store'],
        summary:
          'A message to the shop from the contact form: name, e-mail, phone and order code (optional), the message and the consent. 422 with a Czech message per field; 429 past 10 messages an hour from one address. Stored, and e-mailed to the shop (a reply goes to the shopper)',
        body: contactFormBody,
        response: { 200: contactFormResponse, 400: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    async (req) => {
      await submitContactMessage(db, req.body, requestLocale(req));
      return { data: { message: contactFormMessages.sent } };
    },
  );
};
