import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { insertChunked } from '../../db/bulk.ts';
import type { Dataset } from '../../seed/dataset.ts';
import { countries, currencies, shopSettings, vatRates } from './tables.ts';

export async function seedSettings(tx: Tx, d: Dataset): Promise<void> {
  await insertChunked(tx, currencies, d.currencies);
  await insertChunked(
    tx,
    countries,
    d.countries.map((c) => ({
      alpha3: c.alpha3,
      alpha2: c.alpha2,
      name: c.name,
      languageCode: c.languageCode,
      currencyCode: c.currency,
    })),
  );
  await insertChunked(
    tx,
    vatRates,
    d.vatRates.map((v) => ({ countryCode: v.country, vatClass: v.vatClass, percent: v.percent })),
  );
  await insertChunked(tx, shopSettings, [
    { key: 'freeShippingAtWithTax', value: d.settings.freeShippingAtWithTax },
    { key: 'orderMinimumValueWithTax', value: d.settings.orderMinimumValueWithTax },
    { key: 'shop', value: d.settings.shop },
    ...(d.settings.functions ? [{ key: 'functions', value: d.settings.functions }] : []),
    ...(d.settings.sealedHygieneCategories
      ? [{ key: 'sealedHygieneCategories', value: d.settings.sealedHygieneCategories }]
      : []),
    ...(d.settings.topBanner ? [{ key: 'topBanner', value: d.settings.topBanner }] : []),
    ...(d.settings.languages ? [{ key: 'languages', value: d.settings.languages }] : []),
    ...(d.settings.pickupPointCountries
      ? [{ key: 'pickupPointCountries', value: d.settings.pickupPointCountries }]
      : []),
    // Read by the order module only; never part of the public globals.
    ...(d.settings.bankAccount
      ? [{ key: 'bankAccount', value: d.settings.bankAccount, isPublic: false }]
      : []),
  ]);
}

export async function truncateSettings(tx: Tx): Promise<void> {
  await tx.execute(
    sql`truncate settings.shop_settings, settings.vat_rates, settings.countries, settings.currencies cascade`,
  );
}
