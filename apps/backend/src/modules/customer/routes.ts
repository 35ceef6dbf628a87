import { CZK, toMajor } from '@shop/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountApi, errorCodes } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { HttpError } from '../../http/errors.ts';
import { slowDown, throttle, tooManyAttempts } from '../../http/throttle.ts';
import { isFunctionOn } from '../settings/index.ts';
import { bearerToken, checkCredentials, logOut, requestAccount, SESSION_SECONDS } from './auth.ts';
import { answerChallenge, CHALLENGE_SECONDS, sessionOrChallenge } from './second-factor.ts';
import { creditBalance, creditMessages } from './credits.ts';
import { accountProfile } from './profile.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { accountIdOfEmail, normaliseEmail } from './registration.ts';
import { requireAccount } from './session-guard.ts';
import { recordSecurityEvent } from './security-events.ts';
import { userData } from './user-view.ts';

export const loginMessages = {
  credentials: errorTexts[errorCodes.loginCredentials].cs,
  restricted: errorTexts[errorCodes.loginRestricted].cs,
  blocked: errorTexts[errorCodes.loginBlocked].cs,
  tooMany: errorTexts[errorCodes.loginTooMany].cs,
  codeInvalid: errorTexts[errorCodes.loginCodeInvalid].cs,
  challengeExpired: errorTexts[errorCodes.loginChallengeExpired].cs,
  loggedOut: errorTexts[errorCodes.loggedOut].cs,
} as const;

/**
 * Attempts per window: for one e-mail from one address, and from one address in all; both refuse.
 * Attempts for one e-mail from everywhere beyond `perEmail` are only slowed down by `slowMs`, so a
 * stranger guessing from many addresses is held up without locking the customer out.
 */
export const LOGIN_LIMITS = {
  perEmailAndAddress: 10,
  perAddress: 50,
  perEmail: 10,
  slowMs: 2_000,
  windowMs: 15 * 60 * 1000,
} as const;

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : '';
};

/**
 * Log-in and log-out (/api/oauth/…), the logged-in customer and their loyalty credits.
 * Log-in is rate-limited per e-mail and address and per address (shared through Redis when
 * REDIS_URL is set). A guest cart sent along (x-cart-token) joins the customer's cart.
 */
export const customerRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  /** What else happens when a customer logs in (the guest cart of the request joins theirs). */
  onLogIn: (req: FastifyRequest, accountId: number) => Promise<void>;
}> = async (app, { db, secret, onLogIn }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // Both limits count every attempt; the first one exceeded answers 429 with Retry-After.
  const limitAttempts = throttle(
    app,
    [
      { name: 'login-ip', max: LOGIN_LIMITS.perAddress, windowMs: LOGIN_LIMITS.windowMs },
      {
        name: 'login',
        max: LOGIN_LIMITS.perEmailAndAddress,
        windowMs: LOGIN_LIMITS.windowMs,
        key: (req) => `${emailOf(req)}|${req.ip}`,
      },
    ],
    (ttlMs) => tooManyAttempts(ttlMs, loginMessages.tooMany, 'email', errorCodes.loginTooMany),
  );
  // A refusal for too many attempts is a security event of the account the e-mail names.
  const recordThrottled = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await limitAttempts(req, reply);
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 429) {
        await recordSecurityEvent(db, 'login_throttled', await accountIdOfEmail(db, emailOf(req)), req.ip);
      }
      throw e;
    }
  };
  const slowGuessing = slowDown(app, {
    name: 'login-email',
    max: LOGIN_LIMITS.perEmail,
    windowMs: LOGIN_LIMITS.windowMs,
    delayMs: LOGIN_LIMITS.slowMs,
    key: emailOf,
  });

  app.route({
    ...routeOf(accountApi.logIn),
    preHandler: [recordThrottled, slowGuessing],
    handler: async (req, reply) => {
      const result = await checkCredentials(db, req.body.email, req.body.password);
      if (!result.ok) {
        await recordSecurityEvent(
          db,
          result.reason === 'credentials' ? 'login_failed' : 'login_refused',
          result.accountId,
          req.ip,
        );
        throw result.reason === 'restricted'
          ? new HttpError(403, loginMessages.restricted, 'email', errorCodes.loginRestricted)
          : result.reason === 'blocked'
            ? new HttpError(403, loginMessages.blocked, 'email', errorCodes.loginBlocked)
            : new HttpError(401, loginMessages.credentials, 'password', errorCodes.loginCredentials);
      }
      const next = await sessionOrChallenge(db, result.account.id);
      if ('challenge' in next) {
        return reply.code(202).send({ data: { challenge: next.challenge, expires_in: CHALLENGE_SECONDS } });
      }
      await recordSecurityEvent(db, 'login', result.account.id, req.ip);
      await onLogIn(req, result.account.id);
      return {
        data: { access_token: next.token, token_type: 'Bearer' as const, expires_in: SESSION_SECONDS },
      };
    },
  });

  // Codes per address; per challenge, its own few attempts hold guessing.
  const limitCodes = throttle(
    app,
    [{ name: 'login-code', max: LOGIN_LIMITS.perAddress, windowMs: LOGIN_LIMITS.windowMs }],
    (ttlMs) => tooManyAttempts(ttlMs, loginMessages.tooMany, 'code', errorCodes.loginTooMany),
  );

  app.route({
    ...routeOf(accountApi.logInSecondFactor),
    preHandler: limitCodes,
    handler: async (req) => {
      const answer = await answerChallenge(db, req.body.challenge, req.body.code, req.ip);
      if (!answer.ok) {
        if (answer.accountId !== null)
          await recordSecurityEvent(db, 'login_failed', answer.accountId, req.ip);
        throw answer.reason === 'code'
          ? new HttpError(401, loginMessages.codeInvalid, 'code', errorCodes.loginCodeInvalid)
          : new HttpError(401, loginMessages.challengeExpired, 'code', errorCodes.loginChallengeExpired);
      }
      await recordSecurityEvent(db, 'login', answer.accountId, req.ip);
      await onLogIn(req, answer.accountId);
      return {
        data: { access_token: answer.token, token_type: 'Bearer' as const, expires_in: SESSION_SECONDS },
      };
    },
  });

  app.route({
    ...routeOf(accountApi.logOut),
    handler: async (req, reply) => {
      const token = bearerToken(req);
      const ended = token ? await logOut(db, token) : null;
      if (ended !== null) await recordSecurityEvent(db, 'logout', ended, req.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(accountApi.user),
    handler: async (req) => {
      // A customer whose group became restricted is logged out here, with a 403 saying why.
      const account = await requireAccount(db, req);
      const profile = await accountProfile(db, account.id);
      if (!profile) throw new HttpError(401, loginMessages.loggedOut, undefined, errorCodes.loggedOut);
      return { data: await userData(db, secret, req, profile) };
    },
  });

  app.route({
    ...routeOf(accountApi.credits),
    handler: async (req) => {
      const account = await requestAccount(db, req);
      if (!account) throw new HttpError(401, creditMessages.guest, undefined, errorCodes.creditsForGuest);
      if (!(await isFunctionOn(db, 'loyalty_credits')))
        throw new HttpError(409, creditMessages.off, undefined, errorCodes.creditsOff);
      return { data: { amount: toMajor(await creditBalance(db, account.id), CZK.decimalPlaces) } };
    },
  });
};
