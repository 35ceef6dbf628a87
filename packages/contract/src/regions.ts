import { z } from 'zod';

/** The regions (kraje) of the countries the shop's pickup points and branches are in. */
export const REGIONS = {
  CZE: [
    'Hlavní město Praha',
    'Středočeský kraj',
    'Jihočeský kraj',
    'Plzeňský kraj',
    'Karlovarský kraj',
    'Ústecký kraj',
    'Liberecký kraj',
    'Královéhradecký kraj',
    'Pardubický kraj',
    'Kraj Vysočina',
    'Jihomoravský kraj',
    'Olomoucký kraj',
    'Zlínský kraj',
    'Moravskoslezský kraj',
  ],
  SVK: [
    'Bratislavský kraj',
    'Trnavský kraj',
    'Trenčiansky kraj',
    'Nitriansky kraj',
    'Žilinský kraj',
    'Banskobystrický kraj',
    'Prešovský kraj',
    'Košický kraj',
  ],
} as const satisfies Record<string, readonly string[]>;
export type RegionCountry = keyof typeof REGIONS;
export const regionCountries = Object.keys(REGIONS) as RegionCountry[];
export type RegionName = (typeof REGIONS)[RegionCountry][number];
export const regionNames = regionCountries.flatMap((c) => REGIONS[c]) as RegionName[];

/** The country a region belongs to, or null for a name that is none of the shop's regions. */
export const countryOfRegion = (name: string): RegionCountry | null =>
  regionCountries.find((c) => (REGIONS[c] as readonly string[]).includes(name)) ?? null;

/** A region's name as a URL word: lower case, no diacritics ('Kraj Vysočina' → 'kraj-vysocina'). */
export const regionSlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The region a URL word names, or null. */
export const regionBySlug = (slug: string): RegionName | null =>
  regionNames.find((n) => regionSlug(n) === slug) ?? null;

/**
 * The countries the shop lists pickup points in (the `pickupPointCountries` setting): Czech only,
 * or Czech and Slovak.
 */
export const pickupPointCountryLists = ['cz', 'cz,sk'] as const;
export type PickupPointCountryList = (typeof pickupPointCountryLists)[number];
export const DEFAULT_PICKUP_POINT_COUNTRIES: PickupPointCountryList = 'cz';
export const pickupPointCountryListLabels: Record<PickupPointCountryList, string> = {
  cz: 'Jen Česko',
  'cz,sk': 'Česko a Slovensko',
};
const ALPHA3: Record<string, RegionCountry> = { cz: 'CZE', sk: 'SVK' };
/** The alpha-3 codes of a country list ('cz,sk' → CZE, SVK); an unknown value is the default. */
export function pickupPointCountries(list: unknown): RegionCountry[] {
  const chosen = (pickupPointCountryLists as readonly unknown[]).includes(list)
    ? (list as PickupPointCountryList)
    : DEFAULT_PICKUP_POINT_COUNTRIES;
  return chosen.split(',').map((c) => ALPHA3[c]!);
}

/** GET /api/v1/regions?country=CZE (both countries without it). */
export const regionsQuery = z.object({
  country: z.enum(regionCountries as [RegionCountry, ...RegionCountry[]]).optional(),
});
export const region = z.object({
  name: z.string(),
  countryCode: z.enum(regionCountries as [RegionCountry, ...RegionCountry[]]),
});
export type Region = z.infer<typeof region>;
export const regionsResponse = z.object({ data: z.array(region) });
export type RegionsResponse = z.infer<typeof regionsResponse>;
