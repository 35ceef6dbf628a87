import type { Product } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { PriceDisplay } from '@/lib/currency';
import { getPriceDisplay } from '@/lib/currency/server';
import { logAndReturn } from '@/lib/http';
import {
  initialVariantId,
  parseVariantId,
  pickerParameters,
  productPath,
  stockLike,
  variantValues,
} from '@/lib/product';
import { dispatchDates } from '@/lib/product/delivery';
import { getGlobals, getProduct } from '@/lib/product/server';
import { ProductPurchase } from './ProductPurchase';
import { VariantPanel, type PanelContext } from './VariantPanel';

/**
 * Variant picker with the chosen variant's prices and purchase block. The static shell renders it
 * for the default variant and the locale's price display (`dispatch` null); the dynamic hole
 * (`PurchaseHole`) renders it for the visitor: `?variant_id=`, currency and VAT cookies, and the
 * dispatch date, which depends on now.
 */
export async function PurchaseSection({
  product,
  locale,
  display,
  requestedVariantId,
  now,
}: {
  product: Product;
  locale: AppLocale;
  display: PriceDisplay;
  requestedVariantId: number | null;
  now: Date | null;
}) {
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Product' }),
    getGlobals(locale, display.currency).catch(logAndReturn('globals', null)),
  ]);
  const ctx: PanelContext = {
    locale,
    display,
    now,
    dispatch: now ? dispatchDates(product.variants, now) : null,
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
      labels={{ variants: t('variants'), selected: t('selected') }}
    />
  );
}

/** The per-request part: reads cookies and the query, so it runs inside a Suspense boundary. */
export async function PurchaseHole({
  slug,
  locale,
  searchParams,
}: {
  slug: string;
  locale: AppLocale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [display, query] = await Promise.all([getPriceDisplay(locale), searchParams]);
  const product = await getProduct(slug, locale, display.currency);
  if (!product) return null;
  return (
    <PurchaseSection
      product={product}
      locale={locale}
      display={display}
      requestedVariantId={parseVariantId(query.variant_id)}
      now={new Date()}
    />
  );
}
