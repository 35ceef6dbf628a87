import type { Product, Variant } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { productPath } from '@/lib/product';
import { StockWatchForm } from './StockWatchForm';

/**
 * A variant whose counted stock is gone and that cannot be ordered meanwhile ("Do košíku" is
 * disabled): worth an e-mail when it comes back.
 */
export const isSoldOut = (variant: Variant) =>
  variant.availability.checkStock &&
  (variant.availability.stock ?? 0) <= 0 &&
  !variant.availability.isAvailable;

/**
 * "Hlídat dostupnost" under a sold-out variant's purchase block: one e-mail when it is back in
 * stock. The same for every visitor (the page is prerendered), so nothing of the shopper's here.
 */
export async function StockWatch({
  product,
  variant,
  locale,
}: {
  product: Product;
  variant: Variant;
  locale: AppLocale;
}) {
  if (!product.visibility.saleable || !isSoldOut(variant)) return null;
  const t = await getTranslations({ locale, namespace: 'StockWatch' });
  const headingId = `watch-heading-${variant.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-md border border-line bg-white p-4"
      data-testid="stock-watch"
    >
      <h2 id={headingId} className="font-bold">
        {t('heading')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <StockWatchForm
        variantId={variant.id}
        locale={locale}
        back={productPath(locale, product.slug, variant.id, product.defaultVariantId)}
        permalink={localizedPath(locale, '/hlidat-dostupnost')}
        texts={{ email: t('email'), submit: t('submit') }}
      />
    </section>
  );
}
