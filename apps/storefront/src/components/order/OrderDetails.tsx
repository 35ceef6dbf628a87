import type { Order, OrderAddress, OrderItem } from '@shop/contract';
import { formatQuantity } from '@shop/rules';
import { getTranslations } from 'next-intl/server';
import { localeContext, type AppLocale } from '@/i18n/routing';
import { formatPrice } from '@/lib/catalog/price';
import { formatPostcode } from '@/lib/checkout';
import { getGlobals } from '@/lib/product/server';
import { PriceSummary, SummaryList, SummaryRow } from './PriceSummary';

/** 'YYYY-MM-DD' as 'pátek 27. 11. 2026' in the page's language. */
function longDate(locale: AppLocale, iso: string): string {
  return new Intl.DateTimeFormat(localeContext[locale].htmlLang, {
    weekday: 'long',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** 'YYYY-MM-DD' as '23. 4. 1985' in the page's language. */
function shortDate(locale: AppLocale, iso: string): string {
  return new Intl.DateTimeFormat(localeContext[locale].htmlLang, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** An address as written on a letter; the country by the shop's own (localised) country list. */
function Address({ address, countries }: { address: OrderAddress; countries: Map<string, string> }) {
  return (
    <>
      <span className="block">{address.street}</span>
      <span className="block">
        {formatPostcode(address.postcode)} {address.city}
      </span>
      <span className="block">{countries.get(address.countryCode) ?? address.countryCode}</span>
    </>
  );
}

export async function OrderDetails({ locale, order }: { locale: AppLocale; order: Order }) {
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'Order' }),
    getGlobals(locale, order.currencyCode),
  ]);
  const countries = new Map(globals.countries.map((c) => [c.alpha3, c.name]));
  const titles = new Map(globals.forms.formalTitles.map((f) => [f.code, f.name]));
  const { extras } = order;
  const money = (amount: number) => formatPrice(amount, order.currencyCode, t('free'));
  const items = order.items.filter((i) => i.kind === 'item');
  const gifts = order.items.filter((i) => i.kind === 'gift');
  const { prices, customer, branch } = order;

  const line = (item: OrderItem) => (
    <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.name}</p>
        {item.variantName && item.variantName !== item.name && (
          <p className="text-sm text-muted">{item.variantName}</p>
        )}
        <p className="text-sm text-muted">
          {t('amount', { amount: formatQuantity(item.amount, item.quantityDecimals, ''), unit: item.unit })}
          {item.freePieces > 0 && <> · {t('freePieces', { count: item.freePieces, unit: item.unit })}</>}
          {item.kind === 'item' && (
            <> · {t('unitPrice', { price: money(item.prices.unitWithTax), unit: item.unit })}</>
          )}
        </p>
      </div>
      <p className="font-bold">{money(item.prices.totalWithTax)}</p>
    </li>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        <section aria-labelledby="order-items">
          <h2 id="order-items" className="text-lg font-bold">
            {t('items')}
          </h2>
          <ul
            className="mt-2 divide-y divide-line rounded-lg border border-line bg-white"
            data-testid="order-items"
          >
            {items.map(line)}
          </ul>
        </section>
        {gifts.length > 0 && (
          <section aria-labelledby="order-gifts">
            <h2 id="order-gifts" className="text-lg font-bold">
              {t('gifts')}
            </h2>
            <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
              {gifts.map(line)}
            </ul>
          </section>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="order-delivery">
            <h2 id="order-delivery" className="text-lg font-bold">
              {t('delivery')}
            </h2>
            {/* The order's record, in the language it was placed in. */}
            <p className="mt-2 font-semibold" data-content="order">
              {order.shipper.name}
            </p>
            {branch ? (
              <p className="mt-1">
                <span className="block text-sm text-muted">{t('pickupPoint')}</span>
                <span className="block font-semibold">{branch.name}</span>
                <Address countries={countries} address={branch.address} />
              </p>
            ) : (
              <p className="mt-1">
                <span className="block text-sm text-muted">{t('deliveryAddress')}</span>
                <span className="block font-semibold">{customer.shippingName || customer.name}</span>
                <Address countries={countries} address={order.shippingAddress} />
              </p>
            )}
            {order.expectedDeliveryDate && (
              <p className="mt-2" data-testid="expected-delivery">
                {t('expectedDelivery', { date: longDate(locale, order.expectedDeliveryDate) })}
              </p>
            )}
            {order.deliveryTimeSlot && (
              <p className="mt-1">{t('timeSlot', { slot: order.deliveryTimeSlot })}</p>
            )}
          </section>
          <section aria-labelledby="order-payment">
            <h2 id="order-payment" className="text-lg font-bold">
              {t('payment')}
            </h2>
            <p className="mt-2 font-semibold" data-content="order">
              {order.payment.name}
            </p>
          </section>
          <section aria-labelledby="order-customer">
            <h2 id="order-customer" className="text-lg font-bold">
              {t('customer')}
            </h2>
            <p className="mt-2">
              <span className="block font-semibold">
                {extras.formalTitle && `${titles.get(extras.formalTitle) ?? extras.formalTitle} `}
                {customer.name}
              </span>
              <span className="block break-all">{customer.email}</span>
              <span className="block">{customer.phone}</span>
              {extras.dateOfBirth && (
                <span className="block">
                  {t('dateOfBirth', { date: shortDate(locale, extras.dateOfBirth) })}
                </span>
              )}
              {extras.customOrderNumber && (
                <span className="block">{t('customOrderNumber', { number: extras.customOrderNumber })}</span>
              )}
              {extras.cardRequest && <span className="block">{t('cardRequest')}</span>}
            </p>
          </section>
          <section aria-labelledby="order-billing">
            <h2 id="order-billing" className="text-lg font-bold">
              {t('billing')}
            </h2>
            <p className="mt-2">
              {customer.isBusiness && customer.businessName && (
                <span className="block font-semibold">{customer.businessName}</span>
              )}
              {!customer.isBusiness && <span className="block font-semibold">{customer.name}</span>}
              <Address countries={countries} address={order.billingAddress} />
              {customer.tin && <span className="block">{t('tin', { tin: customer.tin })}</span>}
              {customer.vatin && <span className="block">{t('vatin', { vatin: customer.vatin })}</span>}
            </p>
          </section>
        </div>
      </div>
      <PriceSummary id="order-summary" heading={t('summary')}>
        <SummaryList>
          <SummaryRow label={t('itemsTotal')}>{money(prices.itemsWithTax)}</SummaryRow>
          {gifts.length > 0 && <SummaryRow label={t('giftsTotal')}>{money(prices.giftsWithTax)}</SummaryRow>}
          {prices.discountWithTax > 0 && (
            <SummaryRow
              label={order.couponCode ? t('discount', { code: order.couponCode }) : t('discountPlain')}
            >
              −{formatPrice(prices.discountWithTax, order.currencyCode)}
            </SummaryRow>
          )}
          <SummaryRow label={t('delivery')}>{money(prices.shipperPrice)}</SummaryRow>
          <SummaryRow label={t('payment')}>{money(prices.paymentPrice)}</SummaryRow>
          {prices.creditsUsed > 0 && (
            <SummaryRow label={t('credits')}>
              −{formatPrice(prices.creditsUsed, order.currencyCode)}
            </SummaryRow>
          )}
          <dt className="mt-2 border-t border-line pt-2">{t('totalWithoutVat')}</dt>
          <dd className="mt-2 border-t border-line pt-2 text-right" data-testid="order-total-without-vat">
            {formatPrice(prices.totalWithoutTax, order.currencyCode)}
          </dd>
          <dt className="font-bold">{t('total')}</dt>
          <dd className="text-right text-xl font-extrabold" data-testid="order-total">
            {formatPrice(prices.totalWithTax, order.currencyCode)}
          </dd>
        </SummaryList>
      </PriceSummary>
    </div>
  );
}
