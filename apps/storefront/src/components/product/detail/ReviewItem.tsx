import type { Review } from '@shop/contract';
import { RatingStars, starsText } from './RatingStars';

export interface ReviewItemTexts {
  /** 'Hodnocení {stars} z 5'. */
  ratingLabel: string;
  /** '{name}, {city}'. */
  reviewBy: string;
  verifiedPurchase: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** One review: its stars, author, date, whether the purchase was verified, and its text. */
export function ReviewItem({
  review,
  locale,
  texts,
}: {
  review: Review;
  locale: string;
  texts: ReviewItemTexts;
}) {
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Prague',
  }).format(new Date(review.createdAt));
  const author = review.author.city
    ? fill(texts.reviewBy, { name: review.author.firstName, city: review.author.city })
    : review.author.firstName;
  return (
    <li className="rounded-md border border-line bg-white p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <RatingStars
          rating={review.rating}
          label={fill(texts.ratingLabel, { stars: starsText(review.rating, locale) })}
          size={16}
        />
        {/* The reviewer's own words and name, as written. */}
        <span className="font-semibold" data-content="review">
          {author}
        </span>
        <time dateTime={review.createdAt} className="text-muted">
          {date}
        </time>
        {review.shippedPurchase && <span className="text-accent">{texts.verifiedPurchase}</span>}
      </p>
      {review.text && (
        <p className="mt-2 break-words whitespace-pre-line" data-content="review">
          {review.text}
        </p>
      )}
    </li>
  );
}
