import { ratingToStars } from '@shop/rules';

/**
 * Star rating (rating stored 0–100, max 5 stars, increment 0.01). Drawn as a row of grey
 * stars with a gold row clipped to the share; `label` is what screen readers hear.
 */
export function RatingStars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  const stars = ratingToStars(rating);
  const row = (cls: string) => (
    <svg aria-hidden="true" viewBox="0 0 120 24" width={size * 5} height={size} className={cls}>
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          transform={`translate(${i * 24} 0)`}
          d="M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z"
        />
      ))}
    </svg>
  );
  return (
    <span role="img" aria-label={label} className="relative inline-block align-middle leading-none">
      {row('fill-line')}
      <span className="absolute inset-0 overflow-hidden" style={{ width: `${(stars / 5) * 100}%` }}>
        {row('fill-[#b45309]')}
      </span>
    </span>
  );
}

/** '4,37' for a label: the stars with a decimal comma, as the locale writes them. */
export function starsText(rating: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ratingToStars(rating));
}
