import { sql } from 'drizzle-orm';
import { VAT_RATES, deliveryDate, fastestShipper, withoutVat, toMajor } from '@shop/rules';
import type { CurrencyCode, Locale, Shipper } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { translate } from '../../../http/locale.ts';
import type { Translated } from '../../../db/columns.ts';
import { paymentIdsByCode } from '../../payment/index.ts';
import { currencyDecimals } from '../../settings/index.ts';

/** Shipping surcharges carry the standard Czech VAT rate. */
const SERVICE_VAT = VAT_RATES.CZ.standard ?? 21;

interface ShipperRow {
  id: number;
  code: string;
  type: Shipper['type'];
  name: Translated;
  description: Translated;
  required_address: boolean;
  delivery_days: number;
  closes_at: string;
  countries: string[];
  blocked_payment_codes: string[];
  price_with_tax: number | null;
  free_from_with_tax: number | null;
}

const major = toMajor;

/**
 * Enabled shippers with a price in the currency, in their order. `itemsWithTax` (the cart's items,
 * as the API writes amounts) makes a shipper free from its threshold on; without a cart the list
 * price stands.
 */
export async function listShippers(
  db: Db,
  currency: CurrencyCode,
  locale: Locale,
  options: { itemsWithTax?: number; includePersonal?: boolean; free?: boolean; now?: Date } = {},
): Promise<{ data: Shipper[]; fastestShipperId: number | null }> {
  const rows = await queryRows<ShipperRow>(
    db,
    sql`select s.id, s.code, s.type, s.name, s.description, s.required_address, s.delivery_days,
               to_char(s.closes_at, 'HH24:MI') as closes_at, s.countries,
               s.blocked_payment_codes, sp.price_with_tax, sp.free_from_with_tax
          from shipping.shippers s
          join shipping.shipper_prices sp on sp.shipper_id = s.id and sp.currency_code = ${currency}
         where s.enabled
         order by s.position, s.id`,
  );
  const decimals = await currencyDecimals(db, currency);
  const blocked = new Map<number, number[]>();
  for (const r of rows) blocked.set(r.id, await paymentIdsByCode(db, r.blocked_payment_codes));
  const now = options.now ?? new Date();
  const data = rows
    .filter((r) => options.includePersonal !== false || r.type !== 'PERSONAL')
    .map((r): Shipper => {
      const free =
        options.free === true ||
        (r.free_from_with_tax !== null &&
          options.itemsWithTax !== undefined &&
          options.itemsWithTax >= major(r.free_from_with_tax, decimals));
      const price = free ? 0 : (r.price_with_tax ?? 0);
      return {
        id: r.id,
        code: r.code,
        type: r.type,
        name: translate(r.name, locale),
        description: translate(r.description, locale),
        requiredAddress: r.required_address,
        blockedPayments: blocked.get(r.id) ?? [],
        availableCountriesCodes: r.countries,
        delivery: {
          nearestDeliveryDate: deliveryDate({
            now,
            delayDays: r.delivery_days,
            closesAt: r.closes_at,
            country: 'CZ',
          }),
          closesAt: r.closes_at,
          deliveryDays: r.delivery_days,
        },
        prices: {
          currencyCode: currency,
          priceWithTax: major(price, decimals),
          priceWithoutTax: major(withoutVat(price, SERVICE_VAT), decimals),
        },
        freeFromWithTax: r.free_from_with_tax === null ? null : major(r.free_from_with_tax, decimals),
      };
    });
  const fastest = fastestShipper(data);
  return { data, fastestShipperId: fastest?.id ?? null };
}
