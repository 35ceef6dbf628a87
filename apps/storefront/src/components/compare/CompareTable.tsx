import type { Product } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { AddToCart } from '@/components/cart/AddToCart';
import { starsText } from '@/components/product/detail/RatingStars';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { addToCartLabels } from '@/lib/cart/add-labels';
import { productPath } from '@/lib/catalog/colours';
import { comparePagePath } from '@/lib/compare/texts';
import { parameterRows, row, type CompareRow } from '@/lib/compare/rows';
import type { PriceDisplay } from '@/lib/currency';
import { DecorativeImage } from '@/components/ui/DecorativeImage';
import { getGlobals } from '@/lib/product/server';
import { priceView } from '@/lib/product/view';
import { RemoveFromComparison } from './RemoveFromComparison';

const IMAGE_PX = 160;

/**
 * The compared products side by side: a column each (picture, name, removal), then price,
 * availability, brand, category, rating and every parameter, rows where they differ marked in words
 * and colour, and the way to the cart under each. It scrolls sideways inside itself on a phone.
 */
export async function CompareTable({
  products,
  locale,
  display,
}: {
  products: Product[];
  locale: AppLocale;
  display: PriceDisplay;
}) {
  const [t, tBox, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'ProductBox' }),
    getGlobals(locale, display.currency),
  ]);
  const { shopping_disabled, shopping_disabled_text } = globals.configuration.cart;
  const ids = products.map((p) => p.id);
  const addLabels = await Promise.all(
    products.map((p) => addToCartLabels(locale, tBox('addToCart'), tBox('addToCartOf', { name: p.name }))),
  );
  const rows: CompareRow[] = [
    row(
      'price',
      t('price'),
      products.map((p) => {
        const price = priceView(p.prices, display);
        return price.secondary ? `${price.main} (${price.secondary})` : price.main;
      }),
    ),
    row(
      'availability',
      t('availability'),
      products.map((p) => p.availability.availability),
    ),
    row(
      'brand',
      t('brand'),
      products.map((p) => p.brand?.name ?? ''),
    ),
    row(
      'category',
      t('category'),
      products.map((p) => p.categoryName),
    ),
    row(
      'rating',
      t('rating'),
      products.map((p) => (p.ratingCount > 0 ? `${starsText(p.rating, locale)} / 5 (${p.ratingCount})` : '')),
    ),
    ...parameterRows(products),
  ];

  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      // Focusable so that a keyboard can scroll it sideways.
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg border border-line"
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 w-40 bg-white p-3" />
            {products.map((p) => {
              return (
                <th key={p.id} scope="col" className="min-w-40 p-3 text-left align-top font-normal">
                  {p.mainImage && (
                    <DecorativeImage
                      path={p.mainImage.path}
                      size={IMAGE_PX}
                      className="mb-2 aspect-square w-28 rounded-md bg-tint object-contain"
                    />
                  )}
                  <a
                    href={productPath(locale, p.slug)}
                    className="block font-semibold text-ink hover:text-brand hover:underline"
                  >
                    {p.name}
                  </a>
                  <RemoveFromComparison
                    productId={p.id}
                    pageIds={ids}
                    comparePath={comparePagePath(locale)}
                    label={t('remove')}
                    ariaLabel={t('removeOf', { name: p.name })}
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.key}
              data-differs={r.differs || undefined}
              className={r.differs ? 'bg-brand-soft/60' : ''}
            >
              <th
                scope="row"
                className={`sticky left-0 border-t border-line p-3 text-left align-top font-semibold ${r.differs ? 'bg-brand-soft' : 'bg-white'}`}
              >
                {r.label}
                {r.differs && (
                  <span className="ml-1 block text-xs font-normal text-brand">({t('differs')})</span>
                )}
              </th>
              {r.values.map((v, i) => (
                <td key={ids[i]} className="border-t border-line p-3 align-top">
                  {v || '–'}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td className="sticky left-0 border-t border-line bg-white p-3" />
            {products.map((p, i) => (
              <td key={p.id} className="border-t border-line p-3 align-top">
                {!p.visibility.saleable || !p.availability.isAvailable ? (
                  <p className="font-semibold text-muted">{t('unavailable')}</p>
                ) : p.hasVariants ? (
                  <a
                    href={productPath(locale, p.slug)}
                    className="block rounded-md border-2 border-brand px-3 py-2 text-center font-semibold text-brand hover:bg-brand-soft"
                  >
                    {t('chooseVariant')}
                  </a>
                ) : (
                  <AddToCart
                    locale={locale}
                    variantId={p.defaultVariantId}
                    cartHref={localizedPath(locale, '/kosik')}
                    labels={addLabels[i]!}
                    shoppingDisabledText={shopping_disabled ? shopping_disabled_text : null}
                    buttonClassName="w-full rounded-md bg-brand px-3 py-2 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80"
                  >
                    <input type="hidden" name="quantity" value="1" />
                  </AddToCart>
                )}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
