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

/** GET /api/v1/regions?country=CZE (both countries without it). */
export const regionsQuery = z.object({
  country: z.enum(regionCountries as [RegionCountry, ...RegionCountry[]]).optional(),
});
export const regionsResponse = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      countryCode: z.enum(regionCountries as [RegionCountry, ...RegionCountry[]]),
    }),
  ),
});
export type RegionsResponse = z.infer<typeof regionsResponse>;
