import type { Product, Variant } from '@shop/contract';
import { amountToShown, shownQuantityRules, truncateUnit } from '@shop/rules';
import { getMessages, getTranslations } from 'next-intl/server';
import type { PriceDisplay } from '@/lib/currency';
import { buttonState, freeShipping, priceView, stockText } from '@/lib/product/view';
import { detailPriceClass, priceLength } from '@/lib/catalog/price-length';
import { getDispatchSchedule } from '@/lib/product/server';
import { DispatchDate } from './DispatchDate';
import { StockWatch } from './StockWatch';
import { AddToCart } from '@/components/cart/AddToCart';
import { QuantityInput } from '@/components/cart/QuantityInput';
import { addToCartLabels } from '@/lib/cart/add-labels';
import { heartLabels } from '@/lib/lists/heart-labels';
import { AddToShoppingList } from '@/components/lists/AddToShoppingList';
import { WishlistHeart } from '@/components/lists/WishlistHeart';
import { localizedPath, type AppLocale } from '@/i18n/routing';

/** The most pieces one add may ask for: the variant's limit and, where stock is counted, its stock. */
function maxPieces(variant: Variant): number {
  const limits = [9999, variant.availability.amountMax ?? 9999];
  if (variant.availability.checkStock && variant.availability.stock !== null)
    limits.push(variant.availability.stock);
  return Math.max(Math.min(...limits), variant.availability.amountMin);
}

/**
 * The money button of a product that is also offered for credits: primary, unless the page was
 * opened to buy with credits, when it steps back to an outlined one.
 */
const MONEY_BUTTON_BESIDE_CREDITS =
  'bg-brand text-white hover:bg-brand-dark group-data-[for-credits=true]/purchase:border group-data-[for-credits=true]/purchase:border-brand group-data-[for-credits=true]/purchase:bg-white group-data-[for-credits=true]/purchase:text-brand group-data-[for-credits=true]/purchase:hover:bg-brand-soft';

export interface PanelContext {
  locale: AppLocale;
  /** The shop's text while shopping is switched off, else null. */
  shoppingDisabledText: string | null;
  display: PriceDisplay;
  freeShippingAt: number | null;
  showFreeShippingByPrice: boolean;
}

/**
 * Everything that changes with the chosen variant: prices by the display rules, quantity prices,
 * availability and stock, dispatch date, free-shipping tag, gifts and the add-to-cart form. Rendered
 * on the server for every variant; the picker only switches which one is shown.
 */
export async function VariantPanel({
  product,
  variant,
  ctx,
}: {
  product: Product;
  variant: Variant;
  ctx: PanelContext;
}) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'Product' }),
    getTranslations({ locale: ctx.locale, namespace: 'Cart' }),
  ]);
  const price = priceView(variant.prices, ctx.display);
  const unit = truncateUnit(variant.unit || product.unit);
  const stock = stockText(variant);
  const button = buttonState(variant, product.visibility.saleable);
  const free = freeShipping(
    variant,
    product.freeShippers.length > 0,
    ctx.freeShippingAt,
    ctx.showFreeShippingByPrice,
  );
  const reasonId = `add-reason-${variant.id}`;
  const vatLabel = (mode: 'with' | 'without') => t(mode === 'with' ? 'withVat' : 'withoutVat');
  const gifts = product.gifts.filter((g) => g.isAvailable);
  const delivery = variant.availability.isAvailable
    ? await getDispatchSchedule(variant.availability.delayDays, ctx.locale)
    : null;

  return (
    <div className="space-y-4">
      <div>
        {price.original && (
          <p className="flex flex-wrap items-center gap-x-3 text-muted">
            <span>
              <span className="sr-only">{t('originalPrice')}: </span>
              <s>{price.original}</s>
            </span>
            {price.discountPercent !== null && (
              <span className="rounded bg-danger px-2 py-0.5 text-sm font-bold text-white">
                {t('discount', { percent: price.discountPercent })}
              </span>
            )}
          </p>
        )}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span
            data-testid="product-price"
            data-customer-price={`${product.id}:${variant.id}`}
            data-vat={price.mainVat}
            data-guest={price.main}
            className={`${detailPriceClass[priceLength(price.mainAmount)]} font-extrabold text-ink`}
          >
            {price.main}
          </span>
          <span className="text-sm text-muted">{vatLabel(price.mainVat)}</span>
        </p>
        {price.secondary && (
          <p className="text-sm text-muted">
            <span
              data-customer-price={`${product.id}:${variant.id}`}
              data-vat={price.mainVat === 'with' ? 'without' : 'with'}
              data-guest={price.secondary}
            >
              {price.secondary}
            </span>{' '}
            {vatLabel(price.mainVat === 'with' ? 'without' : 'with')}
          </p>
        )}
        {price.lowest30 && (
          <p className="mt-1 text-sm text-muted" data-testid="lowest-30">
            {t('lowest30')}: {price.lowest30}
          </p>
        )}
        {price.recommended && (
          <p className="mt-1 text-sm text-muted">
            {t('recommended')}: <s>{price.recommended}</s>
          </p>
        )}
      </div>

      {price.quantityPrices.length > 0 && (
        <table className="w-full max-w-xs text-sm">
          <caption className="mb-1 text-left font-semibold">{t('quantityPrices')}</caption>
          <tbody>
            {price.quantityPrices.map((q) => (
              <tr key={q.fromAmount} className="border-t border-line">
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {t('fromAmount', {
                    amount: amountToShown(q.fromAmount, variant.availability.quantityDecimals),
                    unit,
                  })}
                </th>
                <td className="py-1 text-right font-semibold">{t('perUnit', { price: q.price, unit })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className="space-y-1 text-sm">
        <p
          className={
            variant.availability.isAvailable ? 'font-semibold text-accent' : 'font-semibold text-danger'
          }
          data-testid="availability"
        >
          {stock
            ? t('stock', { availability: variant.availability.availability, stock, unit })
            : variant.availability.availability}
        </p>
        {delivery && (
          <DispatchDate
            schedule={delivery.days}
            closesAtSeconds={delivery.closesAtSeconds}
            locale={ctx.locale}
            labels={{
              // The shipper's name is known on the server; the date is the browser's pick.
              template: delivery.shipper
                ? (t.raw('deliveryBy') as string).replace('{shipper}', delivery.shipper)
                : (t.raw('delivery') as string),
              today: t('today'),
              tomorrow: t('tomorrow'),
            }}
          />
        )}
        {free && <p className="font-semibold text-accent">{t('freeShipping')}</p>}
        {gifts.map((g) => (
          <p key={g.id}>{t('gift', { name: g.name })}</p>
        ))}
      </div>

      {/* A plain form (works without JavaScript); with it, the item-added dialog opens in place. */}
      {button.disabled ? (
        <div className="flex flex-wrap items-end gap-3">
          <button
            type="button"
            disabled
            aria-describedby={reasonId}
            className="cursor-not-allowed rounded-md bg-muted px-6 py-2.5 font-semibold text-white"
          >
            {t('addToCart')}
          </button>
          <p id={reasonId} role="note" className="w-full text-sm text-danger">
            {product.visibility.saleable ? t(button.tooltip) : t('notSaleable')}
          </p>
        </div>
      ) : (
        // Opened to buy with credits (`data-for-credits` on the purchase block), the credit form is
        // the primary one, marked out, and the money button steps back; otherwise the money form
        // is. The order stays, so reading and keyboard order match what is seen.
        <div className="flex flex-col gap-4">
          <AddToCart
            locale={ctx.locale}
            variantId={variant.id}
            cartHref={localizedPath(ctx.locale, '/kosik')}
            labels={await addToCartLabels(ctx.locale, t('addToCart'))}
            shoppingDisabledText={ctx.shoppingDisabledText}
            className="flex flex-wrap items-end gap-3"
            buttonClassName={`min-h-11 rounded-md px-6 py-2.5 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-80 ${
              product.creditPrice ? MONEY_BUTTON_BESIDE_CREDITS : 'bg-brand text-white hover:bg-brand-dark'
            }`}
          >
            <QuantityInput
              name="quantity"
              label={t('quantity')}
              initial={amountToShown(variant.availability.amountMin, variant.availability.quantityDecimals)}
              rules={shownQuantityRules(
                {
                  amountMin: variant.availability.amountMin,
                  amountMax: maxPieces(variant),
                  decimals: variant.availability.quantityDecimals,
                  unit,
                },
                true,
              )}
              labels={{ decrease: tc('decrease'), increase: tc('increase') }}
            />
          </AddToCart>
          {/* Logged-in customers may buy it with loyalty credits (the store API refuses anyone else). */}
          {product.creditPrice ? (
            <AddToCart
              locale={ctx.locale}
              variantId={variant.id}
              cartHref={localizedPath(ctx.locale, '/kosik')}
              labels={await addToCartLabels(ctx.locale, t('buyForCredits'))}
              shoppingDisabledText={ctx.shoppingDisabledText}
              className="flex flex-wrap items-center gap-3 rounded-lg group-data-[for-credits=true]/purchase:border-2 group-data-[for-credits=true]/purchase:border-brand group-data-[for-credits=true]/purchase:bg-brand-soft group-data-[for-credits=true]/purchase:p-3"
              buttonClassName="min-h-11 rounded-md border border-brand px-6 py-2.5 font-semibold text-brand hover:bg-brand-soft aria-disabled:cursor-wait aria-disabled:opacity-80 group-data-[for-credits=true]/purchase:bg-brand group-data-[for-credits=true]/purchase:text-white group-data-[for-credits=true]/purchase:hover:bg-brand-dark"
            >
              <input type="hidden" name="forCredits" value="1" />
              <p className="text-sm text-muted group-data-[for-credits=true]/purchase:font-semibold group-data-[for-credits=true]/purchase:text-ink">
                {t('creditPrice', { credits: product.creditPrice })}
              </p>
            </AddToCart>
          ) : null}
        </div>
      )}

      <StockWatch product={product} variant={variant} locale={ctx.locale} />

      <WishlistHeart
        variantId={variant.id}
        productName={variant.isDefault ? product.name : `${product.name} – ${variant.name}`}
        locale={ctx.locale}
        labels={await heartLabels(ctx.locale)}
        withText
      />
      <AddToShoppingList
        variantId={variant.id}
        locale={ctx.locale}
        listsHref={localizedPath(ctx.locale, '/uzivatel/nakupni-seznamy')}
        texts={(await getMessages({ locale: ctx.locale })).Lists.addToList}
      />

      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
        <dt>{t('code')}:</dt>
        <dd>{variant.catalogCode}</dd>
        {variant.ean && (
          <>
            <dt>{t('ean')}:</dt>
            <dd>{variant.ean}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
