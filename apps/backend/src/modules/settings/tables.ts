import { boolean, check, integer, jsonb, pgSchema, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { translated } from '../../db/columns.ts';

/** Shop-wide reference data and settings: currencies, countries, VAT. */
export const settingsSchema = pgSchema('settings');

export const currencies = settingsSchema.table('currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  symbolPlacement: text('symbol_placement', { enum: ['left', 'right'] }).notNull(),
  decimalPlaces: smallint('decimal_places').notNull(),
  decimalPoint: text('decimal_point').notNull(),
  millesimalPoint: text('millesimal_point').notNull(),
});

export const countries = settingsSchema.table('countries', {
  alpha3: text('alpha3').primaryKey(),
  alpha2: text('alpha2').notNull().unique(),
  name: translated('name').notNull(),
  languageCode: text('language_code').notNull(),
  currencyCode: text('currency_code')
    .notNull()
    .references(() => currencies.code),
});

/** VAT per country and class; percent is an integer (21, 12, 23, 19, 5). */
export const vatRates = settingsSchema.table(
  'vat_rates',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.alpha3),
    vatClass: text('vat_class', { enum: ['standard', 'reduced', 'reduced2'] }).notNull(),
    percent: integer('percent').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.vatClass] }),
    check('vat_rates_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/** Key-value settings (free shipping thresholds, order minimum, shop contact); values are jsonb. */
export const shopSettings = settingsSchema.table('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  isPublic: boolean('is_public').notNull().default(true),
});
