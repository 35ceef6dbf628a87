import { sql, type SQL } from 'drizzle-orm';
import { customType, jsonb } from 'drizzle-orm/pg-core';
import type { Locale, Translated } from '@shop/contract';

export type { Translated } from '@shop/contract';

/**
 * Short translatable texts (names, labels, SEO strings) are one jsonb column `{ cs, sk?, de? }`:
 * a row carries all its locales, reads need no join, and a missing locale falls back to cs in code.
 * Long, searchable product texts live in `catalog.product_translations` instead (see there).
 */
export const translated = (name: string) => jsonb(name).$type<Translated>();

/** A translated column's text in the locale, falling back to Czech, as SQL (the contract's `translate`). */
export const translatedSql = (column: SQL, locale: Locale): SQL =>
  sql`coalesce(${column}->>${locale}, ${column}->>'cs')`;

/** Binary data (PostgreSQL bytea) read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
