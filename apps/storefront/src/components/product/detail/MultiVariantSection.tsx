import { MAX_CART_AMOUNT, type Product } from '@shop/contract';
import { getMessages } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import type { PriceDisplay } from '@/lib/currency';
import { logAndReturn } from '@/lib/http';
import { productPath } from '@/lib/product';
import { getGlobals } from '@/lib/product/server';
import { priceView, stockText } from '@/lib/product/view';
import type { BatchTexts } from '../../cart/useBatchAdd';
import { MultiVariantAdd, type BatchVariant, type MultiVariantTexts } from './MultiVariantAdd';

/**
 * The batch add of several variants, for a product that has more than one, when the shop has
 * switched it on (`multiVariantAdd`) and shopping is not paused.
 */
export async function MultiVariantSection({
  product,
  locale,
  display,
}: {
  product: Product;
  locale: AppLocale;
  display: PriceDisplay;
}) {
  if (product.variants.length < 2 || !product.visibility.saleable) return null;
  const globals = await getGlobals(locale, display.currency).catch(logAndReturn('globals', null));
  if (!globals?.settings.functions.multiVariantAdd || globals.configuration.cart.shopping_disabled)
    return null;
  const messages = await getMessages({ locale });
  const variants: BatchVariant[] = product.variants.map((v) => {
    const a = v.availability;
    const stock = stockText(v);
    const price = priceView(v.prices, display);
    return {
      id: v.id,
      name: v.name,
      code: v.catalogCode,
      price: { text: price.main, marker: `${product.id}:${v.id}`, vat: price.mainVat },
      availability: stock ? `${a.availability} (${stock} ${v.unit})` : a.availability,
      available: a.isAvailable,
      max: Math.min(
        a.amountMax ?? MAX_CART_AMOUNT,
        a.checkStock && a.stock !== null ? a.stock : MAX_CART_AMOUNT,
      ),
    };
  });
  return (
    <MultiVariantAdd
      locale={locale}
      backPath={productPath(locale, product.slug)}
      cartHref={localizedPath(locale, '/kosik')}
      variants={variants}
      texts={(messages.Product as { batch: MultiVariantTexts }).batch}
      batchTexts={messages.CartBatch as BatchTexts}
    />
  );
}
