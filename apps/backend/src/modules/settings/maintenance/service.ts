import { eq } from 'drizzle-orm';
import type { Maintenance, MaintenanceBody } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { invalidateSettings } from '../store/service.ts';
import { shopSettings } from '../tables.ts';

/** The shop setting that switches the storefront to its maintenance page. */
export const MAINTENANCE_KEY = 'maintenance';
const DEFAULT_RETRY_AFTER_SECONDS = 600;

function parse(value: unknown): Maintenance {
  const v = (value ?? {}) as { enabled?: unknown; retryAfterSeconds?: unknown };
  const retry = v.retryAfterSeconds;
  return {
    enabled: v.enabled === true,
    retryAfterSeconds:
      typeof retry === 'number' && Number.isInteger(retry) && retry >= 30 && retry <= 86_400
        ? retry
        : DEFAULT_RETRY_AFTER_SECONDS,
  };
}

/**
 * Whether the shop is in maintenance. Read from the table every time (one primary-key row), not
 * from the settings cache: an operator's switch must reach every process at once; the storefront
 * keeps the answer for a few seconds.
 */
export async function maintenanceState(db: Db): Promise<Maintenance> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, MAINTENANCE_KEY));
  return parse(row?.value);
}

/** Switches maintenance on or off (the operator's endpoint). */
export async function setMaintenance(db: Db, body: MaintenanceBody): Promise<Maintenance> {
  const value = parse(body);
  await db
    .insert(shopSettings)
    .values({ key: MAINTENANCE_KEY, value, isPublic: true })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
  invalidateSettings(db);
  return value;
}
