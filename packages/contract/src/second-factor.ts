import { z } from 'zod';

/** GET /api/v1/user/second-factor: the customer's authenticator-app second factor. */
export const secondFactorResponse = z.object({
  data: z.object({
    /** Asked at every log-in. */
    enabled: z.boolean(),
    /** Recovery codes not yet used. */
    recoveryCodesLeft: z.number().int(),
    /**
     * A set-up started and not yet confirmed with a code: the secret to scan (as text, link and QR
     * code) and the recovery codes to keep, which are shown only until it is confirmed.
     */
    setup: z
      .object({
        secret: z.string(),
        uri: z.string(),
        /** PNG as a data: URL. */
        qrCode: z.string(),
        recoveryCodes: z.array(z.string()),
      })
      .nullable(),
  }),
});
export type SecondFactor = z.infer<typeof secondFactorResponse>['data'];

/** POST (start a set-up) and DELETE (turn off) /api/v1/user/second-factor: the password again. */
export const secondFactorPasswordBody = z.object({ password: z.string().max(200) });

/** PUT /api/v1/user/second-factor: a code of the app confirms the set-up. */
export const secondFactorConfirmBody = z.object({ code: z.string().trim().max(20) });

/**
 * 202 of POST /api/oauth/login: the password was right and the account asks for a second factor.
 * The challenge stands for the password for `expires_in` seconds and a few codes.
 */
export const loginChallengeResponse = z.object({
  data: z.object({ challenge: z.string(), expires_in: z.number().int().positive() }),
});
export type LoginChallengeResponse = z.infer<typeof loginChallengeResponse>;

/** POST /api/oauth/login/second-factor: the challenge and a code of the app or a recovery code. */
export const secondFactorLoginBody = z.object({
  challenge: z.string().max(100),
  code: z.string().trim().min(1).max(20),
});
