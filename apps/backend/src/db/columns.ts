import { customType, jsonb } from 'drizzle-orm/pg-core';

/** A short text in every locale: Czech is always present; Slovak and German where it is translated. */
export interface Translated {
  cs: string;
  sk?: string;
  de?: string;
}

/**
 * Short translatable texts (names, labels, SEO strings) are one jsonb column `{ cs, sk?, de? }`:
 * a row carries all its locales, reads need no join, and a missing locale falls back to cs in code.
 * Long, searchable product texts live in `catalog.product_translations` instead (see there).
 */
export const translated = (name: string) => jsonb(name).$type<Translated>();

/** Binary data (PostgreSQL bytea) read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});
