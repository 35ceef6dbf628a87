'use client';

import type { Cart } from '@shop/contract';
import { CURRENCIES, format, formatMoney, formatQuantity } from '@shop/rules';
import { toMinorUnits } from '@/lib/catalog/price';
import { findShipper } from '@/lib/checkout/selection';
import { useCheckoutState } from '@/lib/checkout/store';
import type { CheckoutMethods } from '@/lib/checkout/types';
import type { CheckoutTexts } from './texts';

/**
 * The cart with the chosen shipping and payment and what it all costs. The server recomputes every
 * price when the order is placed; this adds up the prices the store API quoted.
 */
export function CheckoutSummary({
  cart,
  methods,
  texts,
}: {
  cart: Cart;
  methods: CheckoutMethods;
  texts: CheckoutTexts['summary'];
}) {
  const state = useCheckoutState();
  const code = cart.currencyCode;
  const currency = CURRENCIES[code];
  const minor = (amount: number) => toMinorUnits(amount, code);
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, { freeText: texts.free });

  const selection = state?.selection;
  const shipper = findShipper(methods, selection?.shipperId ?? null);
  const payment = methods.payments.find((p) => p.payment.id === selection?.paymentId)?.payment ?? null;
  const branch = selection?.branch && shipper ? selection.branch : null;

  const withTax =
    minor(cart.prices.totalWithTax) +
    minor(shipper?.prices.priceWithTax ?? 0) +
    minor(payment?.prices.priceWithTax ?? 0);
  const withoutTax =
    minor(cart.prices.totalWithoutTax) +
    minor(shipper?.prices.priceWithoutTax ?? 0) +
    minor(payment?.prices.priceWithoutTax ?? 0);

  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit rounded-lg border border-line bg-tint p-4 lg:sticky lg:top-4"
      data-testid="checkout-summary"
    >
      <h2 id="checkout-summary" className="text-lg font-bold">
        {texts.title}
      </h2>
      <ul aria-label={texts.items} className="mt-3 divide-y divide-line text-sm">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <span>
              <span className="text-muted">
                {format(texts.amount, {
                  amount:
                    item.availability.quantityDecimals > 0
                      ? formatQuantity(item.amount, item.availability.quantityDecimals, item.variant.unit)
                      : item.amount,
                })}
              </span>{' '}
              {item.product.name}
              {item.variant.name !== item.product.name && (
                <span className="block text-muted">{item.variant.name}</span>
              )}
            </span>
            <span className="shrink-0 font-semibold">{money(minor(item.prices.totalWithTax))}</span>
          </li>
        ))}
        {cart.gifts.map((gift) => (
          <li key={`gift-${gift.id}`} className="flex justify-between gap-3 py-2">
            <span>
              <span className="text-muted">{texts.gifts}:</span> {gift.name}
            </span>
            <span className="shrink-0 font-semibold">{money(minor(gift.priceWithTax))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
        {cart.couponCode && cart.prices.couponDiscountWithTax > 0 && (
          <>
            <dt>{format(texts.discount, { code: cart.couponCode })}</dt>
            <dd className="text-right">−{money(minor(cart.prices.couponDiscountWithTax))}</dd>
          </>
        )}
        <dt>
          {texts.shipping}
          {shipper && (
            <span className="block text-muted" data-testid="summary-shipper">
              {shipper.name}
              {branch ? `, ${branch.name}` : ''}
            </span>
          )}
        </dt>
        <dd className="text-right" data-testid="summary-shipping-price">
          {shipper ? money(minor(shipper.prices.priceWithTax)) : texts.notChosen}
        </dd>
        <dt>
          {texts.payment}
          {payment && <span className="block text-muted">{payment.name}</span>}
        </dt>
        <dd className="text-right" data-testid="summary-payment-price">
          {payment ? money(minor(payment.prices.priceWithTax)) : texts.notChosen}
        </dd>
        {cart.prices.creditsWithTax > 0 && (
          <>
            <dt>{texts.credits}</dt>
            <dd className="text-right" data-testid="summary-credits">
              −{money(minor(cart.prices.creditsWithTax))}
            </dd>
          </>
        )}
        <dt className="mt-2 border-t border-line pt-2">{texts.withoutVat}</dt>
        <dd className="mt-2 border-t border-line pt-2 text-right">{formatMoney(withoutTax, currency)}</dd>
        <dt className="font-bold">{texts.total}</dt>
        <dd className="text-right text-xl font-extrabold" data-testid="summary-total">
          {formatMoney(withTax, currency)}
        </dd>
      </dl>
    </aside>
  );
}
