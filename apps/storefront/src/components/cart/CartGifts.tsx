import type { CurrencyCode, OrderGift } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { MediaImage } from '../ui/MediaImage';
import { LabelledSection } from '@/components/ui/LabelledSection';

/**
 * The order gifts: each with the cart value it needs; the ones the cart reaches
 * can be chosen or given back. Plain forms, so they work without JavaScript.
 */
export async function CartGifts({
  locale,
  gifts,
  currency,
  cartValue,
}: {
  locale: AppLocale;
  gifts: OrderGift[];
  currency: CurrencyCode;
  /** The cart's discountLimitPriceWithVat. */
  cartValue: number;
}) {
  if (gifts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Cart' });
  const money = (amount: number) => formatPrice(amount, currency);
  return (
    <LabelledSection
      id="cart-gifts"
      heading={t('gifts')}
      className="mt-8"
      headingClassName="text-lg font-bold"
    >
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {gifts.map((gift) => (
          <li
            key={gift.id}
            data-testid="order-gift"
            className={`flex items-center gap-3 rounded-lg border p-3 ${gift.selected ? 'border-accent bg-white' : 'border-line bg-white'}`}
          >
            {gift.mainImage && (
              <MediaImage
                path={gift.mainImage.path}
                alt=""
                size={64}
                className="size-16 shrink-0 rounded-md bg-tint object-contain"
              />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold">{gift.name}</p>
              <p className="text-muted">
                {gift.priceWithTax > 0 ? t('giftPrice', { price: money(gift.priceWithTax) }) : t('giftFree')}
                {', '}
                {t('giftFrom', { amount: money(gift.priceFrom) })}
              </p>
              {!gift.available && gift.priceFrom > cartValue && (
                <p className="text-muted">{t('giftLeft', { amount: money(gift.priceFrom - cartValue) })}</p>
              )}
            </div>
            {gift.selected ? (
              <form action="/api/cart/gift" method="post" className="flex flex-col items-end gap-1">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="giftId" value={gift.id} />
                <input type="hidden" name="remove" value="1" />
                <span className="text-sm font-semibold text-accent">{t('giftChosen')}</span>
                <button
                  type="submit"
                  aria-label={t('giftRemoveOf', { name: gift.name })}
                  className="text-sm text-danger underline"
                >
                  {t('giftRemove')}
                </button>
              </form>
            ) : (
              gift.available && (
                <form action="/api/cart/gift" method="post">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="giftId" value={gift.id} />
                  <button
                    type="submit"
                    aria-label={t('giftChooseOf', { name: gift.name })}
                    className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
                  >
                    {t('giftChoose')}
                  </button>
                </form>
              )
            )}
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
