import type { Product } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { logAndReturn } from '@/lib/http';
import { productPath } from '@/lib/product';
import { getFirstReviews } from '@/lib/product/server';
import { RatingStars, starsText } from './RatingStars';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import { loginPathBackTo } from '@/lib/user/login-path';
import { LabelledSection } from '@/components/ui/LabelledSection';

/**
 * Reviews summary, the first reviews (5, newest first) in the shared page, more pages and other
 * orders in the browser, and the review form. Optional: a failure hides the list.
 */
export async function Reviews({ product, locale }: { product: Product; locale: AppLocale }) {
  const [t, r, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    getTranslations({ locale, namespace: 'ProductReviews' }),
    getFirstReviews(product, locale).catch(logAndReturn('product reviews', null)),
  ]);
  const rating = reviews?.summary.rating ?? product.rating;
  const count = reviews?.summary.ratingCount ?? product.ratingCount;
  const loginHref = loginPathBackTo(locale, `${productPath(locale, product.slug)}#product-reviews`);
  return (
    <LabelledSection
      id="product-reviews"
      heading={t('reviews')}
      className="md:col-span-2"
      headingClassName="mb-3 text-xl font-bold"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          {count === 0 ? (
            <p className="text-muted">{t('noReviews')}</p>
          ) : (
            <p className="flex flex-wrap items-center gap-2">
              <RatingStars
                rating={rating}
                label={t('ratingLabel', { stars: starsText(rating, locale) })}
                size={22}
              />
              <span className="font-semibold">
                {t('ratingSummary', { stars: starsText(rating, locale) })}
              </span>
              <span className="text-muted">({t('ratingCount', { count })})</span>
            </p>
          )}
          {reviews && reviews.total > 0 && (
            <ReviewList
              productId={product.id}
              locale={locale}
              initial={reviews}
              texts={{
                ratingLabel: t.raw('ratingLabel') as string,
                reviewBy: t.raw('reviewBy') as string,
                verifiedPurchase: t('verifiedPurchase'),
                order: r('order'),
                orders: {
                  newest: r('newest'),
                  oldest: r('oldest'),
                  best: r('best'),
                  worst: r('worst'),
                },
                onlyWithText: r('onlyWithText'),
                pagination: r('pagination'),
                previous: r('previous'),
                next: r('next'),
                pageOf: r.raw('pageOf') as string,
                loading: r('loading'),
                failed: r('failed'),
                noneWithText: r('noneWithText'),
              }}
            />
          )}
        </div>
        <div>
          <ReviewForm
            productId={product.id}
            slug={product.slug}
            locale={locale}
            loginHref={loginHref}
            texts={{
              heading: r('formHeading'),
              stars: r('stars'),
              starLabels: [1, 2, 3, 4, 5].map((n) => r('starLabel', { count: n })),
              text: r('text'),
              optional: r('optional'),
              textHint: r('textHint'),
              submit: r('submit'),
              submitting: r('submitting'),
              saved: r('saved'),
              guestPrompt: r('guestPrompt'),
              logIn: r('logIn'),
            }}
          />
        </div>
      </div>
    </LabelledSection>
  );
}
