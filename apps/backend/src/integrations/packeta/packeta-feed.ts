import { REGIONS, type RegionCountry } from '@shop/contract';
import { nearestMunicipality } from '../places/nearest.ts';
import { FEED_DAYS, feedBranch, feedResponse } from './packeta-feed-protocol.ts';

/** A pickup point as the shop keeps it, read from a network's feed. */
export interface FeedPoint {
  remoteId: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: RegionCountry;
  region: string;
  latitude: number;
  longitude: number;
  /** One line per run of days with the same hours: "Po–Pá 08:00–18:00", "Ne zavřeno". */
  openingHours: string[];
  directions: string;
  photoUrl: string | null;
  closed: boolean;
  statusNote: string;
}

/** Where the shop's pickup points come from: Packeta's branch feed, or its local double. */
export interface PickupPointFeed {
  /** Every point of the feed in the shop's countries. Throws PickupPointFeedUnavailable. */
  fetchPoints(): Promise<FeedPoint[]>;
}

/** The feed did not answer, or not with a feed. */
export class PickupPointFeedUnavailable extends Error {}

/** The feed's directions are HTML: the shop keeps their text only, and escapes it where it shows it. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const COUNTRIES: Record<string, RegionCountry> = { cz: 'CZE', sk: 'SVK' };
const DAY_NAMES = ['Po', 'Út', 'St', 'Čt', 'Pá', 'So', 'Ne'];

/** Runs of days with the same hours, as the picker shows them: ["Po–Pá 08:00–18:00", "Ne zavřeno"]. */
export function openingHoursLines(regular: Partial<Record<(typeof FEED_DAYS)[number], string>>): string[] {
  const hours = FEED_DAYS.map((d) => regular[d]?.trim() || 'zavřeno');
  const lines: string[] = [];
  for (let start = 0; start < hours.length;) {
    let end = start;
    while (end + 1 < hours.length && hours[end + 1] === hours[start]) end++;
    const days = start === end ? DAY_NAMES[start] : `${DAY_NAMES[start]}–${DAY_NAMES[end]}`;
    lines.push(`${days} ${hours[start]}`);
    start = end + 1;
  }
  return lines;
}

/**
 * The feed's points in the shop's countries, in the shop's shape. A point of the feed that does
 * not read (a field missing, coordinates not numbers) is skipped and counted, so one bad entry
 * does not stop the import; its region is the feed's when it names one of the country's regions,
 * else the region of the nearest municipality.
 */
export function pointsOfFeed(body: unknown): { points: FeedPoint[]; skipped: number } {
  const parsed = feedResponse.safeParse(body);
  if (!parsed.success) throw new PickupPointFeedUnavailable('the answer is not a branch feed');
  const entries = Array.isArray(parsed.data.data) ? parsed.data.data : Object.values(parsed.data.data);
  const points: FeedPoint[] = [];
  let skipped = 0;
  for (const entry of entries) {
    const b = feedBranch.safeParse(entry);
    if (!b.success) {
      skipped++;
      continue;
    }
    const countryCode = COUNTRIES[b.data.country.toLowerCase()];
    if (!countryCode) continue;
    const { latitude, longitude } = b.data;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      skipped++;
      continue;
    }
    const regions: readonly string[] = REGIONS[countryCode];
    const region =
      b.data.region && regions.includes(b.data.region)
        ? b.data.region
        : nearestMunicipality(latitude, longitude, countryCode)?.region;
    if (!region || !regions.includes(region)) {
      skipped++;
      continue;
    }
    points.push({
      remoteId: b.data.id,
      name: b.data.name,
      street: b.data.street,
      city: b.data.city,
      postcode: b.data.zip.replace(/\s+/g, ''),
      countryCode,
      region,
      latitude,
      longitude,
      openingHours: b.data.openingHours ? openingHoursLines(b.data.openingHours.regular) : [],
      directions: plainText(b.data.directions ?? ''),
      photoUrl: b.data.photos?.[0]?.normal ?? null,
      closed: b.data.status.statusId !== '1',
      statusNote: b.data.status.description ?? '',
    });
  }
  return { points, skipped };
}

/** Packeta's branch feed at `url` (the whole network, about 10 MB: a generous timeout). */
export function packetaPickupPointFeed({
  url,
  timeoutMs = 60_000,
}: {
  url: string;
  timeoutMs?: number;
}): PickupPointFeed {
  return {
    async fetchPoints() {
      let body: unknown;
      try {
        const res = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new PickupPointFeedUnavailable(`the feed answered ${res.status}`);
        body = await res.json();
      } catch (err) {
        if (err instanceof PickupPointFeedUnavailable) throw err;
        throw new PickupPointFeedUnavailable(`the feed did not answer: ${(err as Error).message}`);
      }
      return pointsOfFeed(body).points;
    },
  };
}
