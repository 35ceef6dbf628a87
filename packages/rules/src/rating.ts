/** Ratings are stored as 0..100. */
export const RATING_SCALE_MAX = 100;
export const DEFAULT_MAX_STARS = 5;
export const DEFAULT_STAR_INCREMENT = 0.01;

export interface StarOptions {
  readonly maxStars?: number;
  /** Stars are rounded to a multiple of this (0.5 gives half stars). */
  readonly increment?: number;
}

/** Decimals needed to print a multiple of the increment without float noise (0.01 -> 2). */
function decimalsOf(increment: number): number {
  const [, fraction = ''] = String(increment).split('.');
  return fraction.length;
}

/**
 * Maps a stored rating (0..100) to stars. Out-of-range values are clamped; a missing or
 * non-numeric rating counts as 0, since a broken rating must not break the product box.
 */
export function ratingToStars(rating: number | null | undefined, options: StarOptions = {}): number {
  const maxStars = options.maxStars ?? DEFAULT_MAX_STARS;
  const increment = options.increment ?? DEFAULT_STAR_INCREMENT;
  if (!Number.isInteger(maxStars) || maxStars < 1) {
    throw new RangeError(`maxStars must be a positive integer, got ${maxStars}`);
  }
  if (!(increment > 0) || increment > maxStars) {
    throw new RangeError(`increment must be above 0 and at most maxStars, got ${increment}`);
  }
  const stored = typeof rating === 'number' && Number.isFinite(rating) ? rating : 0;
  const clamped = Math.min(RATING_SCALE_MAX, Math.max(0, stored));
  const stars = (clamped / RATING_SCALE_MAX) * maxStars;
  // Snap float noise first: 33.3 % of 5 stars is 1.665, which floats store as 1.66499…
  const rounded = Math.round(Number((stars / increment).toFixed(9))) * increment;
  return Number(Math.min(maxStars, rounded).toFixed(decimalsOf(increment)));
}
