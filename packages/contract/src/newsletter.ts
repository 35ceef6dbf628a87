import { z } from 'zod';

/**
 * POST /api/v1/newsletter/subscribe: the newsletter sign-up with double opt-in. The body is taken
 * as typed (strings up to a transport cap); the sign-up's rules (`newsletterFormErrors` of the
 * rules package) answer 422 with a Czech message per field. `callbackUrl` is the storefront's
 * activation page: the e-mailed link is it with `?token=…`, and only the shop's own storefront is
 * accepted. The answer is the same for a new, pending or already active address.
 */
export const newsletterSources = ['footer', 'block', 'welcome'] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterSubscribeBody = z.object({
  email: z.string().max(1000),
  callbackUrl: z.string().max(2000),
  source: z.enum(newsletterSources).optional(),
  terms: z.boolean(),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBody>;

export const newsletterSubscribeResponse = z.object({
  data: z.object({
    /** The Czech text to show. */
    message: z.string(),
  }),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponse>;

/**
 * POST /api/v1/newsletter/unsubscribe: ends a subscription with the token of the unsubscribe link
 * every newsletter e-mail carries. An unknown token is refused with 422
 * `newsletter.unsubscribeInvalid`; a subscription already ended answers the same as ending it.
 */
export const newsletterUnsubscribeBody = z.object({ token: z.string().min(1).max(200) });
export type NewsletterUnsubscribeBody = z.infer<typeof newsletterUnsubscribeBody>;
export const newsletterUnsubscribeResponse = z.object({
  data: z.object({ email: z.string(), unsubscribed: z.literal(true) }),
});
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponse>;
