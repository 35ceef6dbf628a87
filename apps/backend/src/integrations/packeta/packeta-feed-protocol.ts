import { z } from 'zod';

/** Packeta's branch feed (v4, JSON): `{base}/{apiKey}/branch.json`, every pickup point it runs. */
export const PACKETA_FEED_BASE_URL = 'https://www.zasilkovna.cz/api/v4';
export const packetaFeedUrl = (base: string, apiKey: string) =>
  `${base}/${encodeURIComponent(apiKey)}/branch.json`;

/** The days of `openingHours.regular`, Monday first. */
export const FEED_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

// The feed is converted from XML: an empty element comes as `[]` or `{}` instead of ''.
const text = z
  .union([z.string(), z.array(z.never()), z.object({}).strict()])
  .transform((v) => (typeof v === 'string' ? v : ''));
const number = z.union([z.string(), z.number()]).transform((v) => (v === '' ? Number.NaN : Number(v)));

/** One point of the feed, as far as the shop reads it (the feed carries more). */
export const feedBranch = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  /** The point's full name: "Brno, Nádražní 3 (Trafika U Nádraží)". */
  name: z.string(),
  /** The business it is in. */
  place: text.optional(),
  street: text,
  city: z.string(),
  zip: z.string(),
  /** ISO 3166-1 alpha-2 in lower case: cz, sk, … */
  country: z.string(),
  latitude: number,
  longitude: number,
  directions: text.optional(),
  /** statusId 1: open; any other: closed for now, `description` says why. */
  status: z.object({
    statusId: z.union([z.string(), z.number()]).transform(String),
    description: text.optional(),
  }),
  photos: z
    .union([
      z.array(z.object({ thumbnail: z.string(), normal: z.string() })),
      z
        .object({})
        .strict()
        .transform(() => []),
    ])
    .optional(),
  openingHours: z
    .object({
      regular: z.object(Object.fromEntries(FEED_DAYS.map((d) => [d, text.optional()]))),
    })
    .optional(),
  region: text.optional(),
});
export type FeedBranch = z.input<typeof feedBranch>;

/** The whole feed: points keyed by their id (an array in some exports). */
export const feedResponse = z.object({
  data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
});
