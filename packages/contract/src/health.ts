import { z } from 'zod';

/** GET /health (liveness: the process answers). */
export const healthResponse = z.object({ status: z.literal('ok') });

/** Whether a dependency answered the readiness check in time. */
export const dependencyState = z.enum(['up', 'down']);

/**
 * GET /ready: 200 `ready` when every dependency answers, else 503 `unavailable`; `checks` names
 * each one's state (`redis` only where the backend is configured with Redis).
 */
export const readyResponse = z.object({
  /** `stopping`: the process is shutting down and finishes what it has; send it nothing new. */
  status: z.enum(['ready', 'unavailable', 'stopping']),
  checks: z.object({ database: dependencyState, redis: dependencyState.optional() }),
});
export type ReadyResponse = z.infer<typeof readyResponse>;
