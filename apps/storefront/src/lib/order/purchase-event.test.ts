import type { Order } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { purchaseEvent } from './purchase-event';
import { claimPurchaseReport, REPORTED_PURCHASES_CAP, REPORTED_PURCHASES_KEY } from './reported-purchases';

const address = { street: 'Dlouhá 1', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };

function order(over: Partial<Order> & { prices?: Partial<Order['prices']> } = {}): Order {
  const { prices, ...rest } = over;
  return {
    id: 1,
    code: '2026000123',
    status: 'new',
    fulfilment: 'unshipped',
    paymentStatus: 'pending',
    currencyCode: 'CZK',
    createdAt: '2026-11-23T09:00:00.000Z',
    items: [
      {
        id: 1,
        kind: 'item',
        productId: 10,
        variantId: 11,
        name: 'Lubrikační gel',
        variantName: '100 ml',
        catalogCode: 'LUB-1',
        ean: null,
        unit: 'ks',
        amount: 3,
        quantityDecimals: 0,
        freePieces: 0,
        prices: { unitWithTax: 199.9, unitWithoutTax: 165.21, totalWithTax: 599.7, totalWithoutTax: 495.62 },
      },
      {
        id: 2,
        kind: 'gift',
        productId: 20,
        variantId: 21,
        name: 'Dárek',
        variantName: 'Dárek',
        catalogCode: 'GIFT-1',
        ean: null,
        unit: 'ks',
        amount: 1,
        quantityDecimals: 0,
        freePieces: 0,
        prices: { unitWithTax: 0, unitWithoutTax: 0, totalWithTax: 0, totalWithoutTax: 0 },
      },
    ],
    prices: {
      itemsWithTax: 599.7,
      itemsWithoutTax: 495.62,
      giftsWithTax: 0,
      giftsWithoutTax: 0,
      discountWithTax: 0,
      discountWithoutTax: 0,
      shipperPrice: 69,
      shipperPriceWithoutTax: 57.02,
      paymentPrice: 0.1,
      paymentPriceWithoutTax: 0.08,
      creditsUsed: 0,
      totalWithTax: 668.8,
      totalWithoutTax: 552.72,
      ...prices,
    },
    extras: {
      formalTitle: null,
      dateOfBirth: null,
      cardRequest: false,
      businessTerms: false,
      customOrderNumber: null,
      consents: {
        newsletter: false,
        sms: false,
        magazine: false,
        heurekaSurvey: false,
        zboziSurvey: false,
        phoneNotification: false,
      },
    },
    couponCode: null,
    customer: {
      name: 'Jan Novák',
      firstName: 'Jan',
      lastName: 'Novák',
      email: 'jan@example.cz',
      phone: '+420 777 123 456',
      isBusiness: false,
      businessName: null,
      tin: null,
      vatin: null,
      shippingName: 'Jan Novák',
    },
    billingAddress: address,
    shippingAddress: address,
    branch: null,
    shipper: { id: 2, code: 'pickup-point', name: 'Výdejní místo' },
    payment: { id: 1, code: 'card', name: 'Platba kartou online', kind: 'gateway' },
    deliveryTimeSlot: null,
    expectedDeliveryDate: '2026-11-24',
    attributes: { cartId: 1, heurekaConsent: false },
    bankTransfer: null,
    canPay: true,
    ...rest,
  };
}

describe('purchase event', () => {
  it('is worth items plus shipping plus payment, with tax, without float error', () => {
    const e = purchaseEvent(order());
    // 599.7 + 69 + 0.1 is 668.8000000000001 in floats.
    expect(e.ecommerce.value).toBe(668.8);
    expect(e).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '2026000123', currency: 'CZK', shipping: 69, tax: 116.08 },
    });
  });

  it('lists the bought lines, not the gifts', () => {
    expect(purchaseEvent(order()).ecommerce.items).toEqual([
      { item_id: 'LUB-1', item_name: 'Lubrikační gel', item_variant: '100 ml', price: 199.9, quantity: 3 },
    ]);
  });

  it('names the coupon when there is one', () => {
    expect(purchaseEvent(order({ couponCode: 'VITEJTE10' })).ecommerce.coupon).toBe('VITEJTE10');
    expect(purchaseEvent(order()).ecommerce).not.toHaveProperty('coupon');
  });
});

function memoryStorage(initial: Record<string, string> = {}, writable = true) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (!writable) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('reported purchases', () => {
  it('reports a code once', () => {
    const storage = memoryStorage();
    expect(claimPurchaseReport(storage, 'A')).toBe(true);
    expect(claimPurchaseReport(storage, 'A')).toBe(false);
    expect(claimPurchaseReport(storage, 'B')).toBe(true);
    expect(JSON.parse(storage.data.get(REPORTED_PURCHASES_KEY)!)).toEqual(['A', 'B']);
  });

  it('keeps the newest codes only', () => {
    const old = Array.from({ length: REPORTED_PURCHASES_CAP }, (_, i) => `C${i}`);
    const storage = memoryStorage({ [REPORTED_PURCHASES_KEY]: JSON.stringify(old) });
    expect(claimPurchaseReport(storage, 'NEW')).toBe(true);
    const kept = JSON.parse(storage.data.get(REPORTED_PURCHASES_KEY)!) as string[];
    expect(kept).toHaveLength(REPORTED_PURCHASES_CAP);
    expect(kept.at(-1)).toBe('NEW');
    expect(kept).not.toContain('C0');
  });

  it.each([['not json'], ['{"a":1}'], ['[1,"A"]']])('reads a damaged list %j as far as it can', (raw) => {
    const storage = memoryStorage({ [REPORTED_PURCHASES_KEY]: raw });
    expect(claimPurchaseReport(storage, 'A')).toBe(raw !== '[1,"A"]');
  });

  it('still reports when the storage cannot be written', () => {
    expect(claimPurchaseReport(memoryStorage({}, false), 'A')).toBe(true);
  });
});
