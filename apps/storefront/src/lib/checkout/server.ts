import {
  cartApi,
  catalogueApi,
  orderApi,
  requestHeaders,
  shippingApi,
  type Cart,
  type CurrencyCode,
  type DeliveryTimesResponse,
  type Payment,
  type Shipper,
  type StoreBranch,
} from '@shop/contract';
import { branchPickupDelayDays, dayOfWeek, deliveryDate, type PickupLine } from '@shop/rules';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { getCart, shopperHeaders, type Shopper } from '../cart/server';
import { formatPrice } from '../catalog/price';
import { logAndReturn } from '../http';
import type { CheckoutMethods, DeliverySlotDay } from './types';

/**
 * The data of the checkout steps, read per request with the shopper's cart token and currency:
 * nothing here is cached, as shipper prices depend on the cart (free shipping from a threshold, a
 * coupon) and the delivery dates on the clock.
 */

function init(locale: AppLocale, currency: CurrencyCode, shopper: Shopper) {
  return { locale, headers: { [requestHeaders.currency]: currency, ...shopperHeaders(shopper) } };
}

/** '08:00' as Czech writes it: '8:00'. */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** ICU arguments of a date: its weekday and day and month as numbers ('26. 11.'). */
function dateArgs(date: string) {
  const [, month = '', day = ''] = date.split('-');
  return { weekday: WEEKDAYS[dayOfWeek(date)] ?? 'mon', day: Number(day), month: Number(month) };
}

async function deliveryTimes(locale: AppLocale, shipper: Shipper): Promise<DeliveryTimesResponse['data']> {
  return callBackend(orderApi.deliveryTimes, {
    locale,
    query: { shipperId: shipper.id, since: shipper.delivery.nearestDeliveryDate },
  }).then(
    (r) => r.data,
    // Time slots are an extra: without them the courier delivers during the day.
    logAndReturn(`delivery times of shipper ${shipper.id}`, []),
  );
}

/**
 * The cart's lines with their variants' stock per warehouse (GET /catalog/product, not cached: the
 * pick-up date follows today's stock). Null when the catalogue does not answer.
 */
async function pickupLines(locale: AppLocale, cart: Cart): Promise<PickupLine[] | null> {
  const items = cart.items;
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((i) => i.productId))].slice(0, 60);
  const products = await callBackend(catalogueApi.products, {
    locale,
    query: { ids: ids.join(','), checkPermissions: 'true' },
  }).then((r) => r.data, logAndReturn('stock of the cart for pick-up', null));
  if (!products) return null;
  const variants = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v] as const)));
  return items.map((i) => ({
    amount: i.amount,
    delayDays: i.availability.delayDays,
    warehouses: variants.get(i.variantId)?.warehouses ?? [],
  }));
}

export interface CheckoutData {
  cart: Cart;
  methods: CheckoutMethods;
}

/**
 * The cart, its shippers and payments (GET /api/v1/cart/shippers, /api/v1/cart/payments),
 * personal pick-up with the shop's branches (GET /api/v1/shippers, GET /api/v1/branches) and the
 * couriers' time slots (GET /api/v1/delivery-times), with prices and dates as shown.
 */
export async function getCheckoutData(
  locale: AppLocale,
  currency: CurrencyCode,
  shopper: Shopper,
): Promise<CheckoutData> {
  const request = init(locale, currency, shopper);
  const [cart, cartShippers, allShippers, payments, branches, t] = await Promise.all([
    getCart(locale, currency, shopper),
    callBackend(cartApi.shippers, request),
    callBackend(shippingApi.shippers, request).then((r) => r.data, logAndReturn('shippers', [] as Shipper[])),
    callBackend(cartApi.payments, request).then((r) => r.data),
    // Without shipper_id the store API answers the shop's own branches.
    callBackend(shippingApi.branches, request)
      .then((r) => ('total' in r ? Promise.reject(new Error('Pickup points instead of branches')) : r.data))
      .catch(logAndReturn('branches', [] as StoreBranch[])),
    getTranslations({ locale, namespace: 'Checkout.methods' }),
  ]);

  const price = (amount: number) => formatPrice(amount, currency, t('free'));
  const couriers = cartShippers.data.filter((s) => s.type === 'COURIER');
  const slots = new Map(
    await Promise.all(couriers.map(async (s) => [s.id, await deliveryTimes(locale, s)] as const)),
  );
  const slotDays = (shipper: Shipper): DeliverySlotDay[] =>
    (slots.get(shipper.id) ?? [])
      .filter((day) => day.slots.length > 0)
      .map((day) => ({
        date: day.date,
        label: t('slotDay', dateArgs(day.date)),
        slots: day.slots.map((slot) => ({ id: slot.id, from: clock(slot.from), to: clock(slot.to) })),
      }));

  // The cart's slowest line delays every shipper: the rule on the shipper's nearest date (worked out
  // from its delivery days, as for the product page) with the cart's delay and the closing time.
  const cartDelay = Math.max(0, ...cart.items.map((i) => i.availability.delayDays));
  const now = new Date();
  const shipperDate = (shipper: Shipper) =>
    shipper.delivery.deliveryDays === undefined
      ? shipper.delivery.nearestDeliveryDate
      : deliveryDate({
          now,
          nearestDeliveryDate: deliveryDate({ now, delayDays: shipper.delivery.deliveryDays, country: 'CZ' }),
          delayDays: cartDelay,
          closesAt: shipper.delivery.closesAt,
          country: 'CZ',
        });
  const personal = allShippers.find((s) => s.type === 'PERSONAL');
  const lines = personal && branches.length > 0 ? await pickupLines(locale, cart) : null;
  // A branch's pick-up date comes from its warehouse's stock of the cart; without stock data the
  // pick-up shipper's own date stands.
  const pickupDate = (warehouseId: number) =>
    personal && lines
      ? deliveryDate({
          now,
          nearestDeliveryDate: null,
          delayDays: branchPickupDelayDays(lines, warehouseId),
          closesAt: personal.delivery.closesAt,
          country: 'CZ',
        })
      : (personal?.delivery.nearestDeliveryDate ?? '');
  return {
    cart,
    methods: {
      shippers: cartShippers.data
        .filter((s) => s.type !== 'PERSONAL')
        .map((shipper) => ({
          shipper,
          price: price(shipper.prices.priceWithTax),
          deliveryText: t('deliveryOn', dateArgs(shipperDate(shipper))),
          fastest: shipper.id === cartShippers.fastestShipperId,
          slotDays: slotDays(shipper),
        })),
      personal:
        personal && branches.length > 0
          ? {
              shipper: personal,
              price: price(personal.prices.priceWithTax),
              branches: branches.map((b) => ({
                branch: {
                  id: String(b.id),
                  kind: 'shop' as const,
                  name: b.title,
                  address: b.address,
                  latitude: b.latitude,
                  longitude: b.longitude,
                },
                openingHours: b.openingHours,
                deliveryText: t('pickupOn', dateArgs(pickupDate(b.warehouseId))),
              })),
            }
          : null,
      payments: payments.map((payment: Payment) => ({
        payment,
        price: price(payment.prices.priceWithTax),
      })),
    },
  };
}
