/**
 * A map of pickup points without map tiles: an equirectangular projection of the Czech and Slovak
 * bounding box (longitude scaled by the cosine of the middle latitude, so the countries keep their
 * shape) and coarse outlines of both countries to find one's way by.
 */

export const MAP_BOUNDS = { west: 12.0, east: 22.7, south: 47.6, north: 51.15 } as const;

const MID_LATITUDE = ((MAP_BOUNDS.north + MAP_BOUNDS.south) / 2) * (Math.PI / 180);
const X_SCALE = Math.cos(MID_LATITUDE);
/** SVG user units per degree of latitude. */
const UNIT = 100;

export const MAP_WIDTH = Math.round((MAP_BOUNDS.east - MAP_BOUNDS.west) * X_SCALE * UNIT);
export const MAP_HEIGHT = Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * UNIT);

/** SVG coordinates of a point; points outside the box are clamped to its edge. */
export function project(latitude: number, longitude: number): { x: number; y: number } {
  const lon = Math.min(Math.max(longitude, MAP_BOUNDS.west), MAP_BOUNDS.east);
  const lat = Math.min(Math.max(latitude, MAP_BOUNDS.south), MAP_BOUNDS.north);
  return {
    x: Math.round((lon - MAP_BOUNDS.west) * X_SCALE * UNIT * 10) / 10,
    y: Math.round((MAP_BOUNDS.north - lat) * UNIT * 10) / 10,
  };
}

/** Coarse borders ('longitude,latitude' pairs), clockwise: enough to tell Bohemia from Moravia and Slovakia. */
const CZECHIA =
  '12.09,50.25 12.32,50.17 12.51,50.39 12.94,50.41 13.38,50.63 13.9,50.79 14.31,50.88 ' +
  '14.39,51.04 14.82,50.87 15.0,51.02 15.38,50.78 15.85,50.68 16.33,50.66 16.2,50.42 ' +
  '16.45,50.32 16.87,50.2 17.0,50.42 17.72,50.32 17.85,49.98 18.58,49.91 18.85,49.52 ' +
  '18.39,49.33 18.09,49.06 17.65,48.85 17.18,48.86 16.94,48.62 16.54,48.81 16.09,48.75 ' +
  '15.0,49.0 14.96,48.77 14.7,48.58 14.33,48.55 13.83,48.77 13.4,48.97 12.95,49.34 12.55,49.62 ' +
  '12.4,49.78 12.47,49.99 12.09,50.25';

const SLOVAKIA =
  '16.94,48.62 17.18,48.86 17.65,48.85 18.09,49.06 18.39,49.33 18.85,49.52 19.25,49.52 ' +
  '19.47,49.6 19.88,49.2 20.35,49.4 20.91,49.3 21.6,49.45 22.56,49.08 22.15,48.41 21.6,48.5 ' +
  '20.8,48.57 20.3,48.26 19.9,48.15 19.0,48.06 18.82,47.83 17.8,47.75 17.16,48.01 16.97,48.13 ' +
  '16.85,48.45 16.94,48.62';

/** An SVG path of 'lon,lat lon,lat …'. */
function path(border: string): string {
  const points = border.split(' ').map((pair) => {
    const [lon = 0, lat = 0] = pair.split(',').map(Number);
    return project(lat, lon);
  });
  return points.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ') + ' Z';
}

export const COUNTRY_OUTLINES = { CZE: path(CZECHIA), SVK: path(SLOVAKIA) } as const;

/** The smallest part of the map a view shows (SVG units): a town and the villages around it. */
const MIN_VIEW_WIDTH = 60;

/**
 * The part of the map that shows `points` (SVG coordinates), with a margin, in the map's own
 * proportions: the whole map when they spread over most of it or there are none.
 */
export function viewOf(points: readonly { x: number; y: number }[]): {
  x: number;
  y: number;
  width: number;
  height: number;
} {
  const whole = { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT };
  if (points.length === 0) return whole;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const ratio = MAP_WIDTH / MAP_HEIGHT;
  let width = Math.max((right - left) * 1.3, (bottom - top) * 1.3 * ratio, MIN_VIEW_WIDTH);
  if (width >= MAP_WIDTH * 0.7) return whole;
  width = Math.round(width * 10) / 10;
  const height = Math.round((width / ratio) * 10) / 10;
  const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), max) * 10) / 10;
  return {
    x: clamp((left + right) / 2 - width / 2, MAP_WIDTH - width),
    y: clamp((top + bottom) / 2 - height / 2, MAP_HEIGHT - height),
    width,
    height,
  };
}
