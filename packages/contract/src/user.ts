import { z } from 'zod';

/** POST /api/oauth/login (email and password; the answer's data.access_token). */
export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({
  data: z.object({
    /** Opaque; sent back as `Authorization: Bearer …`. Valid for `expires_in` seconds. */
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().positive(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /api/v1/user: the logged-in customer (the fields the shop has so far). */
export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  variant: z.enum(['b2c', 'b2b']),
  groups: z.array(z.string()),
  /**
   * Signs variant and groups for the price headers (`x-variant-hash`): `<account>.<expires>.<mac>`,
   * good for 24 hours.
   */
  variantHash: z.string(),
});
export type User = z.infer<typeof user>;
export const userResponse = z.object({ data: user });

/** GET /api/v1/user/credits/amount: the loyalty credits to spend, in the request's currency (major units). */
export const creditsAmountResponse = z.object({ data: z.object({ amount: z.number() }) });
export type CreditsAmountResponse = z.infer<typeof creditsAmountResponse>;
