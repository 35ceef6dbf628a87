import type { RecommendationPlacement } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { addToCartLabels } from '@/lib/cart/add-labels';
import type { PriceDisplay } from '@/lib/currency';
import { getGlobals } from '@/lib/product/server';
import { Recommendations } from './Recommendations';

/**
 * The recommendation widget of a product page or of the cart: its texts and the shop's settings
 * rendered here, the products loaded in the browser on first scroll into view. Nothing about the
 * shopper enters the page: the cached product page stays the same for everyone.
 */
export async function RecommendationsSection({
  placement,
  productId = null,
  locale,
  display,
}: {
  placement: RecommendationPlacement;
  productId?: number | null;
  locale: AppLocale;
  display: PriceDisplay;
}) {
  const [t, tBox, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Recommendations' }),
    getTranslations({ locale, namespace: 'ProductBox' }),
    getGlobals(locale, display.currency),
  ]);
  const { shopping_disabled, shopping_disabled_text } = globals.configuration.cart;
  const query = new URLSearchParams({ placement, locale, currency: display.currency });
  if (productId !== null) query.set('productId', String(productId));
  const { buttonAria: _, ...add } = await addToCartLabels(locale, tBox('addToCart'));
  return (
    <Recommendations
      query={query.toString()}
      locale={locale}
      vatDisplay={display.both ? 'both' : display.vat}
      cartHref={localizedPath(locale, '/kosik')}
      shoppingDisabledText={shopping_disabled ? shopping_disabled_text : null}
      texts={{
        heading: t(placement),
        withVat: tBox.raw('withVat') as string,
        withoutVat: tBox.raw('withoutVat') as string,
        addToCartOf: tBox.raw('addToCartOf') as string,
        detailOf: tBox.raw('detailOf') as string,
        originalPrice: tBox('originalPrice'),
        price: tBox('price'),
        detail: tBox('detail'),
        add,
      }}
    />
  );
}
