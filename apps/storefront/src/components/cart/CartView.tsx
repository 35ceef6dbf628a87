import type { Cart, OrderGift } from '@shop/contract';
import { formatQuantity, QUANTITY_INPUT_MAX_LENGTH, truncateUnit } from '@shop/rules';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import type { CartNotice } from '@/lib/cart/form-action';
import { formatPrice } from '@/lib/catalog/price';
import { MediaImage } from '../ui/MediaImage';
import { AppLink } from '../ui/AppLink';
import { productQuery } from '@/lib/product/path';
import { cartLineItem, removeFromCartEvent } from '@/lib/analytics/ecommerce';
import { ReportingForm } from '../analytics/ReportingForm';
import { PageNotice } from '../layout/PageNotice';
import { CartGifts } from './CartGifts';
import { PriceSummary, SummaryList, SummaryRow } from '../order/PriceSummary';

/** Items that can no longer be bought are named for longer than other notices: they are gone. */
const REMOVED_ITEMS_NOTICE_MS = 30_000;

const NOTICE_KEYS = {
  upraveno: 'amountChanged',
  'neni-skladem': 'notInStock',
  chyba: 'failed',
  pokusy: 'tooMany',
  kupon: 'couponApplied',
  'kupon-unknown': 'couponUnknown',
  'kupon-notYet': 'couponNotYet',
  'kupon-expired': 'couponExpired',
  'kupon-usedUp': 'couponUsedUp',
  'kupon-currency': 'couponCurrency',
  darek: 'giftAdded',
  'darek-nelze': 'giftUnavailable',
  kredity: 'creditsApplied',
  'kredity-zustatek': 'creditsCut',
  'kredity-malo': 'creditsTooFew',
  'kredity-prihlaseni': 'creditsLogin',
} as const satisfies Record<CartNotice, string>;
const GOOD_NOTICES: readonly CartNotice[] = ['upraveno', 'kupon', 'darek', 'kredity', 'kredity-zustatek'];

/** The cart page's content: lines with amount and removal forms, then the totals. */
export async function CartView({
  locale,
  cart,
  gifts,
  notice,
  credits = null,
}: {
  locale: AppLocale;
  cart: Cart;
  gifts: OrderGift[];
  notice: CartNotice | null;
  /** A logged-in customer's loyalty credits in crowns (the shop has them on), else null. */
  credits?: number | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Cart' });
  const money = (amount: number) => formatPrice(amount, cart.currencyCode);
  const freeShippingLeft = cart.prices.freeShippingRemaining;
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{t('title')}</h1>
      {notice && (
        <p
          role={GOOD_NOTICES.includes(notice) ? 'status' : 'alert'}
          className={`mt-4 rounded-md border p-3 font-semibold ${GOOD_NOTICES.includes(notice) ? 'border-accent text-accent' : 'border-danger text-danger'}`}
        >
          {t(NOTICE_KEYS[notice])}
        </p>
      )}
      {cart.removedItems.length > 0 && (
        <PageNotice
          kind="danger"
          durationMs={REMOVED_ITEMS_NOTICE_MS}
          title={t('removedItems', {
            names: cart.removedItems.map((i) => i.name ?? t('removedUnknown')).join(', '),
          })}
          className="mt-4 rounded-md border border-danger p-3 font-semibold text-danger"
        />
      )}
      {cart.items.length === 0 ? (
        <div className="mt-6">
          <p>{t('empty')}</p>
          <p className="mt-4">
            <AppLink locale={locale} href="/" className="font-semibold text-brand underline">
              {t('continue')}
            </AppLink>
          </p>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <ul aria-label={t('items')} className="divide-y divide-line rounded-lg border border-line bg-white">
            {cart.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-4 p-4" data-testid="cart-line">
                {item.variant.mainImage && (
                  <MediaImage
                    path={item.variant.mainImage.path}
                    alt=""
                    size={80}
                    className="size-20 shrink-0 rounded-md bg-tint object-contain"
                  />
                )}
                <div className="min-w-48 flex-1">
                  <AppLink
                    locale={locale}
                    // A line bought with credits links to its product ready to buy with credits again.
                    href={`/produkt/${encodeURIComponent(item.product.slug)}${productQuery({ forCredits: item.forCredits })}`}
                    prefetch={false}
                    className="font-semibold text-ink hover:underline"
                  >
                    {item.product.name}
                  </AppLink>
                  {item.variant.name !== item.product.name && (
                    <p className="text-sm text-muted">{item.variant.name}</p>
                  )}
                  <p className="text-sm text-muted">
                    {item.forCredits
                      ? t('forCredits', { credits: item.creditPrice ?? 0 })
                      : t('unitPrice', { price: money(item.prices.unitWithTax), unit: item.variant.unit })}
                  </p>
                  {item.freePieces > 0 && item.attributes.promotion && (
                    <p className="text-sm font-semibold text-accent" data-testid="free-pieces">
                      {t('freePieces', {
                        count: item.freePieces,
                        buy: item.attributes.promotion.buy,
                        free: item.attributes.promotion.free,
                      })}
                    </p>
                  )}
                </div>
                <form action="/api/cart/update" method="post" className="flex items-end gap-2">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="itemId" value={item.id} />
                  <label className="flex flex-col text-sm">
                    <span>{t('amount')}</span>
                    <span className="mt-1 flex items-center gap-1">
                      {item.availability.quantityDecimals > 0 ? (
                        // Metric goods are typed in shown units ("1,5" m); the handler makes the amount.
                        <input
                          type="text"
                          name="amountShown"
                          inputMode="decimal"
                          maxLength={QUANTITY_INPUT_MAX_LENGTH}
                          defaultValue={formatQuantity(item.amount, item.availability.quantityDecimals, '')}
                          aria-label={t('amountOf', { name: item.product.name })}
                          className="w-20 rounded-md border border-muted px-2 py-2 text-base"
                        />
                      ) : (
                        <input
                          type="number"
                          name="amount"
                          inputMode="numeric"
                          min={1}
                          max={9999}
                          defaultValue={item.amount}
                          aria-label={t('amountOf', { name: item.product.name })}
                          className="w-20 rounded-md border border-muted px-2 py-2 text-base"
                        />
                      )}
                      <span className="text-muted" data-testid="line-unit">
                        {truncateUnit(item.variant.unit)}
                      </span>
                    </span>
                  </label>
                  {item.availability.quantityDecimals > 0 && (
                    <input type="hidden" name="amountDecimals" value={item.availability.quantityDecimals} />
                  )}
                  <button
                    type="submit"
                    className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
                  >
                    {t('update')}
                  </button>
                </form>
                <p className="w-28 text-right font-bold" data-testid="line-total">
                  {item.forCredits
                    ? t('forCredits', { credits: (item.creditPrice ?? 0) * item.amount })
                    : money(item.prices.totalWithTax)}
                </p>
                <ReportingForm
                  action="/api/cart/remove"
                  method="post"
                  event={removeFromCartEvent([cartLineItem(item)], cart.currencyCode)}
                >
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="itemId" value={item.id} />
                  <button
                    type="submit"
                    aria-label={t('removeOf', { name: item.product.name })}
                    className="rounded-md px-3 py-2 text-sm text-danger underline hover:bg-tint"
                  >
                    {t('remove')}
                  </button>
                </ReportingForm>
              </li>
            ))}
          </ul>
          <PriceSummary id="cart-summary" heading={t('summary')}>
            <SummaryList>
              <SummaryRow label={t('itemsTotal')}>{money(cart.prices.itemsWithTax)}</SummaryRow>
              {cart.couponCode && cart.prices.couponDiscountWithTax > 0 && (
                <SummaryRow label={t('discount', { code: cart.couponCode })} testId="cart-discount">
                  −{money(cart.prices.couponDiscountWithTax)}
                </SummaryRow>
              )}
              {cart.gifts.length > 0 && (
                <SummaryRow label={t('giftsTotal')} testId="cart-gifts-total">
                  {cart.prices.giftsWithTax > 0 ? money(cart.prices.giftsWithTax) : t('giftFree')}
                </SummaryRow>
              )}
              {cart.prices.creditsWithTax > 0 && (
                <SummaryRow label={t('creditsUsed')} testId="cart-credits">
                  −{money(cart.prices.creditsWithTax)}
                </SummaryRow>
              )}
              <SummaryRow label={t('withoutVat')}>{money(cart.prices.totalWithoutTax)}</SummaryRow>
              <dt className="font-bold">{t('total')}</dt>
              <dd className="text-right text-xl font-extrabold" data-testid="cart-total">
                {money(cart.prices.totalWithTax)}
              </dd>
            </SummaryList>
            {freeShippingLeft !== null && (
              <p className="mt-3 text-sm">
                {freeShippingLeft === 0
                  ? t('freeShipping')
                  : t('freeShippingLeft', { amount: money(freeShippingLeft) })}
              </p>
            )}
            {cart.couponCode ? (
              <form action="/api/cart/coupon" method="post" className="mt-4 flex items-center gap-2 text-sm">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="remove" value="1" />
                <span>{t('couponUsed', { code: cart.couponCode })}</span>
                <button type="submit" className="text-danger underline">
                  {t('couponRemove')}
                </button>
              </form>
            ) : (
              <form action="/api/cart/coupon" method="post" className="mt-4 flex items-end gap-2">
                <input type="hidden" name="locale" value={locale} />
                <label className="flex flex-1 flex-col text-sm">
                  <span>{t('coupon')}</span>
                  <input
                    name="couponCode"
                    required
                    maxLength={50}
                    autoComplete="off"
                    className="mt-1 w-full rounded-md border border-muted px-2 py-2 text-base uppercase"
                  />
                </label>
                <button
                  type="submit"
                  className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
                >
                  {t('couponApply')}
                </button>
              </form>
            )}
            {credits !== null && credits > 0 && cart.currencyCode === 'CZK' && (
              <form action="/api/cart/credits" method="post" className="mt-4 grid gap-1 text-sm">
                <input type="hidden" name="locale" value={locale} />
                <p>{t('creditsAvailable', { amount: money(credits) })}</p>
                <div className="flex items-end gap-2">
                  <label className="flex flex-1 flex-col">
                    <span>{t('creditsSpend')}</span>
                    <input
                      name="credits"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={Math.floor(credits)}
                      step={1}
                      defaultValue={Math.round(cart.prices.creditsWithTax)}
                      className="mt-1 w-full rounded-md border border-muted px-2 py-2 text-base"
                    />
                  </label>
                  <button
                    type="submit"
                    className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft"
                  >
                    {t('creditsApply')}
                  </button>
                </div>
              </form>
            )}
            <ReportingForm
              action="/api/cart/remove"
              method="post"
              className="mt-4"
              event={removeFromCartEvent(
                cart.items.map((item) => cartLineItem(item)),
                cart.currencyCode,
              )}
            >
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="all" value="1" />
              <button type="submit" className="text-sm text-muted underline">
                {t('emptyCart')}
              </button>
            </ReportingForm>
            {cart.prices.orderMinimumRemaining > 0 && (
              <p className="mt-3 text-sm font-semibold text-danger" data-testid="minimum-left">
                {t('minimumLeft', { remainingPrice: money(cart.prices.orderMinimumRemaining) })}
              </p>
            )}
            <p className="mt-4">
              {cart.prices.orderMinimumRemaining > 0 ? (
                <span className="block rounded-md bg-muted px-4 py-2.5 text-center font-semibold text-white">
                  {t('checkoutBlocked')}
                </span>
              ) : (
                <a
                  href={localizedPath(locale, '/kosik/doprava-a-platba')}
                  className="block rounded-md bg-brand px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-dark"
                >
                  {t('checkout')}
                </a>
              )}
            </p>
            <p className="mt-3 text-center">
              <a href={localizedPath(locale, '/')} className="text-sm font-semibold text-brand underline">
                {t('continue')}
              </a>
            </p>
          </PriceSummary>
        </div>
      )}
      {cart.items.length > 0 && (
        <CartGifts
          locale={locale}
          gifts={gifts}
          currency={cart.currencyCode}
          cartValue={cart.prices.discountLimitPriceWithVat}
        />
      )}
    </>
  );
}
