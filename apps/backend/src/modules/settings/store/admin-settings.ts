import { eq, inArray, sql } from 'drizzle-orm';
import {
  currencyCodes,
  privateShopSettings,
  shopSettingErrors,
  shopSettingKeys,
  shopSettingLabels,
  shopSettingSchemas,
  type AdminShopSetting,
  type CurrencyCode,
  type ShopSettingKey,
} from '@shop/contract';
import { loyaltyRuleProblem, toMajor, toMinor } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import { FieldsRefused, HttpError } from '../../../http/errors.ts';
import { parseOrRefuse } from '../../../http/zod-refusal.ts';
import { MAINTENANCE_KEY } from '../maintenance/service.ts';
import { shopSettings } from '../tables.ts';
import { currencyDecimals, shopFunctionDefaults } from './service.ts';

/**
 * The shop settings an operator edits: each key has its schema (contract), amounts per currency
 * are whole units in the API and minor units stored, private keys never reach the storefront.
 */

/** Settings whose value is an amount per currency. */
const AMOUNT_KEYS: readonly ShopSettingKey[] = [
  'freeShippingAtWithTax',
  'orderMinimumValueWithTax',
  'orderGiftAtWithTax',
];

const isKey = (key: string): key is ShopSettingKey => (shopSettingKeys as string[]).includes(key);

async function convertAmounts(
  db: Db | Tx,
  value: Record<string, number>,
  convert: (n: number, decimals: number) => number,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [cur, n] of Object.entries(value)) {
    if (!(currencyCodes as readonly string[]).includes(cur) || typeof n !== 'number') continue;
    out[cur] = convert(n, await currencyDecimals(db, cur as CurrencyCode));
  }
  return out;
}

/** A stored value as the API shows it (functions with their defaults filled in). */
async function shown(db: Db | Tx, key: ShopSettingKey, stored: unknown): Promise<unknown> {
  if (key === 'functions') return { ...shopFunctionDefaults(), ...((stored ?? {}) as object) };
  if (stored === undefined || stored === null) return null;
  if (AMOUNT_KEYS.includes(key)) return convertAmounts(db, stored as Record<string, number>, toMajor);
  return stored;
}

const setting = async (db: Db | Tx, key: ShopSettingKey, stored: unknown): Promise<AdminShopSetting> => ({
  key,
  label: shopSettingLabels[key],
  value: await shown(db, key, stored),
  isPublic: !privateShopSettings.includes(key),
});

/** Every editable setting, set or not, read from the table (not from a cached copy). */
export async function listAdminSettings(db: Db): Promise<AdminShopSetting[]> {
  const rows = await db.select().from(shopSettings).where(inArray(shopSettings.key, shopSettingKeys));
  const stored = new Map(rows.map((r) => [r.key, r.value as unknown]));
  return Promise.all(shopSettingKeys.map((key) => setting(db, key, stored.get(key))));
}

/** The key, or 404 for one the shop does not have (maintenance has its own switch). */
export function settingKey(key: string): ShopSettingKey {
  if (key === MAINTENANCE_KEY)
    throw new HttpError(404, shopSettingErrors.maintenance, 'key', 'setting.maintenance');
  if (!isKey(key)) throw new HttpError(404, shopSettingErrors.unknownKey, 'key', 'setting.unknownKey');
  return key;
}

export interface SettingChange {
  before: AdminShopSetting;
  after: AdminShopSetting;
}

/**
 * The stored value, with the key locked for the rest of the transaction: a row lock when the row
 * exists, and a transaction-level advisory lock on the key, which also holds when it does not yet.
 */
async function lockedValue(tx: Tx, key: ShopSettingKey): Promise<unknown> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shop_settings:${key}`}))`);
  const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.key, key)).for('update');
  return row?.value;
}

/**
 * Sets a setting after checking its value against the key's schema (422 with a Czech message per
 * field). The row is locked, so the audit's `before` is what the change replaced.
 */
export async function setAdminSetting(tx: Tx, rawKey: string, raw: unknown): Promise<SettingChange> {
  const key = settingKey(rawKey);
  const parsed = parseOrRefuse(shopSettingSchemas[key], raw, 'value') as unknown;
  if (key === 'loyalty') {
    const problem = loyaltyRuleProblem(parsed as { enabled: boolean; percentOfDelivered: number });
    if (problem) throw new FieldsRefused({ 'value.percentOfDelivered': problem });
  }
  const before = await lockedValue(tx, key);
  const value = AMOUNT_KEYS.includes(key)
    ? await convertAmounts(tx, parsed as Record<string, number>, toMinor)
    : key === 'functions'
      ? { ...((before ?? {}) as object), ...(parsed as object) }
      : parsed;
  const isPublic = !privateShopSettings.includes(key);
  await tx
    .insert(shopSettings)
    .values({ key, value, isPublic })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value, isPublic } });
  return { before: await setting(tx, key, before), after: await setting(tx, key, value) };
}

/** Removes a setting, so the shop's default applies again; null when it was not set. */
export async function resetAdminSetting(tx: Tx, rawKey: string): Promise<SettingChange | null> {
  const key = settingKey(rawKey);
  const before = await lockedValue(tx, key);
  if (before === undefined) return null;
  await tx.delete(shopSettings).where(eq(shopSettings.key, key));
  return { before: await setting(tx, key, before), after: await setting(tx, key, undefined) };
}
