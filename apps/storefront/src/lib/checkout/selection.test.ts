import type { Payment, Shipper } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  chooseBranch,
  choosePayment,
  chooseShipper,
  EMPTY_SELECTION,
  missingChoice,
  reconcileWithMethods,
  type CheckoutSelection,
} from './selection';
import type { CheckoutMethods, ChosenBranch } from './types';

function shipper(id: number, type: Shipper['type'], blockedPayments: number[] = []): Shipper {
  return {
    id,
    code: `s${id}`,
    type,
    name: `Shipper ${id}`,
    description: '',
    requiredAddress: type === 'COURIER',
    blockedPayments,
    availableCountriesCodes: ['CZE'],
    delivery: { nearestDeliveryDate: '2026-11-24', closesAt: '14:00' },
    prices: { currencyCode: 'CZK', priceWithTax: 69, priceWithoutTax: 57.02 },
    freeFromWithTax: null,
  };
}
const payment = (id: number): Payment => ({
  id,
  code: `p${id}`,
  name: `Payment ${id}`,
  description: '',
  prices: { currencyCode: 'CZK', priceWithTax: 0, priceWithoutTax: 0 },
});
const place = (id: string, kind: ChosenBranch['kind']): ChosenBranch => ({
  id,
  kind,
  name: id,
  address: { street: 'Husova 1', city: 'Praha', postcode: '11000', countryCode: 'CZE' },
  latitude: 50,
  longitude: 14.4,
});

const personal = shipper(1, 'PERSONAL', [3]);
const pickup = shipper(2, 'PICKUP_POINT');
const courier = shipper(3, 'COURIER');
const slots = [
  { date: '2026-11-24', label: 'úterý 24. 11.', slots: [{ id: 'am', from: '8:00', to: '12:00' }] },
];
const methods: CheckoutMethods = {
  shippers: [
    { shipper: pickup, price: '69 Kč', deliveryText: '', fastest: true, slotDays: [] },
    { shipper: courier, price: '119 Kč', deliveryText: '', fastest: false, slotDays: slots },
  ],
  personal: {
    shipper: personal,
    price: 'Zdarma',
    branches: [{ branch: place('1', 'shop'), openingHours: [], deliveryText: '' }],
  },
  payments: [payment(1), payment(2), payment(3)].map((p) => ({ payment: p, price: 'Zdarma' })),
};

const sel = (overrides: Partial<CheckoutSelection>): CheckoutSelection => ({
  ...EMPTY_SELECTION,
  ...overrides,
});

describe('choosing shipping and payment', () => {
  it('another shipper clears the branch and the time slot, keeps an allowed payment', () => {
    const from = sel({ shipperId: 2, branch: place('CZ1', 'pickup-point'), paymentId: 3 });
    expect(chooseShipper(from, courier)).toEqual(sel({ shipperId: 3, paymentId: 3 }));
  });
  it('the same shipper keeps its branch and slot', () => {
    const from = sel({ shipperId: 3, paymentId: 1, deliveryTimeSlot: 'am' });
    expect(chooseShipper(from, courier)).toEqual(from);
  });
  it('a shipper that blocks the chosen payment clears it', () => {
    const from = sel({ shipperId: 3, paymentId: 3 });
    expect(chooseBranch(from, personal, place('1', 'shop'))).toEqual(
      sel({ shipperId: 1, branch: place('1', 'shop'), paymentId: null }),
    );
  });
  it('a blocked payment cannot be chosen', () => {
    const from = sel({ shipperId: 1, branch: place('1', 'shop') });
    expect(choosePayment(from, methods, 3)).toBe(from);
    expect(choosePayment(from, methods, 2).paymentId).toBe(2);
  });
});

describe('reconcileWithMethods', () => {
  it.each([
    [
      'a shipper no longer offered, with its branch',
      sel({ shipperId: 9, branch: place('X', 'pickup-point'), paymentId: 1 }),
      sel({ paymentId: 1 }),
    ],
    ['a payment no longer offered', sel({ shipperId: 3, paymentId: 9 }), sel({ shipperId: 3 })],
    [
      'a payment the shipper now blocks',
      sel({ shipperId: 1, branch: place('1', 'shop'), paymentId: 3 }),
      sel({ shipperId: 1, branch: place('1', 'shop') }),
    ],
    ['a shop branch that closed', sel({ shipperId: 1, branch: place('7', 'shop') }), sel({ shipperId: 1 })],
    ['a branch of the wrong kind', sel({ shipperId: 2, branch: place('1', 'shop') }), sel({ shipperId: 2 })],
    [
      'a time slot the courier no longer offers',
      sel({ shipperId: 3, deliveryTimeSlot: 'pm' }),
      sel({ shipperId: 3 }),
    ],
    [
      'a valid choice stays',
      sel({ shipperId: 3, paymentId: 1, deliveryTimeSlot: 'am' }),
      sel({ shipperId: 3, paymentId: 1, deliveryTimeSlot: 'am' }),
    ],
  ])('clears %s', (_, from, expected) => {
    expect(reconcileWithMethods(from, methods)).toEqual(expected);
  });
});

describe('missingChoice', () => {
  it.each([
    ['nothing chosen', sel({}), 'shipper'],
    ['pickup point shipper without a point', sel({ shipperId: 2, paymentId: 1 }), 'branch'],
    ['personal pick-up without a branch', sel({ shipperId: 1, paymentId: 1 }), 'branch'],
    ['no payment', sel({ shipperId: 3 }), 'payment'],
    ['a blocked payment', sel({ shipperId: 1, branch: place('1', 'shop'), paymentId: 3 }), 'payment'],
    ['courier and payment', sel({ shipperId: 3, paymentId: 3 }), null],
    [
      'pickup point, point and payment',
      sel({ shipperId: 2, branch: place('CZ1', 'pickup-point'), paymentId: 1 }),
      null,
    ],
  ] as const)('%s', (_, selection, expected) => {
    expect(missingChoice(selection, methods)).toBe(expected);
  });
});
