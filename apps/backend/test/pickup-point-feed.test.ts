import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickupPointsResponse, REGIONS } from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import {
  packetaPickupPointFeed,
  PickupPointFeedUnavailable,
  pointsOfFeed,
  type FeedPoint,
} from '../src/integrations/packeta/packeta-feed.ts';
import { connectPickupPointFeed, importPickupPoints } from '../src/modules/shipping/index.ts';
import { freePort } from './support/free-port.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const recorded: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/packeta/branch.json', import.meta.url), 'utf8'),
);

describe("Packeta's branch feed, read from its documented shape", () => {
  const { points, skipped } = pointsOfFeed(recorded);

  it('keeps the Czech and Slovak points, skips other countries and a point without coordinates', () => {
    expect(points.map((p) => p.remoteId)).toEqual(['1234', '5678', '9012']);
    expect(skipped).toBe(1);
  });

  it('reads address, hours by runs of days, directions, photo and the open state', () => {
    expect(points[0]).toEqual({
      remoteId: '1234',
      name: 'Brno, Nádražní 3 (Trafika U Nádraží)',
      street: 'Nádražní 3',
      city: 'Brno',
      postcode: '60200',
      countryCode: 'CZE',
      region: 'Jihomoravský kraj',
      latitude: 49.19055,
      longitude: 16.61304,
      openingHours: ['Po–Pá 07:00–18:00', 'So 08:00–12:00', 'Ne zavřeno'],
      directions: 'Vchod z ulice, výdej u pokladny.',
      photoUrl: 'https://files.packeta.com/points/normal/1234.jpg',
      closed: false,
      statusNote: '',
    } satisfies FeedPoint);
  });

  it('marks a closed point with its note, and takes the region of the nearest municipality when the feed names none', () => {
    expect(points[1]).toMatchObject({
      closed: true,
      statusNote: 'Dočasně uzavřeno z technických důvodů.',
      region: 'Pardubický kraj',
      openingHours: ['Po–Ne 00:00–23:59'],
      photoUrl: null,
      directions: '',
    });
    expect(points[2]).toMatchObject({
      countryCode: 'SVK',
      region: 'Bratislavský kraj',
      openingHours: ['Po–Pá 08:00–17:00', 'So–Ne zavřeno'],
    });
  });

  it('refuses an answer that is no feed', () => {
    expect(() => pointsOfFeed({ error: 'Invalid API key' })).toThrow(PickupPointFeedUnavailable);
    expect(() => pointsOfFeed('<html>')).toThrow(PickupPointFeedUnavailable);
  });
});

describe('the feed client over HTTP', () => {
  let server: Server;
  let base: string;
  let answer: (res: ServerResponse) => void = () => {};
  beforeAll(async () => {
    server = createServer((_req, res) => answer(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the recorded feed', async () => {
    answer = (res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(recorded));
    const points = await packetaPickupPointFeed({ url: `${base}/api/v4/key/branch.json` }).fetchPoints();
    expect(points).toHaveLength(3);
  });

  it.each([
    ['a 500', (res: ServerResponse) => res.writeHead(500).end('error')],
    ['garbage', (res: ServerResponse) => res.writeHead(200).end('not json')],
    ['an error body', (res: ServerResponse) => res.writeHead(200).end('{"error":"bad key"}')],
  ])('reports the feed unavailable on %s', async (_what, reply) => {
    answer = reply;
    await expect(packetaPickupPointFeed({ url: `${base}/x` }).fetchPoints()).rejects.toThrow(
      PickupPointFeedUnavailable,
    );
  });

  it('reports the feed unavailable after its timeout, and when nobody listens', async () => {
    answer = () => {};
    await expect(packetaPickupPointFeed({ url: `${base}/x`, timeoutMs: 200 }).fetchPoints()).rejects.toThrow(
      PickupPointFeedUnavailable,
    );
    await expect(packetaPickupPointFeed({ url: 'http://127.0.0.1:9/x' }).fetchPoints()).rejects.toThrow(
      PickupPointFeedUnavailable,
    );
  });
});

// The app listens: in development it serves the feed double and fetches it over HTTP, at PUBLIC_URL.
describe('the feed double and the import', () => {
  let t: TestApp;
  let fromDouble: FeedPoint[];
  let env: Record<string, string>;
  const shipperId = 2;
  beforeAll(async () => {
    const port = await freePort();
    env = { PUBLIC_URL: `http://127.0.0.1:${port}` };
    t = await createTestApp(env);
    await t.app.listen({ port, host: '127.0.0.1' });
    fromDouble = await connectPickupPointFeed(loadConfig(env)).fetchPoints();
  });
  afterAll(() => t.cleanup());

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/branches?shipper_id=${shipperId}&${query}` });
    expect(res.statusCode).toBe(200);
    return pickupPointsResponse.parse(res.json());
  };

  it('serves thousands of points in every region of both countries, some closed, the same each time', async () => {
    expect(fromDouble.length).toBeGreaterThan(10_000);
    const regions = new Set(fromDouble.map((p) => `${p.countryCode}:${p.region}`));
    expect(regions.size).toBe(REGIONS.CZE.length + REGIONS.SVK.length);
    expect(fromDouble.filter((p) => p.closed).length).toBeGreaterThan(50);
    expect(new Set(fromDouble.map((p) => p.remoteId)).size).toBe(fromDouble.length);
    const again = await connectPickupPointFeed(loadConfig(env)).fetchPoints();
    expect(again).toEqual(fromDouble);
    // Photos are served where the feed says.
    const photo = fromDouble.find((p) => p.photoUrl)!.photoUrl!;
    const res = await fetch(photo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('imports the feed over the stored points, and a search lists the nearest first', async () => {
    const result = await importPickupPoints(t.database.db, shipperId, fromDouble);
    // The fixture's five points are not in the feed: they go.
    expect(result).toEqual({ status: 'imported', imported: fromDouble.length, removed: 5 });

    const brno = await search('s=brno&perPage=50');
    expect(brno.total).toBeGreaterThan(25);
    const km = brno.data.map((p) => p.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Points in Brno and the villages within 10 km of it, the nearest first (further ones only by name).
    expect(brno.data.slice(0, 10).every((p) => p.address.city === 'Brno')).toBe(true);
    expect(brno.data.every((p) => p.distanceKm! <= 10 || /brn/i.test(p.name))).toBe(true);
    expect(brno.data.some((p) => p.address.city !== 'Brno')).toBe(true);

    // A village without a point of its own lists the points around it, nearest first.
    const byPostcode = await search('s=602%2000');
    expect(byPostcode.data[0]!.distanceKm).toBeLessThan(byPostcode.data.at(-1)!.distanceKm!);

    // Words that name no place match as before, ordered by town.
    const street = await search('s=nadrazni&perPage=5');
    expect(street.data.every((p) => p.distanceKm === null && /Nádražní/.test(p.name))).toBe(true);

    // The shopper's position: points around it, nearest first.
    const near = await search('lat=50.0755&lng=14.4378&perPage=5');
    expect(near.data).toHaveLength(5);
    expect(near.data.every((p) => p.region === 'Hlavní město Praha')).toBe(true);
  });

  it('keeps closed points listed as closed, with their note', async () => {
    const closed = fromDouble.find((p) => p.closed && p.countryCode === 'CZE')!;
    const res = await t.app.inject({
      url: `/api/v1/shippers/${shipperId}/branches/remoteId/${closed.remoteId}`,
    });
    expect(res.json()).toMatchObject({ data: { closed: true, statusNote: closed.statusNote } });
  });

  it('deletes what the feed no longer lists, and refuses a feed that lost half its points', async () => {
    const gone = fromDouble.slice(1);
    expect(await importPickupPoints(t.database.db, shipperId, gone)).toMatchObject({
      status: 'imported',
      removed: 1,
    });
    const res = await t.app.inject({
      url: `/api/v1/shippers/${shipperId}/branches/remoteId/${fromDouble[0]!.remoteId}`,
    });
    expect(res.statusCode).toBe(404);
    expect(await importPickupPoints(t.database.db, shipperId, fromDouble.slice(0, 100))).toEqual({
      status: 'refused',
      offered: 100,
      kept: gone.length,
    });
    expect(await importPickupPoints(t.database.db, shipperId, [])).toMatchObject({ status: 'refused' });
    expect((await search('')).total).toBe(gone.filter((p) => p.countryCode === 'CZE').length);
  });

  it('of two processes importing at once, one imports and the other leaves it', async () => {
    // Later than the imports above by more than the freshness asked for.
    const now = new Date(Date.now() + 120_000);
    const both = await Promise.all([
      importPickupPoints(t.database.db, shipperId, fromDouble, { now, fresherThanMs: 60_000 }),
      importPickupPoints(t.database.db, shipperId, fromDouble, { now, fresherThanMs: 60_000 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['imported', 'skipped']);
  });
});
