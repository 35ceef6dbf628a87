import { RATING_SCALE_MAX, DEFAULT_MAX_STARS } from './rating.ts';

/** Longest review text a customer may write. */
export const REVIEW_TEXT_MAX = 2000;

export const reviewMessages = {
  ratingRequired: 'Ohodnoťte zboží alespoň pomocí hvězdiček',
  textTooLong: `Text recenze může mít nejvýše ${REVIEW_TEXT_MAX} znaků`,
  notPurchased: 'Recenzovaný produkt jste dosud nezakoupili nebo nebyl ještě odeslán',
} as const;

/** Whole stars picked in the review form (1 to 5) on the stored 0–100 scale: 1 star is 20. */
export function starsToRating(stars: number): number {
  if (!Number.isInteger(stars) || stars < 1 || stars > DEFAULT_MAX_STARS) {
    throw new RangeError(`stars must be a whole number from 1 to ${DEFAULT_MAX_STARS}, got ${stars}`);
  }
  return (stars * RATING_SCALE_MAX) / DEFAULT_MAX_STARS;
}

/** The stars a form field sent: 1 to 5, or null for nothing picked or anything else. */
export function parseStars(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]$/.test(value)) return null;
  const stars = Number(value);
  return stars <= DEFAULT_MAX_STARS ? stars : null;
}

export interface ReviewInput {
  /** 0–100; null, undefined or 0 when no star was given. */
  rating?: number | null;
  text?: string | null;
}

/**
 * A review needs a star rating; its text is optional (blank counts as none) and at most
 * REVIEW_TEXT_MAX characters. Returns a message per field, empty when the review may be saved.
 */
export function checkReview(input: ReviewInput): { rating?: string; text?: string } {
  const errors: { rating?: string; text?: string } = {};
  const { rating } = input;
  if (rating === null || rating === undefined || !(rating > 0)) errors.rating = reviewMessages.ratingRequired;
  if ((input.text ?? '').trim().length > REVIEW_TEXT_MAX) errors.text = reviewMessages.textTooLong;
  return errors;
}

/** The text as kept: trimmed, and null when blank. */
export function reviewText(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
