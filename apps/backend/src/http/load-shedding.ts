import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Config } from '../config.ts';
import { errorTitles, HttpError } from './errors.ts';

/** Probes and scrapes answer under pressure too: an overloaded process is alive, and says so. */
export const PRESSURE_EXEMPT_ROUTES: ReadonlySet<string> = new Set(['/health', '/ready', '/metrics']);

/**
 * Sheds load: while the event loop lags behind the configured thresholds (as of its last sample),
 * every other request is answered at once with 503 `unavailable` and `Retry-After`, instead of
 * queueing until it times out. The refusal goes through the error handler, so no route's hook or
 * handler runs for it.
 */
export async function registerLoadShedding(app: FastifyInstance, { pressure }: Config): Promise<void> {
  // The first samples measure the start-up (migrations and seeding block the loop), not load: a
  // reading counts once a whole sample interval has passed after the app became ready.
  let measuredFrom = Infinity;
  app.addHook('onReady', async () => {
    measuredFrom = performance.now() + 2 * pressure.sampleIntervalMs;
  });
  await app.register(underPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    maxEventLoopUtilization: pressure.maxEventLoopUtilization,
    // The utilisation of the last sample, not the average since the start.
    eventLoopUtilizationMode: 'interval',
    sampleInterval: pressure.sampleIntervalMs,
    retryAfter: pressure.retryAfterSeconds,
    pressureHandler: (req, reply) => {
      if (PRESSURE_EXEMPT_ROUTES.has(req.routeOptions.url ?? '') || performance.now() < measuredFrom) return;
      void reply.header('retry-after', String(pressure.retryAfterSeconds));
      return Promise.reject(new HttpError(503, errorTitles.unavailable));
    },
  });
}
