import type { RegionCountry } from '@shop/contract';
import { municipalitiesNow, type Municipality } from './municipalities.ts';

/** Cells of 0.1° (about 11 × 7 km here): a point's nearest municipality is in its cell or around. */
const CELL = 0.1;
const cellOf = (lat: number, lng: number) => `${Math.floor(lat / CELL)}:${Math.floor(lng / CELL)}`;

let grid: Map<string, Municipality[]> | undefined;
function municipalityGrid(): Map<string, Municipality[]> {
  if (grid) return grid;
  grid = new Map();
  for (const m of municipalitiesNow()) {
    const key = cellOf(m.latitude, m.longitude);
    const cell = grid.get(key);
    if (cell) cell.push(m);
    else grid.set(key, [m]);
  }
  return grid;
}

/** Squared distance in degrees of latitude, longitude shortened by the latitude (enough to compare). */
export function distance2(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLng = (aLng - bLng) * Math.cos((aLat * Math.PI) / 180);
  return (aLat - bLat) ** 2 + dLng ** 2;
}

/**
 * The municipality of `country` whose centre is nearest to the point, searched in growing rings of
 * cells up to about 100 km; null when none is that near.
 */
export function nearestMunicipality(lat: number, lng: number, country: RegionCountry): Municipality | null {
  const cells = municipalityGrid();
  const row = Math.floor(lat / CELL);
  const col = Math.floor(lng / CELL);
  let best: Municipality | null = null;
  let bestD = Infinity;
  for (let ring = 0; ring <= 10; ring++) {
    for (let r = row - ring; r <= row + ring; r++) {
      for (let c = col - ring; c <= col + ring; c++) {
        if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== ring) continue;
        for (const m of cells.get(`${r}:${c}`) ?? []) {
          if (m.countryCode !== country) continue;
          const d = distance2(lat, lng, m.latitude, m.longitude);
          if (d < bestD) {
            bestD = d;
            best = m;
          }
        }
      }
    }
    // A nearer one can still lie one ring further out than the first found.
    if (best && Math.sqrt(bestD) < ring * CELL * 0.6) break;
  }
  return best;
}
