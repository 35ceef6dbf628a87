import type { CategoryContent, CurrencyCode } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getProductById } from '@/lib/catalog/colours';
import { formatPrice } from '@/lib/catalog/price';
import { AppLink } from '../ui/AppLink';
import { MediaImage } from '../ui/MediaImage';
import { OfferCountdown } from './OfferCountdown';
import { LabelledSection } from '@/components/ui/LabelledSection';

type Offer = CategoryContent['limited_offers'][number];

/**
 * The category's running limited offers (the backend sends only active ones for this domain and
 * time): title, end date with a countdown, and a button to the offered product. The page is cached,
 * so the countdown also hides an offer whose end passes while the page is shown.
 */
export async function LimitedOffers({
  locale,
  currency,
  offers,
}: {
  locale: AppLocale;
  currency: CurrencyCode;
  offers: Offer[];
}) {
  if (offers.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const products = await Promise.all(
    offers.map((o) =>
      o.product_id === null ? null : getProductById(o.product_id, locale, currency).catch(() => null),
    ),
  );
  const until = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Prague',
  });
  return (
    <LabelledSection id="limited-offers" heading={t('offers')} className="mt-6" headingClassName="sr-only">
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {offers.map((offer, i) => {
          const product = products[i];
          const price = product?.prices ? formatPrice(product.prices.unitWithTax, currency) : null;
          return (
            <li key={offer._id} data-testid="limited-offer">
              <OfferCountdown
                until={offer.offer_datetime}
                template={t.raw('offerLeft') as string}
                className="flex h-full flex-wrap items-center gap-4 rounded-lg border-2 border-danger/60 bg-white p-4"
              >
                {product?.mainImage && (
                  <MediaImage
                    path={product.mainImage.path}
                    alt={product.mainImage.alt || product.name}
                    size={128}
                    className="size-20 shrink-0 object-contain"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-bold text-ink">{offer.title}</p>
                  {product && (
                    <p className="text-sm">
                      {product.name}
                      {price && (
                        <>
                          {' '}
                          <span
                            className="font-semibold"
                            data-customer-price={`${product.id}:${product.defaultVariantId}`}
                            data-vat="with"
                            data-guest={price}
                          >
                            {price}
                          </span>
                        </>
                      )}
                    </p>
                  )}
                  <p className="text-sm text-muted">
                    {t('offerUntil', { date: until.format(new Date(offer.offer_datetime)) })}
                  </p>
                </div>
                {product && (
                  <AppLink
                    locale={locale}
                    href={`/produkt/${encodeURIComponent(product.slug)}`}
                    prefetch={false}
                    className="rounded-md bg-danger px-4 py-2 font-semibold text-white hover:opacity-90"
                  >
                    {offer.text_button || t('offerButton')}
                  </AppLink>
                )}
              </OfferCountdown>
            </li>
          );
        })}
      </ul>
    </LabelledSection>
  );
}
