import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { RegionCountry } from '@shop/contract';

/**
 * A Czech municipality or a Slovak municipality (or part of one) with a postcode of its, from the
 * statistical office's and the postal registers: a Czech municipality has one postcode here (a
 * town with several, as Praha or Brno, only its first), a Slovak one a row per postcode.
 */
export interface Municipality {
  name: string;
  /** Empty for a few Slovak places. */
  district: string;
  /** One of REGIONS[countryCode]. */
  region: string;
  /** Five digits, no space. */
  postcode: string;
  countryCode: RegionCountry;
  latitude: number;
  longitude: number;
}

interface CsvRow {
  municipality: string;
  district: string;
  region: string;
  postcode: string;
  latitude: string;
  longitude: string;
}

function readPlaces(file: string, countryCode: RegionCountry): Municipality[] {
  const rows = parse(readFileSync(new URL(file, import.meta.url), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  }) as CsvRow[];
  return rows.map((r) => ({
    name: r.municipality,
    district: r.district,
    region: r.region,
    postcode: r.postcode,
    countryCode,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
  }));
}

let loaded: Municipality[] | undefined;

/** Every municipality of both countries, read on first use and kept (about 10,000 rows, 1 MB). */
export function municipalitiesNow(): Municipality[] {
  return (loaded ??= [
    ...readPlaces('./cz-municipalities.csv', 'CZE'),
    ...readPlaces('./sk-municipalities.csv', 'SVK'),
  ]);
}

/** municipalitiesNow() for callers that would rather await (a failed read rejects). */
export function municipalities(): Promise<Municipality[]> {
  try {
    return Promise.resolve(municipalitiesNow());
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}
