import type { Product } from '@shop/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { getFirstReviews } from '@/lib/product/server';
import { RatingStars, starsText } from './RatingStars';

/** Reviews summary and the first reviews (5), read only. Optional: a failure hides the list. */
export async function Reviews({ product, locale }: { product: Product; locale: AppLocale }) {
  const [t, format, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    getFormatter({ locale }),
    getFirstReviews(product, locale).catch(logAndReturn('product reviews', null)),
  ]);
  const rating = reviews?.summary.rating ?? product.rating;
  const count = reviews?.summary.ratingCount ?? product.ratingCount;
  return (
    <section aria-labelledby="product-reviews">
      <h2 id="product-reviews" className="mb-3 text-xl font-bold">
        {t('reviews')}
      </h2>
      {count === 0 ? (
        <p className="text-muted">{t('noReviews')}</p>
      ) : (
        <p className="flex flex-wrap items-center gap-2">
          <RatingStars
            rating={rating}
            label={t('ratingLabel', { stars: starsText(rating, locale) })}
            size={22}
          />
          <span className="font-semibold">{t('ratingSummary', { stars: starsText(rating, locale) })}</span>
          <span className="text-muted">({t('ratingCount', { count })})</span>
        </p>
      )}
      {reviews && reviews.data.length > 0 && (
        <ul className="mt-4 space-y-4">
          {reviews.data.map((r) => (
            <li key={r.id} className="rounded-md border border-line bg-white p-4">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <RatingStars
                  rating={r.rating}
                  label={t('ratingLabel', { stars: starsText(r.rating, locale) })}
                  size={16}
                />
                <span className="font-semibold">
                  {r.author.city
                    ? t('reviewBy', { name: r.author.firstName, city: r.author.city })
                    : r.author.firstName}
                </span>
                <time dateTime={r.createdAt} className="text-muted">
                  {format.dateTime(new Date(r.createdAt), {
                    day: 'numeric',
                    month: 'numeric',
                    year: 'numeric',
                    timeZone: 'Europe/Prague',
                  })}
                </time>
                {r.shippedPurchase && <span className="text-accent">{t('verifiedPurchase')}</span>}
              </p>
              {r.text && <p className="mt-2">{r.text}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
