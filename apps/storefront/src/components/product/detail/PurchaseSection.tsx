import type { Product } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { PriceDisplay } from '@/lib/currency';
import { logAndReturn } from '@/lib/http';
import { initialVariantId, pickerParameters, productPath, stockLike, variantValues } from '@/lib/product';
import { getGlobals } from '@/lib/product/server';
import { ProductPurchase } from './ProductPurchase';
import { VariantPanel, type PanelContext } from './VariantPanel';

/** A product page's product as the page asked for it: the price display and the variant in its URL. */
export interface ProductView {
  product: Product;
  locale: AppLocale;
  display: PriceDisplay;
  requestedVariantId: number | null;
}

/**
 * Variant picker with the chosen variant's prices and purchase block, for the page's price display
 * and requested variant (both in the page's params, so the page is prerendered and cached).
 */
export async function PurchaseSection({ product, locale, display, requestedVariantId }: ProductView) {
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    getGlobals(locale, display.currency).catch(logAndReturn('globals', null)),
  ]);
  const ctx: PanelContext = {
    locale,
    display,
    shoppingDisabledText: globals?.configuration.cart.shopping_disabled
      ? globals.configuration.cart.shopping_disabled_text
      : null,
    freeShippingAt: globals?.freeShippingAt ?? null,
    showFreeShippingByPrice: globals?.configuration.product.show_free_delivery_tag_by_price ?? false,
  };
  const panels = Object.fromEntries(
    product.variants.map((v) => [v.id, <VariantPanel key={v.id} product={product} variant={v} ctx={ctx} />]),
  );
  return (
    <ProductPurchase
      basePath={productPath(locale, product.slug)}
      defaultVariantId={product.defaultVariantId}
      parameters={pickerParameters(product).map(({ id, name, kind, unit, values }) => ({
        id,
        name,
        kind,
        unit,
        values,
      }))}
      variants={product.variants.map((v) => ({
        id: v.id,
        name: v.name,
        values: variantValues(v),
        isAvailable: v.availability.isAvailable,
        image: v.mainImage?.path ?? null,
      }))}
      initialId={initialVariantId(
        product.variants.map(stockLike),
        product.defaultVariantId,
        requestedVariantId,
      )}
      panels={panels}
      labels={{ variants: t('variants'), selected: t('selected'), more: t.raw('moreVariants') as string }}
      creditsOffered={!!product.creditPrice}
    />
  );
}
