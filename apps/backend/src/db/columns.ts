import { jsonb } from 'drizzle-orm/pg-core';
import type { Translated } from '../seed/dataset.ts';

/**
 * Short translatable texts (names, labels, SEO strings) are one jsonb column `{ cs, sk?, de? }`:
 * a row carries all its locales, reads need no join, and a missing locale falls back to cs in code.
 * Long, searchable product texts live in `catalog.product_translations` instead (see there).
 */
export const translated = (name: string) => jsonb(name).$type<Translated>();
