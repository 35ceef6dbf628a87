import { z } from 'zod';

/**
 * POST /api/v1/contact-form: a shopper's message to the shop. The body is taken as typed (strings
 * up to a transport cap, consent a boolean); the form's own rules (`contactFormErrors` of the rules
 * package) answer 422 with a Czech message per field. 200 says the message was stored and the
 * shop's e-mail is on its way.
 */
const text = (max: number) => z.string().max(max);

export const contactFormBody = z.object({
  name: text(1000),
  email: text(1000),
  phone: text(1000).optional(),
  message: text(50_000),
  orderCode: text(1000).optional(),
  consent: z.boolean(),
});
export type ContactFormBody = z.infer<typeof contactFormBody>;

export const contactFormResponse = z.object({
  data: z.object({
    /** The Czech thank-you text to show. */
    message: z.string(),
  }),
});
export type ContactFormResponse = z.infer<typeof contactFormResponse>;
