import type { CartItem } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_MIN_LENGTH,
  cartLineItem,
  checkoutStepEvents,
  itemsValue,
  removeFromCartEvent,
  searchEvent,
} from './ecommerce';
import { analyticsSessionId, newSessionId } from './session';

const line = (name: string, price: number, amount: number) =>
  ({
    product: { name },
    variant: { catalogCode: `K-${name}`, name },
    prices: { unitWithTax: price },
    amount,
  }) as unknown as CartItem;

describe('analytics e-commerce events', () => {
  it.each([
    [[], 'CZK', 0],
    [[{ price: 0.1, quantity: 3 }], 'EUR', 0.3],
    [
      [
        { price: 149, quantity: 2 },
        { price: 89.9, quantity: 1 },
      ],
      'CZK',
      387.9,
    ],
  ] as const)('items %j are worth %s %s', (items, currency, value) => {
    const full = items.map((i) => ({ item_id: 'x', item_name: 'x', ...i }));
    expect(itemsValue(full, currency)).toBe(value);
  });

  it('reports the checkout step plus one; the cart step also begins the checkout', () => {
    const lines = [line('Gel', 149, 2)];
    expect(checkoutStepEvents(0, lines, 'CZK').map((e) => [e.event, e.ecommerce.checkout_step])).toEqual([
      ['begin_checkout', undefined],
      ['checkout_progress', 1],
    ]);
    const [methods] = checkoutStepEvents(1, lines, 'CZK');
    expect(methods).toMatchObject({
      event: 'checkout_progress',
      ecommerce: { checkout_step: 2, value: 298 },
    });
    expect(checkoutStepEvents(2, lines, 'CZK')[0]!.ecommerce.checkout_step).toBe(3);
  });

  it('reports the lines taken out of the cart with their worth', () => {
    const emptied = removeFromCartEvent(
      [cartLineItem(line('Gel', 149, 2)), cartLineItem(line('Pás', 89.9, 1))],
      'CZK',
    );
    expect(emptied).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'CZK',
        value: 387.9,
        items: [
          { item_id: 'K-Gel', item_name: 'Gel', price: 149, quantity: 2 },
          { item_id: 'K-Pás', item_name: 'Pás', price: 89.9, quantity: 1 },
        ],
      },
    });
  });

  it('names a cart line by its variant code, with the pieces asked', () => {
    expect(cartLineItem(line('Gel', 149, 5), 2)).toEqual({
      item_id: 'K-Gel',
      item_name: 'Gel',
      price: 149,
      quantity: 2,
    });
  });

  it.each([
    ['gel', null],
    ['  gel ', null],
    ['gely', { event: 'search', search_term: 'gely' }],
    [' kalíšek ', { event: 'search', search_term: 'kalíšek' }],
  ])('a search for %j reports %j', (query, event) => {
    expect(SEARCH_MIN_LENGTH).toBe(4);
    expect(searchEvent(query)).toEqual(event);
  });

  it('a session id is 24 hex characters, kept for the tab', () => {
    expect(newSessionId()).toMatch(/^[0-9a-f]{24}$/);
    const kept = new Map<string, string>();
    const storage = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    } as Storage;
    const first = analyticsSessionId(storage);
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    expect(analyticsSessionId(storage)).toBe(first);
    expect(analyticsSessionId(null)).not.toBe(first);
  });
});
