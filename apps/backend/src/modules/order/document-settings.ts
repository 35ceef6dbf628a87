import type { TaxDocument } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { settingValues } from '../settings/index.ts';

/**
 * What the shop's tax documents take from its settings: the supplier (setting `shop`: name,
 * address, IČO, DIČ, e-mail, phone, and `registration`, the commercial-register entry, where set;
 * setting `bankAccount`), and the exchange rate of a foreign currency.
 */

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export async function documentSupplier(db: Db | Tx): Promise<TaxDocument['supplier']> {
  const settings = await settingValues(db, ['shop', 'bankAccount']);
  const shop = (settings.get('shop') ?? {}) as Record<string, unknown>;
  const bank = (settings.get('bankAccount') ?? {}) as Record<string, unknown>;
  return {
    name: text(shop.name) ?? '',
    businessName: null,
    street: text(shop.street) ?? '',
    city: text(shop.city) ?? '',
    postcode: text(shop.postcode) ?? '',
    countryCode: text(shop.countryCode)?.toUpperCase() ?? 'CZE',
    ico: text(shop.ico),
    dic: text(shop.dic),
    registration: text(shop.registration),
    email: text(shop.email) ?? '',
    phone: text(shop.phone) ?? '',
    bankAccount: text(bank.accountNumber),
  };
}

/**
 * Crowns for one euro at which the shop set its euro prices: it keeps a price list per currency and
 * converts nothing itself, so this is the rate its euro prices stand for.
 */
export const SHOP_EUR_RATE = 25;

/**
 * Crowns for one unit of `currencyCode` as the documents state it ("kurz"): the shop setting
 * `exchangeRates` (`{"EUR": 25.125}`, set by the shop, e.g. to the Czech National Bank's rate),
 * else the rate the shop's euro prices were set at; null for crowns.
 */
export async function documentExchangeRate(db: Db | Tx, currencyCode: string): Promise<number | null> {
  if (currencyCode === 'CZK') return null;
  const rates = (await settingValues(db, ['exchangeRates'])).get('exchangeRates') as
    Record<string, unknown> | undefined;
  const rate = rates?.[currencyCode];
  if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) return rate;
  if (currencyCode === 'EUR') return SHOP_EUR_RATE;
  throw new Error(`no exchange rate for ${currencyCode}: set it in the shop setting exchangeRates`);
}
