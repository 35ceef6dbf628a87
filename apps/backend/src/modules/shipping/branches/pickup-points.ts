import { sql } from 'drizzle-orm';
import { pickupPointCountries, REGIONS, type PickupPoint, type Region } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { notFound } from '../../../http/errors.ts';
import { settingValues } from '../../settings/index.ts';

interface Row {
  id: number;
  shipper_id: number;
  remote_id: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  country_code: string;
  region: string;
  latitude: number;
  longitude: number;
  opening_hours: string[];
  total: number;
}

const present = (r: Row): PickupPoint => ({
  id: r.id,
  shipperId: r.shipper_id,
  remoteId: r.remote_id,
  name: r.name,
  address: { street: r.street, city: r.city, postcode: r.postcode, countryCode: r.country_code },
  region: r.region,
  latitude: r.latitude,
  longitude: r.longitude,
  openingHours: r.opening_hours,
});

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Points of a pickup-point shipper whose name, street, city, region or postcode hold every word
 * of `s` ('brno masarykova', 'ceske budejovice', '602 00'), insensitive to case and diacritics;
 * only in the countries the shop lists pickup points in (the `pickupPointCountries` setting),
 * and in `region` when given. The answer also names the regions of those countries.
 */
export async function searchPickupPoints(
  db: Db,
  shipperId: number,
  s: string | undefined,
  perPage: number,
  region?: string,
): Promise<{ data: PickupPoint[]; total: number; regions: Region[] }> {
  const countries = pickupPointCountries(
    (await settingValues(db, ['pickupPointCountries'])).get('pickupPointCountries'),
  );
  // A postcode may be typed with its space ('602 00'): digits are joined before matching.
  const words = (s ?? '')
    .toLowerCase()
    .replace(/(\d)\s+(?=\d)/g, '$1')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
  const haystack = sql`public.shop_unaccent(lower(p.name || ' ' || p.street || ' ' || p.city || ' ' || p.region || ' ' || p.postcode))`;
  const match = words.length
    ? sql.join(
        words.map((w) => sql`${haystack} like public.shop_unaccent(${likePattern(w)})`),
        sql` and `,
      )
    : sql`true`;
  const inCountries = sql`p.country_code in (${sql.join(
    countries.map((c) => sql`${c}`),
    sql`, `,
  )})`;
  const inRegion = region ? sql`p.region = ${region}` : sql`true`;
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.shipper_id, p.remote_id, p.name, p.street, p.city, p.postcode, p.country_code, p.region,
               p.latitude, p.longitude, p.opening_hours, count(*) over ()::int as total
          from shipping.pickup_points p
         where p.shipper_id = ${shipperId} and ${inCountries} and ${inRegion} and ${match}
         order by p.country_code, public.shop_unaccent(lower(p.city)), p.name, p.id
         limit ${perPage}`,
  );
  return {
    data: rows.map(present),
    total: rows[0]?.total ?? 0,
    regions: countries.flatMap((countryCode) => REGIONS[countryCode].map((name) => ({ name, countryCode }))),
  };
}

/** GET /api/v1/shippers/{shipperId}/branches/remoteId/{remoteId}: one point, else 404. */
export async function pickupPointByRemoteId(
  db: Db,
  shipperId: number,
  remoteId: string,
): Promise<PickupPoint> {
  const [row] = await queryRows<Row>(
    db,
    sql`select p.*, 1 as total from shipping.pickup_points p
         where p.shipper_id = ${shipperId} and p.remote_id = ${remoteId}`,
  );
  if (!row) throw notFound('remoteId');
  return present(row);
}
