import { getTranslations } from 'next-intl/server';
import type { AddToCartLabels } from '@/components/cart/AddToCart';
import type { AppLocale } from '@/i18n/routing';

/** The add-to-cart form's and item-added dialog's texts in the locale. */
export async function addToCartLabels(
  locale: AppLocale,
  button: string,
  buttonAria?: string,
): Promise<AddToCartLabels> {
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return {
    button,
    buttonAria,
    adding: t('adding'),
    added: t('addedHeading'),
    amountChanged: t('amountChanged'),
    giftsHeading: t('giftsAvailable'),
    giftFrom: t.raw('giftFromShort') as string,
    continue: t('continue'),
    toCart: t('toCart'),
  };
}
