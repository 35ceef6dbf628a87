import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@shop/contract';
import { errorTexts } from './error-texts.ts';
import { HttpError } from './errors.ts';

export const TOO_MANY_REQUESTS = errorTexts[errorCodes.tooManyRequests].cs;

/** At most `max` requests per `windowMs` for each key (by default the client's address). */
export interface Throttle {
  /** Names the counter: limits of different actions never share one. */
  name: string;
  max: number;
  windowMs: number;
  key?: (req: FastifyRequest) => string | Promise<string>;
  /** Counts only the requests it says yes to (all when unset). */
  applies?: (req: FastifyRequest) => boolean;
}

/** A refusal after too many attempts, saying in whole minutes when to try again. */
export function tooManyAttempts(ttlMs: number, title = TOO_MANY_REQUESTS, field?: string, code?: string) {
  const minutes = String(Math.max(1, Math.ceil(ttlMs / 60_000)));
  return new HttpError(429, title.replace('{minutes}', minutes), field, code ?? errorCodes.tooManyRequests);
}

/** One attempt counted: beyond the limit or not, and how long until its window ends. */
export interface AttemptCount {
  exceeded: boolean;
  ttlMs: number;
  ttlSeconds: number;
}

/** Counts one attempt of the request's key against a limit at each call. */
export type AttemptCounter = (req: FastifyRequest) => Promise<AttemptCount>;

/** A counter of its own for the limit (shared between processes when the rate limiter has Redis). */
export function attemptCounter(app: FastifyInstance, l: Omit<Throttle, 'applies'>): AttemptCounter {
  const check = app.createRateLimit({
    max: l.max,
    timeWindow: l.windowMs,
    keyGenerator: async (req) => `${l.name}|${l.key ? await l.key(req) : req.ip}`,
  });
  return async (req) => {
    const result = await check(req);
    return result.isAllowed
      ? { exceeded: false, ttlMs: 0, ttlSeconds: 0 }
      : { exceeded: result.isExceeded, ttlMs: result.ttl, ttlSeconds: result.ttlInSeconds };
  };
}

/**
 * A hook counting each attempt against every limit; the first one exceeded answers 429 with
 * Retry-After. `refuse` words it.
 */
export function throttle(
  app: FastifyInstance,
  limits: Throttle[],
  refuse: (ttlMs: number) => HttpError = (ttlMs) => tooManyAttempts(ttlMs),
) {
  return throttleOn(
    limits.map((l) => ({ applies: l.applies, count: attemptCounter(app, l) })),
    refuse,
  );
}

/** The hook of throttle over counters made beforehand, so that several routes count together. */
export function throttleOn(
  counters: { count: AttemptCounter; applies?: (req: FastifyRequest) => boolean }[],
  refuse: (ttlMs: number) => HttpError = (ttlMs) => tooManyAttempts(ttlMs),
) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    for (const { applies, count } of counters) {
      if (applies && !applies(req)) continue;
      const result = await count(req);
      if (result.exceeded) {
        void reply.header('retry-after', String(result.ttlSeconds));
        throw refuse(result.ttlMs);
      }
    }
  };
}

/**
 * A hook that holds each request beyond `max` per `windowMs` for `delayMs` instead of refusing it:
 * guessing stays slow without handing anyone the power to lock a key's owner out.
 */
export function slowDown(app: FastifyInstance, limit: Omit<Throttle, 'applies'> & { delayMs: number }) {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: async (req) => `${limit.name}|${limit.key ? await limit.key(req) : req.ip}`,
  });
  return async (req: FastifyRequest) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded)
      await new Promise((resolve) => setTimeout(resolve, limit.delayMs));
  };
}
