// One shopper's checkout against the store API, shared by the checkout and mixed-load benchmarks:
// a new cart, two adds of in-stock variants and the order (courier, cash on delivery).
import {
  cartChangeResponse,
  catalogProductResponse,
  paymentsResponse,
  placeOrderResponse,
  productCategoriesResponse,
  shippersResponse,
} from '@shop/contract';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export interface CheckoutTimes {
  adds: number[];
  places: number[];
  /** Adds the shop refused because the variant had sold out meanwhile (the shopper took another). */
  soldOut?: number;
}

/**
 * Reads the catalogue, shippers and payments once and answers a function that runs checkout `n`
 * (a shopper of its own), recording the adds' and the order's times.
 */
export async function prepareCheckouts(apiUrl: string) {
  const api = apiUrl.replace(/\/+$/, '');
  const json = { 'content-type': 'application/json', 'x-currency': 'CZK', 'x-locale': 'cs' };
  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const res = await fetch(api + path, { ...init, headers: { ...json, ...init.headers } });
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${path} answers ${res.status}: ${JSON.stringify(body)}`);
    return body;
  }

  // Variants with plenty of stock (or none counted), so that orders do not run them out.
  const categories = productCategoriesResponse.parse(await call('/api/v1/product-categories?perPage=200'));
  const ids = categories.data.map((c) => c.id).join(',');
  const products = catalogProductResponse.parse(await call(`/catalog/product?categoryIds=${ids}`)).data;
  const variants = products
    .flatMap((p) => p.variants)
    .filter(
      (v) =>
        v.availability.isAvailable &&
        // Two of them clear the demo shop's 200 Kč minimum order.
        v.prices.unitWithTax >= 100 &&
        (!v.availability.checkStock || (v.availability.stock ?? 0) >= 50),
    )
    .map((v) => v.id);
  if (variants.length < 2) throw new Error('not enough variants in stock');
  const shipper = shippersResponse
    .parse(await call('/api/v1/shippers'))
    .data.find((s) => s.type === 'COURIER' && s.availableCountriesCodes.includes('CZE'));
  const payment = paymentsResponse
    .parse(await call('/api/v1/cart/payments'))
    .data.find((p) => p.code === 'cod');
  if (!shipper || !payment) throw new Error('no courier shipper or cash-on-delivery payment');

  let next = 0;
  const pick = () => variants[next++ % variants.length]!;
  const address = { street: 'Vinohradská 12', city: 'Praha', postcode: '120 00', countryCode: 'CZE' };
  // Every checkout is a shopper of their own, at an address of the range kept for benchmarks: the
  // backend (which trusts a storefront on loopback) then throttles each one, not the whole run.
  const shopperAddress = (n: number) => `198.18.${((n + 1000) >> 8) & 255}.${(n + 1000) & 255}`;

  async function addToCart(token: string | null, n: number, times: CheckoutTimes): Promise<string> {
    // A long run buys the demo's stock out; like a shopper, the client then takes another variant.
    for (let attempt = 1; ; attempt++) {
      try {
        const body = cartChangeResponse.parse(
          await call('/api/v1/cart/items', {
            method: 'POST',
            headers: { 'x-forwarded-for': shopperAddress(n), ...(token ? { 'x-cart-token': token } : {}) },
            body: JSON.stringify({ id: pick(), amount: 1 }),
          }),
        );
        return body.meta.guestCartToken ?? token!;
      } catch (e) {
        if (attempt === 10 || !String(e).includes('answers 409')) throw e;
        times.soldOut = (times.soldOut ?? 0) + 1;
      }
    }
  }

  async function place(token: string, n: number) {
    placeOrderResponse.parse(
      await call('/api/v1/cart/place', {
        method: 'POST',
        headers: { 'x-cart-token': token, 'x-forwarded-for': shopperAddress(n) },
        body: JSON.stringify({
          shipperId: shipper!.id,
          paymentId: payment!.id,
          terms: true,
          customer: {
            name: 'Jana Nováková',
            firstName: 'Jana',
            lastName: 'Nováková',
            email: `zakaznik${n}@example.cz`,
            phone: '+420 777 123 456',
          },
          billingAddress: address,
          shippingAddress: address,
        }),
      }),
    );
  }

  return async function checkout(n: number, times: CheckoutTimes): Promise<void> {
    let token: string | null = null;
    for (let i = 0; i < 2; i++) {
      const t0 = performance.now();
      token = await addToCart(token, n, times);
      times.adds.push(performance.now() - t0);
    }
    const t0 = performance.now();
    await place(token!, n);
    times.places.push(performance.now() - t0);
  };
}
