import { sql } from 'drizzle-orm';
import { pickupPointCountries, REGIONS, type PickupPoint, type Region } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { notFound } from '../../../http/errors.ts';
import { settingValues } from '../../settings/index.ts';
import { plain, searchedPlace } from './searched-place.ts';

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
  directions: string;
  photo_url: string | null;
  closed: boolean;
  status_note: string;
  distance_km: number | null;
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
  directions: r.directions,
  photoUrl: r.photo_url,
  closed: r.closed,
  statusNote: r.status_note,
  distanceKm: r.distance_km === null ? null : Math.round(r.distance_km * 10) / 10,
});

/** How far around a searched town (or the shopper) points are listed beside those the words match. */
const AROUND_KM = 10;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Points of a pickup-point shipper whose name, street, city, region or postcode hold every word
 * of `s` ('brno masarykova', 'ceske budejovice', '602 00'), insensitive to case and diacritics;
 * only in the countries the shop lists pickup points in (the `pickupPointCountries` setting),
 * and in `region` when given. When the search names a town or a postcode (or the shopper gives
 * their position), the nearest points come first, and the points within 10 km of it are listed
 * too, so a village without a point of its own still finds the next ones. The answer also names
 * the regions of those countries.
 */
export async function searchPickupPoints(
  db: Db,
  shipperId: number,
  s: string | undefined,
  perPage: number,
  region?: string,
  position?: { latitude: number; longitude: number },
): Promise<{ data: PickupPoint[]; total: number; regions: Region[] }> {
  const countries = pickupPointCountries(
    (await settingValues(db, ['pickupPointCountries'])).get('pickupPointCountries'),
  );
  // A postcode may be typed with its space ('602 00'): digits are joined before matching.
  const words = plain(s ?? '')
    .replace(/(\d)\s+(?=\d)/g, '$1')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6);
  const place = position ? { ...position, whole: words.length === 0 } : searchedPlace(words, countries);
  const match = words.length
    ? sql.join(
        words.map((w) => sql`p.search_text like ${likePattern(w)}`),
        sql` and `,
      )
    : sql`true`;
  // Kilometres on a plane tangent at the place: exact enough within a country to order by.
  const km = place
    ? sql`111.32 * sqrt(power(p.latitude - ${place.latitude}, 2) + power((p.longitude - ${place.longitude}) * ${Math.cos((place.latitude * Math.PI) / 180)}, 2))`
    : sql`null::double precision`;
  // Around a place: a box first (cheap on plain columns), then the distance itself.
  const around = place?.whole
    ? sql`(p.latitude between ${place.latitude - AROUND_KM / 111} and ${place.latitude + AROUND_KM / 111}
           and p.longitude between ${place.longitude - AROUND_KM / 70} and ${place.longitude + AROUND_KM / 70}
           and ${km} <= ${AROUND_KM})`
    : null;
  const wanted = around ? (words.length ? sql`(${match} or ${around})` : around) : match;
  const inCountries = sql`p.country_code in (${sql.join(
    countries.map((c) => sql`${c}`),
    sql`, `,
  )})`;
  const inRegion = region ? sql`p.region = ${region}` : sql`true`;
  const where = sql`p.shipper_id = ${shipperId} and ${inCountries} and ${inRegion} and ${wanted}`;
  const columns = sql`p.id, p.shipper_id, p.remote_id, p.name, p.street, p.city, p.postcode, p.country_code,
                      p.region, p.latitude, p.longitude, p.opening_hours, p.directions, p.photo_url, p.closed,
                      p.status_note`;
  let rows: Row[];
  let total: number;
  if (place) {
    // Around a place the matches are few (the town's points and those near it): they are found once
    // and both counted and paged from there, rather than searched for again by a count of their own.
    const found = await queryRows<Row & { total: number }>(
      db,
      sql`with m as materialized (select p.id, ${km} as distance_km from shipping.pickup_points p where ${where})
          select ${columns}, m.distance_km, (select count(*) from m)::int as total
            from m join shipping.pickup_points p on p.id = m.id
           order by m.distance_km, p.id
           limit ${perPage}`,
    );
    rows = found;
    total = found[0]?.total ?? 0;
  } else {
    // The count apart from the page: a window count would make the page read and sort every match.
    const [page, counted] = await Promise.all([
      queryRows<Row>(
        db,
        sql`select ${columns}, null::double precision as distance_km
              from shipping.pickup_points p
             where ${where}
             order by p.country_code, p.search_text, p.id
             limit ${perPage}`,
      ),
      queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from shipping.pickup_points p where ${where}`,
      ),
    ]);
    rows = page;
    total = counted[0]?.total ?? 0;
  }
  return {
    data: rows.map(present),
    total,
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
    sql`select p.*, null as distance_km from shipping.pickup_points p
         where p.shipper_id = ${shipperId} and p.remote_id = ${remoteId}`,
  );
  if (!row) throw notFound('remoteId');
  return present(row);
}
