import { countryOfRegion, REGIONS, regionSlug, type RegionCountry } from '@shop/contract';

/**
 * The branches page's region filter: the regions of the countries the shop has branches in (all
 * of them, also those without a branch, so a shopper sees there is none near), and the branches
 * of one region. Pure; the branches come from the CMS with their region's name.
 */

export interface RegionChoice {
  country: RegionCountry;
  regions: { name: string; slug: string; count: number }[];
}

export function regionChoices(branches: readonly { region: string }[]): RegionChoice[] {
  const countries = new Set(branches.map((b) => countryOfRegion(b.region)));
  return (Object.keys(REGIONS) as RegionCountry[])
    .filter((c) => countries.has(c))
    .map((country) => ({
      country,
      regions: REGIONS[country].map((name) => ({
        name,
        slug: regionSlug(name),
        count: branches.filter((b) => b.region === name).length,
      })),
    }));
}

export const branchesInRegion = <B extends { region: string }>(branches: readonly B[], region: string): B[] =>
  branches.filter((b) => b.region === region);
