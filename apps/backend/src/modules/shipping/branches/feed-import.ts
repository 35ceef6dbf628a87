import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import type { FeedPoint, PickupPointFeed } from '../../../integrations/packeta/packeta-feed.ts';

/** Rows written per statement. */
const CHUNK = 2_000;

/**
 * What a search matches, as the search itself lowers and strips its words; the town first, so
 * that ordering by it lists points by town and name. Its columns are unqualified, so it reads a
 * stored point and an imported row (the upsert's `x`) alike.
 */
export const POINT_SEARCH_TEXT = sql`public.shop_unaccent(lower(city || ' ' || name || ' ' || street || ' ' || region || ' ' || postcode))`;

export type PickupPointImport =
  | { status: 'imported'; imported: number; removed: number }
  /** Another process is importing this network now, or did within `fresherThanMs`. */
  | { status: 'skipped' }
  /** The feed lost more than half the points the shop has: more likely broken than true. */
  | { status: 'refused'; offered: number; kept: number };

/** Writes `points` over the network's stored points (by the network's id), in one statement per chunk. */
async function upsertPoints(tx: Tx, shipperId: number, points: FeedPoint[], now: Date): Promise<void> {
  for (let i = 0; i < points.length; i += CHUNK) {
    const rows = points.slice(i, i + CHUNK).map((p) => ({
      remote_id: p.remoteId,
      name: p.name,
      street: p.street,
      city: p.city,
      postcode: p.postcode,
      country_code: p.countryCode,
      region: p.region,
      latitude: p.latitude,
      longitude: p.longitude,
      opening_hours: p.openingHours,
      directions: p.directions,
      photo_url: p.photoUrl,
      closed: p.closed,
      status_note: p.statusNote,
    }));
    await tx.execute(sql`
      insert into shipping.pickup_points
        (shipper_id, remote_id, name, street, city, postcode, country_code, region, latitude, longitude,
         opening_hours, directions, photo_url, closed, status_note, search_text, imported_at)
      select ${shipperId}, x.remote_id, x.name, x.street, x.city, x.postcode, x.country_code, x.region,
             x.latitude, x.longitude, array(select jsonb_array_elements_text(x.opening_hours)), x.directions,
             x.photo_url, x.closed, x.status_note,
             ${POINT_SEARCH_TEXT},
             ${now.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          remote_id text, name text, street text, city text, postcode text, country_code text, region text,
          latitude double precision, longitude double precision, opening_hours jsonb, directions text,
          photo_url text, closed boolean, status_note text)
      on conflict (shipper_id, remote_id) do update set
        name = excluded.name, street = excluded.street, city = excluded.city, postcode = excluded.postcode,
        country_code = excluded.country_code, region = excluded.region, latitude = excluded.latitude,
        longitude = excluded.longitude, opening_hours = excluded.opening_hours,
        directions = excluded.directions, photo_url = excluded.photo_url, closed = excluded.closed,
        status_note = excluded.status_note, search_text = excluded.search_text,
        imported_at = excluded.imported_at`);
  }
}

/**
 * Makes a network's stored pickup points those of its feed: new points added, known ones updated
 * (a closed point stays listed as closed), points the feed no longer lists deleted (an order keeps
 * its own copy of its point). One transaction, so a shopper never sees half a network. Two
 * processes never import one network at once, and with `fresherThanMs` a process leaves a network
 * imported that recently alone, so a cluster imports once per period.
 */
export async function importPickupPoints(
  db: Db,
  shipperId: number,
  points: FeedPoint[],
  { now = new Date(), fresherThanMs = 0 }: { now?: Date; fresherThanMs?: number } = {},
): Promise<PickupPointImport> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('shipping.pickup_points'), ${shipperId}) as got`,
    );
    if (!lock?.got) return { status: 'skipped' };
    const [stored] = await queryRows<{ count: number; last: Date | string | null }>(
      tx,
      sql`select count(*)::int as count, max(imported_at) as last
            from shipping.pickup_points where shipper_id = ${shipperId}`,
    );
    const count = stored?.count ?? 0;
    const last = stored?.last ? new Date(stored.last) : null;
    if (fresherThanMs > 0 && last && now.getTime() - last.getTime() < fresherThanMs)
      return { status: 'skipped' };
    if (points.length === 0 || points.length < count / 2) {
      return { status: 'refused', offered: points.length, kept: count };
    }
    await upsertPoints(tx, shipperId, points, now);
    const removed = await queryRows<{ id: number }>(
      tx,
      sql`delete from shipping.pickup_points
           where shipper_id = ${shipperId} and (imported_at is null or imported_at < ${now.toISOString()}::timestamptz)
       returning id`,
    );
    return { status: 'imported', imported: points.length, removed: removed.length };
  });
}

/** Fills the search text of points written without it (the seed's). */
export async function fillPointSearchText(tx: Db | Tx): Promise<void> {
  await tx.execute(
    sql`update shipping.pickup_points set search_text = ${POINT_SEARCH_TEXT} where search_text = ''`,
  );
}

/** The shippers whose points come from Packeta's feed. */
export async function packetaPickupShippers(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shipping.shippers where carrier = 'packeta' and type = 'PICKUP_POINT' order by id`,
  );
  return rows.map((r) => r.id);
}

/**
 * The periodic import of Packeta's pickup points into every shipper that ships with Packeta: the
 * feed is fetched once for all of them. A failure is logged and the stored points kept.
 */
export function packetaPickupPointImport({
  db,
  feed,
  periodMs,
  log,
}: {
  db: Db;
  feed: PickupPointFeed;
  periodMs: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): (now?: Date) => Promise<PickupPointImport[]> {
  return async (now = new Date()) => {
    const shipperIds = await packetaPickupShippers(db);
    if (shipperIds.length === 0) return [];
    const points = await feed.fetchPoints();
    const results: PickupPointImport[] = [];
    for (const shipperId of shipperIds) {
      // Half a period: of a cluster's processes, the first to come imports, the others leave it.
      const result = await importPickupPoints(db, shipperId, points, { now, fresherThanMs: periodMs / 2 });
      if (result.status === 'refused')
        log.warn({ shipperId, ...result }, 'pickup-point feed refused: too few points');
      if (result.status === 'imported') log.info({ shipperId, ...result }, 'pickup points imported');
      results.push(result);
    }
    return results;
  };
}
