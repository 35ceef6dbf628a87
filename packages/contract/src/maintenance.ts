import { z } from 'zod';

/**
 * The maintenance switch: while on, the storefront answers every page with the maintenance page
 * (status 503, Retry-After). GET /api/v1/maintenance reads it; PUT /api/admin/v1/maintenance sets it.
 */
export const maintenance = z.object({
  enabled: z.boolean(),
  /** Seconds the shopper is told to wait (Retry-After). */
  retryAfterSeconds: z.number().int().min(30).max(86_400),
});
export type Maintenance = z.infer<typeof maintenance>;
export const maintenanceResponse = z.object({ data: maintenance });
export const maintenanceBody = z.object({
  enabled: z.boolean(),
  retryAfterSeconds: z.number().int().min(30).max(86_400).default(600),
});
export type MaintenanceBody = z.infer<typeof maintenanceBody>;
