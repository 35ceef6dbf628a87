import type { ProductBox as ProductBoxData } from '@shop/contract';
import { ProductBox } from '@/components/product/product-box';
import type { AppLocale } from '@/i18n/routing';
import type { VatDisplay } from '@/lib/catalog/price';

/** Product boxes of a block in a grid; the boxes' headings sit one level under the block's. */
export function ProductList({
  products,
  locale,
  vatDisplay,
  labelledBy,
  headingLevel = 3,
}: {
  products: ProductBoxData[];
  locale: AppLocale;
  vatDisplay: VatDisplay;
  labelledBy?: string;
  headingLevel?: 2 | 3;
}) {
  if (products.length === 0) return null;
  return (
    <ul
      aria-labelledby={labelledBy}
      className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
    >
      {products.map((p) => (
        <li key={p.id}>
          <ProductBox product={p} locale={locale} vatDisplay={vatDisplay} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
