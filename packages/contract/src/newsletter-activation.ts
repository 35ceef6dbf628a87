import { z } from 'zod';

/**
 * POST /api/v1/newsletter/activate: confirms a newsletter subscription with the token from the
 * activation e-mail (the storefront's /aktivovat?token=… page calls it). A token that is unknown,
 * used or expired is refused with 422 `newsletter.activationInvalid`.
 */
export const newsletterActivationBody = z.object({ token: z.string().min(1).max(200) });
export type NewsletterActivationBody = z.infer<typeof newsletterActivationBody>;
export const newsletterActivationResponse = z.object({
  data: z.object({ email: z.string(), activated: z.literal(true) }),
});
export type NewsletterActivationResponse = z.infer<typeof newsletterActivationResponse>;
