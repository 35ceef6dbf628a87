import { describe, expect, it } from 'vitest';
import {
  nextOrderStates,
  orderStateLabels,
  orderStates,
  planOrderTransition,
  type OrderEmail,
  type OrderSituation,
  type OrderState,
  type OrderTransition,
  type OrderTransitionErrorCode,
} from '../src/order-status.ts';

const TRACKING = 'DR1234567890CZ';
const paidOrder = (state: OrderState): OrderSituation => ({
  state,
  paymentKind: 'gateway',
  paid: true,
  personalPickup: false,
});

const ok = (
  to: OrderState,
  email: OrderEmail | null,
  more: { returnsStock?: boolean; trackingNumber?: string | null; paysOnDelivery?: boolean } = {},
): OrderTransition => ({
  ok: true,
  to,
  email,
  returnsStock: more.returnsStock ?? false,
  trackingNumber: more.trackingNumber ?? null,
  paysOnDelivery: more.paysOnDelivery ?? false,
});
const refused = (code: OrderTransitionErrorCode, title: string): OrderTransition => ({
  ok: false,
  code,
  title,
});

const same = (label: string) => refused('order.transition.same', `Objednávka už je ve stavu „${label}“.`);
const back = (label: string) =>
  refused('order.transition.notAllowed', `Objednávku nelze vrátit do stavu „${label}“.`);
const cancelledFinal = refused('order.transition.final', 'Zrušenou objednávku už nelze změnit.');
const deliveredFinal = refused('order.transition.final', 'Objednávka už byla doručena.');
const shippedNoCancel = refused('order.transition.notAllowed', 'Odeslanou objednávku už nelze zrušit.');
const unpaidShip = refused('order.transition.unpaid', 'Nezaplacenou objednávku nelze odeslat.');
const unpaidDeliver = refused(
  'order.transition.unpaid',
  'Nezaplacenou objednávku nelze označit jako doručenou.',
);
const trackingRequired = refused('order.transition.trackingNumber', 'Vyplňte číslo zásilky.');
const trackingTooLong = refused(
  'order.transition.trackingNumber',
  'Číslo zásilky může mít nejvýše 60 znaků.',
);
const trackingChars = refused(
  'order.transition.trackingNumber',
  'Číslo zásilky smí obsahovat jen písmena, číslice, mezery, pomlčky a lomítka.',
);

describe('order states', () => {
  it('go in the order of the order page', () => {
    expect(orderStates).toEqual(['new', 'accepted', 'packed', 'shipped', 'delivered', 'cancelled']);
  });

  it.each([
    ['new', 'Nová'],
    ['accepted', 'Přijatá'],
    ['packed', 'Zabalená'],
    ['shipped', 'Odeslaná'],
    ['delivered', 'Doručená'],
    ['cancelled', 'Zrušená'],
  ] as const)('%s is "%s"', (state, label) => {
    expect(orderStateLabels[state]).toBe(label);
  });
});

describe('planOrderTransition: every move of a paid parcel order', () => {
  const shipped = { trackingNumber: TRACKING };
  it.each<[OrderState, OrderState, OrderTransition]>([
    ['new', 'new', same('Nová')],
    ['new', 'accepted', ok('accepted', null)],
    ['new', 'packed', ok('packed', null)],
    ['new', 'shipped', ok('shipped', 'shipped', shipped)],
    ['new', 'delivered', ok('delivered', 'delivered')],
    ['new', 'cancelled', ok('cancelled', 'cancelled', { returnsStock: true })],

    ['accepted', 'new', back('Nová')],
    ['accepted', 'accepted', same('Přijatá')],
    ['accepted', 'packed', ok('packed', null)],
    ['accepted', 'shipped', ok('shipped', 'shipped', shipped)],
    ['accepted', 'delivered', ok('delivered', 'delivered')],
    ['accepted', 'cancelled', ok('cancelled', 'cancelled', { returnsStock: true })],

    ['packed', 'new', back('Nová')],
    ['packed', 'accepted', back('Přijatá')],
    ['packed', 'packed', same('Zabalená')],
    ['packed', 'shipped', ok('shipped', 'shipped', shipped)],
    ['packed', 'delivered', ok('delivered', 'delivered')],
    ['packed', 'cancelled', ok('cancelled', 'cancelled', { returnsStock: true })],

    ['shipped', 'new', back('Nová')],
    ['shipped', 'accepted', back('Přijatá')],
    ['shipped', 'packed', back('Zabalená')],
    ['shipped', 'shipped', same('Odeslaná')],
    ['shipped', 'delivered', ok('delivered', 'delivered')],
    ['shipped', 'cancelled', shippedNoCancel],

    ['delivered', 'new', deliveredFinal],
    ['delivered', 'accepted', deliveredFinal],
    ['delivered', 'packed', deliveredFinal],
    ['delivered', 'shipped', deliveredFinal],
    ['delivered', 'delivered', same('Doručená')],
    ['delivered', 'cancelled', deliveredFinal],

    ['cancelled', 'new', cancelledFinal],
    ['cancelled', 'accepted', cancelledFinal],
    ['cancelled', 'packed', cancelledFinal],
    ['cancelled', 'shipped', cancelledFinal],
    ['cancelled', 'delivered', cancelledFinal],
    ['cancelled', 'cancelled', same('Zrušená')],
  ])('%s -> %s', (from, to, expected) => {
    // The tracking number is entered with every move; only shipping keeps it.
    expect(planOrderTransition(paidOrder(from), to, { trackingNumber: TRACKING })).toEqual(expected);
  });
});

describe('planOrderTransition: the tracking number of a shipment', () => {
  it.each<[boolean, string | null | undefined, OrderTransition]>([
    // personal pickup, entered, outcome
    [false, undefined, trackingRequired],
    [false, null, trackingRequired],
    [false, '', trackingRequired],
    [false, '   ', trackingRequired],
    [false, '  DR1234567890CZ  ', ok('shipped', 'shipped', { trackingNumber: 'DR1234567890CZ' })],
    [false, 'Z 123/456-78', ok('shipped', 'shipped', { trackingNumber: 'Z 123/456-78' })],
    [false, 'Zásilka 7', ok('shipped', 'shipped', { trackingNumber: 'Zásilka 7' })], // letters with diacritics
    [false, 'A'.repeat(60), ok('shipped', 'shipped', { trackingNumber: 'A'.repeat(60) })],
    [false, ` ${'A'.repeat(60)} `, ok('shipped', 'shipped', { trackingNumber: 'A'.repeat(60) })],
    [false, 'A'.repeat(61), trackingTooLong],
    [false, 'DR#123', trackingChars],
    [false, 'DR_123', trackingChars],
    [false, 'DR.123', trackingChars],
    [false, 'DR\t123', trackingChars],
    [false, 'DR\n123', trackingChars],
    [true, undefined, ok('shipped', 'shipped')],
    [true, '   ', ok('shipped', 'shipped')],
    [true, ' OS-42 ', ok('shipped', 'shipped', { trackingNumber: 'OS-42' })],
    [true, 'OS#42', trackingChars],
  ])('personal pickup %s, tracking number %j', (personalPickup, trackingNumber, expected) => {
    const order: OrderSituation = { ...paidOrder('packed'), personalPickup };
    expect(planOrderTransition(order, 'shipped', { trackingNumber })).toEqual(expected);
  });

  it('needs no input for moves other than shipping', () => {
    expect(planOrderTransition(paidOrder('new'), 'accepted')).toEqual(ok('accepted', null));
  });
});

describe('planOrderTransition: payment', () => {
  it.each<[OrderSituation['paymentKind'], boolean, OrderState, OrderState, OrderTransition]>([
    // payment, paid, from, to, outcome
    ['gateway', false, 'new', 'accepted', ok('accepted', null)],
    ['gateway', false, 'accepted', 'packed', ok('packed', null)],
    ['gateway', false, 'packed', 'shipped', unpaidShip],
    ['gateway', false, 'packed', 'delivered', unpaidDeliver],
    ['gateway', false, 'shipped', 'delivered', unpaidDeliver],
    ['gateway', false, 'packed', 'cancelled', ok('cancelled', 'cancelled', { returnsStock: true })],
    ['bank_transfer', false, 'new', 'shipped', unpaidShip],
    ['bank_transfer', false, 'accepted', 'delivered', unpaidDeliver],
    ['bank_transfer', true, 'packed', 'shipped', ok('shipped', 'shipped', { trackingNumber: TRACKING })],
    ['bank_transfer', true, 'shipped', 'delivered', ok('delivered', 'delivered')],
    ['gateway', true, 'shipped', 'delivered', ok('delivered', 'delivered')],
    ['cod', false, 'packed', 'shipped', ok('shipped', 'shipped', { trackingNumber: TRACKING })],
    ['cod', false, 'shipped', 'delivered', ok('delivered', 'delivered', { paysOnDelivery: true })],
    ['cod', false, 'new', 'delivered', ok('delivered', 'delivered', { paysOnDelivery: true })],
    ['cod', true, 'shipped', 'delivered', ok('delivered', 'delivered')],
    ['cod', false, 'shipped', 'cancelled', shippedNoCancel],
  ])('%s, paid %s: %s -> %s', (paymentKind, paid, from, to, expected) => {
    const order: OrderSituation = { state: from, paymentKind, paid, personalPickup: false };
    expect(planOrderTransition(order, to, { trackingNumber: TRACKING })).toEqual(expected);
  });

  it('reports an unpaid order before a missing tracking number', () => {
    const order: OrderSituation = {
      state: 'packed',
      paymentKind: 'gateway',
      paid: false,
      personalPickup: false,
    };
    expect(planOrderTransition(order, 'shipped', {})).toEqual(unpaidShip);
  });
});

describe('nextOrderStates', () => {
  it.each<[OrderSituation, OrderState[]]>([
    [paidOrder('new'), ['accepted', 'packed', 'shipped', 'delivered', 'cancelled']],
    [paidOrder('accepted'), ['packed', 'shipped', 'delivered', 'cancelled']],
    [paidOrder('packed'), ['shipped', 'delivered', 'cancelled']],
    [paidOrder('shipped'), ['delivered']],
    [paidOrder('delivered'), []],
    [paidOrder('cancelled'), []],
    [{ ...paidOrder('packed'), personalPickup: true }, ['shipped', 'delivered', 'cancelled']],
    [{ ...paidOrder('new'), paymentKind: 'gateway', paid: false }, ['accepted', 'packed', 'cancelled']],
    [{ ...paidOrder('packed'), paymentKind: 'bank_transfer', paid: false }, ['cancelled']],
    [{ ...paidOrder('shipped'), paymentKind: 'bank_transfer', paid: false }, []],
    [{ ...paidOrder('packed'), paymentKind: 'cod', paid: false }, ['shipped', 'delivered', 'cancelled']],
  ])('%j -> %j', (order, expected) => {
    expect(nextOrderStates(order)).toEqual(expected);
  });

  it('offers exactly the moves planOrderTransition allows', () => {
    for (const state of orderStates) {
      for (const paymentKind of ['gateway', 'bank_transfer', 'cod'] as const) {
        for (const paid of [true, false]) {
          const order: OrderSituation = { state, paymentKind, paid, personalPickup: false };
          const allowed = orderStates.filter(
            (to) => planOrderTransition(order, to, { trackingNumber: TRACKING }).ok,
          );
          expect(nextOrderStates(order)).toEqual(allowed);
        }
      }
    }
  });
});
