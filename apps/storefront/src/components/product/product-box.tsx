import type { ProductBox as ProductBoxData } from '@shop/contract';
import { addButtonState, displayStock, ratingToStars, showsDetailButton } from '@shop/rules';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { addToCartLabels } from '@/lib/cart/add-labels';
import { productPath } from '@/lib/catalog/colours';
import { formatPrice, toMinorUnits, type VatDisplay } from '@/lib/catalog/price';
import { boxPriceClass, priceLength } from '@/lib/catalog/price-length';
import { DecorativeImage } from '@/components/ui/DecorativeImage';
import { ProductBoxFrame } from './product-box-frame';
import { TagChip } from './TagChip';
import { SHOP_TAG_COLORS, withShopTags } from '@/lib/product/tags';
import { WishlistHeart } from '../lists/WishlistHeart';
import { heartLabels } from '@/lib/lists/heart-labels';
import { getGlobals } from '@/lib/product/server';
import { AddToCart } from '../cart/AddToCart';
import { VariantChoice } from '../cart/VariantChoice';
import { CompareButton } from '../compare/CompareButton';
import { compareTexts, comparePagePath } from '@/lib/compare/texts';

/** Product images sit in a 270 px box. */
const IMAGE_PX = 270;

const ADD_BUTTON =
  'w-full rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-wait aria-disabled:opacity-80';

/**
 * Shop settings of the add button (globals, cached): whether a product with several variants asks
 * which one, and the text shown instead of adding while shopping is switched off.
 */
async function addSettings(locale: AppLocale, p: ProductBoxData) {
  const globals = await getGlobals(locale, p.prices.currencyCode);
  const { shopping_disabled, shopping_disabled_text } = globals.configuration.cart;
  return {
    variantChoice: globals.settings.functions.variantChoiceModal === true,
    compare: globals.settings.functions.compare === true,
    shoppingDisabledText: shopping_disabled ? shopping_disabled_text : null,
  };
}

type Props = {
  product: ProductBoxData;
  locale: AppLocale;
  /** Prices with VAT, without, or both (the visitor's display setting; with VAT by default). */
  vatDisplay?: VatDisplay;
  /** Shop setting that sends every product to its detail page instead of adding it from a list. */
  forceDetailButton?: boolean;
  /**
   * The first boxes of a listing: loaded at once, not when scrolled near. Not fetched first: where a
   * listing starts depends on the screen (below a phone's first screen here), and the browser
   * raises the pictures it finds in view itself.
   */
  priority?: boolean;
  headingLevel?: 2 | 3;
};

/**
 * Product box: image with a hover image, name, rating, tags, prices by the display rules,
 * availability with stock, colour variants revealed on first hover (a small client island) and
 * the add-to-cart or detail button. A server component: everything but the hover island is HTML.
 */
export async function ProductBox({
  product: p,
  locale,
  vatDisplay = 'with',
  forceDetailButton = false,
  priority = false,
  headingLevel = 3,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'ProductBox' });
  const href = productPath(locale, p.slug, p.variantId, p.defaultVariantId);
  const H = `h${headingLevel}` as const;
  const nameId = `pb-${p.id}-name`;

  const detailButton = showsDetailButton({
    amountMin: p.availability.amountMin,
    hasQuantityPrices: p.hasQuantityPrices,
    forcedBySetting: forceDetailButton,
  });
  const settings = await addSettings(locale, p);
  const add = addButtonState({
    unitPriceWithTax: toMinorUnits(p.prices.unitWithTax, p.prices.currencyCode),
    isAvailable: p.availability.isAvailable && p.saleable,
    variantRequired: false,
    variantChosen: true,
  });

  return (
    <ProductBoxFrame
      productId={p.id}
      colourCount={p.colourCount}
      locale={locale}
      labelledBy={nameId}
      coloursLabel={t('colourVariants', { name: p.name })}
      media={
        <div className="relative">
          <a
            href={href}
            tabIndex={-1}
            aria-hidden="true"
            className="relative block aspect-square overflow-hidden rounded-md bg-tint"
          >
            {p.mainImage && (
              <DecorativeImage
                path={p.mainImage.path}
                size={IMAGE_PX}
                loading={priority ? 'eager' : 'lazy'}
                decoding="async"
                className="size-full object-contain"
              />
            )}
            {p.hoverImage && (
              // CSS-only swap on hover of the box; lazily loaded, decorative.
              <DecorativeImage
                path={p.hoverImage.path}
                size={IMAGE_PX}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full bg-tint object-contain opacity-0 transition-opacity duration-200 group-hover:opacity-100"
              />
            )}
          </a>
          <WishlistHeart
            variantId={p.variantId || null}
            productName={p.name}
            locale={locale}
            labels={await heartLabels(locale)}
            className="absolute top-1.5 right-1.5"
          />
          {settings.compare && (
            <CompareButton
              productId={p.id}
              productName={p.name}
              comparePath={comparePagePath(locale)}
              texts={await compareTexts(locale)}
              className="absolute top-14 right-1.5"
            />
          )}
        </div>
      }
      body={
        <>
          <Badges p={p} t={t} />
          <H id={nameId} className="mt-2 text-base leading-snug font-semibold">
            <a href={href} className="text-ink hover:text-brand hover:underline">
              {p.name}
            </a>
          </H>
          <Rating rating={p.rating} count={p.ratingCount} t={t} />
          {p.colourCount > 1 && (
            <p className="mt-1 text-xs text-muted">{t('colours', { count: p.colourCount })}</p>
          )}
        </>
      }
      footer={
        <>
          <Price p={p} vatDisplay={vatDisplay} t={t} />
          <Stock p={p} t={t} />
          <div className="mt-3">
            {detailButton ? (
              <a
                href={href}
                aria-label={t('detailOf', { name: p.name })}
                className="block rounded-md border-2 border-brand px-4 py-2 text-center font-semibold text-brand hover:bg-brand-soft"
              >
                {t('detail')}
              </a>
            ) : add.disabled ? (
              <p>
                <button
                  type="button"
                  aria-disabled="true"
                  aria-label={t('addToCartOf', { name: p.name })}
                  aria-describedby={`${nameId}-why`}
                  title={t(add.tooltip)}
                  className="w-full cursor-not-allowed rounded-md bg-line px-4 py-2 font-semibold text-muted"
                >
                  {t('addToCart')}
                </button>
                <span id={`${nameId}-why`} className="mt-1 block text-center text-xs text-muted">
                  {t(add.tooltip)}
                </span>
              </p>
            ) : p.variantCount > 1 && settings.variantChoice ? (
              <VariantChoice
                productId={p.id}
                productName={p.name}
                productPath={productPath(locale, p.slug)}
                variantParam={p.variantId !== p.defaultVariantId ? p.variantId : null}
                locale={locale}
                cartHref={localizedPath(locale, '/kosik')}
                labels={{
                  ...(await addToCartLabels(locale, t('addToCart'), t('addToCartOf', { name: p.name }))),
                  variantRequired: t('variantRequired'),
                }}
                texts={{
                  heading: t('chooseVariant'),
                  loading: t('variantsLoading'),
                  failed: t('variantsFailed'),
                  close: t('close'),
                  notAvailable: t('notAvailable'),
                }}
                shoppingDisabledText={settings.shoppingDisabledText}
                buttonClassName={ADD_BUTTON}
              />
            ) : (
              <AddToCart
                locale={locale}
                variantId={p.variantId}
                cartHref={localizedPath(locale, '/kosik')}
                labels={await addToCartLabels(locale, t('addToCart'), t('addToCartOf', { name: p.name }))}
                shoppingDisabledText={settings.shoppingDisabledText}
                buttonClassName={ADD_BUTTON}
              >
                <input type="hidden" name="quantity" value={p.availability.amountMin} />
              </AddToCart>
            )}
          </div>
        </>
      }
    />
  );
}

type T = Awaited<ReturnType<typeof getTranslations<'ProductBox'>>>;

/**
 * Discount, catalogue tags, free shipping, N+1, a free gift and an ended promotion; text chips with
 * a colour mark (readable contrast).
 */
function Badges({ p, t }: { p: ProductBoxData; t: T }) {
  const chips = withShopTags(
    p.tags
      .filter((tag) => tag.visibility.catalog)
      .map((tag) => ({ key: tag.code, text: tag.text, color: tag.color })),
    [
      {
        key: 'free-shipping',
        text: t('freeShipping'),
        color: SHOP_TAG_COLORS.freeShipping,
        on: p.freeShipping,
      },
      {
        key: 'n-plus-one',
        text: p.nPlusOne ? t('nPlusOne', { n: p.nPlusOne }) : '',
        color: SHOP_TAG_COLORS.nPlusOne,
        on: p.nPlusOne !== null && p.nPlusOne > 0,
      },
      { key: 'gift-free', text: t('giftFree'), color: SHOP_TAG_COLORS.giftFree, on: p.giftFree },
      { key: 'sale-ended', text: t('saleEnded'), color: SHOP_TAG_COLORS.saleEnded, on: p.saleEnded },
    ],
  );
  const discount = p.prices.inDiscount && p.prices.percentageDiscount > 0;
  if (!discount && chips.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
      {discount && (
        <li className="rounded bg-danger px-1.5 py-0.5 text-white">
          <span aria-hidden="true">−{p.prices.percentageDiscount} %</span>
          <span className="sr-only">{t('discount', { percent: p.prices.percentageDiscount })}</span>
        </li>
      )}
      {chips.map((c) => (
        <TagChip key={c.key} text={c.text} color={c.color} />
      ))}
    </ul>
  );
}

function Rating({ rating, count, t }: { rating: number; count: number; t: T }) {
  if (count <= 0) return null;
  const stars = ratingToStars(rating, { increment: 0.5 });
  const label = t('rating', { stars: stars.toLocaleString('cs-CZ') });
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
      <span className="relative inline-block text-base leading-none tracking-tight" aria-hidden="true">
        <span className="text-line">★★★★★</span>
        <span
          className="absolute inset-0 overflow-hidden text-[#b35c00]"
          style={{ width: `${(stars / 5) * 100}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{label}</span>
      <span>({t('ratingCount', { count })})</span>
    </p>
  );
}

/** Price display rules: original price only when above the current, rounded percent, 30-day low. */
function Price({ p, vatDisplay, t }: { p: ProductBoxData; vatDisplay: VatDisplay; t: T }) {
  const pr = p.prices;
  const cur = pr.currencyCode;
  const withoutFirst = vatDisplay === 'without';
  const current = withoutFirst ? pr.unitWithoutTax : pr.unitWithTax;
  const original = withoutFirst ? pr.unitOriginalWithoutTax : pr.unitOriginalWithTax;
  const lowest = pr.attributes.lowest_price_30_days;
  return (
    <div className="mt-2">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('price')}: </span>
        <span
          data-price={current}
          data-customer-price={`${p.id}:${p.variantId}`}
          data-vat={withoutFirst ? 'without' : 'with'}
          data-guest={formatPrice(current, cur)}
          className={`${boxPriceClass[priceLength(current)]} font-extrabold ${pr.inDiscount ? 'text-danger' : 'text-ink'}`}
        >
          {vatDisplay === 'with'
            ? formatPrice(current, cur)
            : t(withoutFirst ? 'withoutVat' : 'withVat', { price: formatPrice(current, cur) })}
        </span>
        {original > current && (
          <del className="text-sm text-muted">
            <span className="sr-only">{t('originalPrice')}: </span>
            {formatPrice(original, cur)}
          </del>
        )}
      </p>
      {vatDisplay === 'both' && (
        <p
          className="text-sm text-muted"
          data-customer-price={`${p.id}:${p.variantId}`}
          data-vat="without"
          data-guest={formatPrice(pr.unitWithoutTax, cur)}
        >
          {t('withoutVat', { price: formatPrice(pr.unitWithoutTax, cur) })}
        </p>
      )}
      {pr.inDiscount && lowest && (
        <p className="text-xs text-muted">
          {t('lowest30', { price: formatPrice(withoutFirst ? lowest.withoutTax : lowest.withTax, cur) })}
        </p>
      )}
    </div>
  );
}

function Stock({ p, t }: { p: ProductBoxData; t: T }) {
  const a = p.availability;
  const stock = a.isAvailable ? displayStock(a.checkStock && a.stock !== null ? a.stock : 'unlimited') : null;
  return (
    <p className={`mt-1 text-sm font-semibold ${a.isAvailable ? 'text-accent' : 'text-muted'}`}>
      {a.availability}
      {stock && <> {t('stockUnit', { stock: stock.text, unit: p.unit })}</>}
    </p>
  );
}
