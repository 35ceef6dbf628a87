import { z } from 'zod';

/** GET /health (liveness) and GET /ready (the database answers). */
export const healthResponse = z.object({ status: z.literal('ok') });
export const readyResponse = z.object({ status: z.enum(['ready', 'unavailable']) });
export type ReadyResponse = z.infer<typeof readyResponse>;
