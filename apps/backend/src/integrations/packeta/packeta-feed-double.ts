import type { FastifyPluginAsync } from 'fastify';
import { municipalitiesNow, type Municipality } from '../places/municipalities.ts';
import { FEED_DAYS, type FeedBranch } from './packeta-feed-protocol.ts';

/**
 * A double of Packeta's branch feed for development and tests: a network of about 10,000 pickup
 * points in the real Czech and Slovak municipalities (one in each, more in the big towns), at
 * their postcodes and near their centres, with made-up businesses, streets, hours and photos; a
 * point in a hundred is closed for now. The same data always gives the same feed.
 */

/** Where the double serves the feed, below its prefix: the same path as Packeta's. */
export const PACKETA_FEED_DOUBLE_BASE = '/api/v4';

/** Towns with more than one point, and how many more. */
const BIG_TOWNS: Record<string, number> = {
  Praha: 60,
  Brno: 25,
  Ostrava: 15,
  Plzeň: 10,
  Liberec: 6,
  Olomouc: 6,
  'České Budějovice': 6,
  'Hradec Králové': 6,
  'Ústí nad Labem': 5,
  Pardubice: 5,
  Zlín: 4,
  Havířov: 3,
  Kladno: 3,
  Most: 3,
  Opava: 3,
  Jihlava: 3,
  Bratislava: 30,
  Košice: 12,
  Prešov: 5,
  Žilina: 5,
  Nitra: 4,
  'Banská Bystrica': 4,
  Trnava: 4,
  Trenčín: 3,
};

interface Kind {
  place: string;
  box: boolean;
  weekdays: string;
  saturday: string;
  sunday: string;
}
const KINDS_CZ: Kind[] = [
  { place: 'Z-BOX', box: true, weekdays: '00:00–23:59', saturday: '00:00–23:59', sunday: '00:00–23:59' },
  { place: 'Trafika', box: false, weekdays: '07:00–18:00', saturday: '08:00–12:00', sunday: '' },
  { place: 'Potraviny', box: false, weekdays: '07:00–19:00', saturday: '07:00–13:00', sunday: '08:00–12:00' },
  { place: 'Papírnictví', box: false, weekdays: '09:00–17:30', saturday: '09:00–12:00', sunday: '' },
  { place: 'Květinářství', box: false, weekdays: '08:00–17:00', saturday: '08:00–11:00', sunday: '' },
  { place: 'Drogerie', box: false, weekdays: '08:00–18:00', saturday: '08:00–12:00', sunday: '' },
  {
    place: 'Čerpací stanice',
    box: false,
    weekdays: '06:00–22:00',
    saturday: '06:00–22:00',
    sunday: '07:00–21:00',
  },
];
const KINDS_SK: Kind[] = [
  { place: 'Z-BOX', box: true, weekdays: '00:00–23:59', saturday: '00:00–23:59', sunday: '00:00–23:59' },
  { place: 'Trafika', box: false, weekdays: '07:00–18:00', saturday: '08:00–12:00', sunday: '' },
  { place: 'Potraviny', box: false, weekdays: '07:00–19:00', saturday: '07:00–13:00', sunday: '' },
  { place: 'Papiernictvo', box: false, weekdays: '09:00–17:00', saturday: '09:00–12:00', sunday: '' },
  { place: 'Drogéria', box: false, weekdays: '08:00–18:00', saturday: '08:00–12:00', sunday: '' },
];
const STREETS_CZ = [
  'Nádražní',
  'Husova',
  'Palackého',
  'Komenského',
  'Masarykova',
  'Školní',
  'Zahradní',
  'Na Výsluní',
  'Jiráskova',
  'Smetanova',
  'Tyršova',
  'Havlíčkova',
  'Nerudova',
  'Sokolská',
  'Polní',
  'Lipová',
  'Krátká',
  'Dlouhá',
  'Nová',
  'Luční',
  'Žižkova',
  'Revoluční',
  'náměstí Míru',
  'Wolkerova',
];
const STREETS_SK = [
  'Hlavná',
  'Námestie SNP',
  'Štúrova',
  'Školská',
  'Hviezdoslavova',
  'Nádražná',
  'Záhradná',
  'Mierová',
  'Kollárova',
  'Športová',
  'Lipová',
  'Krátka',
  'Dlhá',
  'Nová',
  'Jesenského',
  'Partizánska',
];
const CLOSED_NOTE = {
  CZE: 'Dočasně uzavřeno, zásilky vydáváme na nejbližším výdejním místě.',
  SVK: 'Dočasne zatvorené.',
};

/** A generator of numbers in [0, 1) from a seed: the same seed, the same numbers. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], r: () => number): T => items[Math.floor(r() * items.length)]!;

/** A Slovak place's name without the house numbers some postal entries carry: "Reca (č. 380…" → "Reca". */
const townName = (m: Municipality) => m.name.replace(/\s*\(.*$/, '').trim();

function branchOf(id: number, m: Municipality, spread: number, photoBase: string): FeedBranch {
  const r = random(id * 2_654_435_761);
  const kinds = m.countryCode === 'CZE' ? KINDS_CZ : KINDS_SK;
  const kind = pick(kinds, r);
  const street = `${pick(m.countryCode === 'CZE' ? STREETS_CZ : STREETS_SK, r)} ${1 + Math.floor(r() * 180)}`;
  const city = townName(m);
  const closed = id % 100 === 37;
  const hours = (day: (typeof FEED_DAYS)[number]) =>
    day === 'saturday' ? kind.saturday : day === 'sunday' ? kind.sunday : kind.weekdays;
  return {
    id: String(id),
    name: `${city}, ${street} (${kind.place})`,
    place: kind.place,
    street,
    city,
    zip: `${m.postcode.slice(0, 3)} ${m.postcode.slice(3)}`,
    country: m.countryCode === 'CZE' ? 'cz' : 'sk',
    latitude: (m.latitude + (r() - 0.5) * spread).toFixed(6),
    longitude: (m.longitude + (r() - 0.5) * spread * 1.5).toFixed(6),
    directions: kind.box
      ? 'Z-BOX stojí u vchodu, zásilku otevřete v aplikaci nebo kódem z SMS.'
      : `Výdej u pokladny v prodejně ${kind.place.toLowerCase()}.`,
    status: closed
      ? { statusId: '2', description: CLOSED_NOTE[m.countryCode] }
      : { statusId: '1', description: [] },
    photos: kind.box
      ? []
      : [{ thumbnail: `${photoBase}/photos/${id}-thumb.svg`, normal: `${photoBase}/photos/${id}.svg` }],
    openingHours: { regular: Object.fromEntries(FEED_DAYS.map((d) => [d, hours(d) || []])) },
    region: m.region,
  };
}

/** The double's whole network; photo addresses start with `photoBase`. */
export function doubleBranches(photoBase: string): FeedBranch[] {
  const branches: FeedBranch[] = [];
  const seen = new Set<string>();
  let cz = 10_000;
  let sk = 40_000;
  let extra = 70_000;
  for (const m of municipalitiesNow()) {
    const key = `${m.countryCode}:${townName(m)}:${m.postcode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    branches.push(branchOf(m.countryCode === 'CZE' ? cz++ : sk++, m, 0.01, photoBase));
    // Big towns get their extra points once, spread over the town.
    const more = m.name === townName(m) && !seen.has(`big:${m.name}`) ? (BIG_TOWNS[m.name] ?? 0) : 0;
    if (more) seen.add(`big:${m.name}`);
    for (let i = 0; i < more; i++) branches.push(branchOf(extra++, m, 0.12, photoBase));
  }
  return branches;
}

/** A shop-front drawing for a point's photo: its kind and id on a coloured sign. */
function photoSvg(id: string, thumb: boolean): string {
  const r = random(Number(id) * 40_503);
  const hue = Math.floor(r() * 360);
  const [w, h] = thumb ? [160, 120] : [640, 480];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hue} 35% 88%)"/><rect x="80" y="150" width="480" height="280" fill="hsl(${hue} 30% 70%)"/><rect x="120" y="70" width="400" height="80" rx="8" fill="#ba1b3b"/><text x="320" y="124" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">Výdejní místo ${id}</text><rect x="260" y="280" width="120" height="150" fill="#555"/></svg>`;
}

/**
 * Serves GET {prefix}/api/v4/{apiKey}/branch.json (any key) and the points' photos; `publicUrl`
 * is this backend's public address, which the photos' addresses start with.
 */
export const packetaFeedDouble: FastifyPluginAsync<{ publicUrl: string; prefix: string }> = async (
  app,
  { publicUrl, prefix },
) => {
  let feed: string | undefined;
  app.get<{ Params: { apiKey: string } }>(
    `${PACKETA_FEED_DOUBLE_BASE}/:apiKey/branch.json`,
    { schema: { hide: true } },
    async (_req, reply) => {
      feed ??= JSON.stringify({
        data: Object.fromEntries(doubleBranches(`${publicUrl}${prefix}`).map((b) => [String(b.id), b])),
      });
      return reply.type('application/json; charset=utf-8').send(feed);
    },
  );
  app.get<{ Params: { file: string } }>('/photos/:file', { schema: { hide: true } }, async (req, reply) => {
    const m = /^(\d{5})(-thumb)?\.svg$/.exec(req.params.file);
    if (!m) return reply.code(404).send();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(photoSvg(m[1]!, Boolean(m[2])));
  });
};
