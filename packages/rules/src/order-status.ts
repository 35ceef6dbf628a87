/**
 * An order's life in the back office: new → accepted → packed → shipped → delivered, with skips
 * forward allowed and no way back. An order is cancelled only before it leaves the warehouse;
 * a delivered or cancelled order never changes again.
 */
export const orderStates = ['new', 'accepted', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

export const orderStateLabels: Readonly<Record<OrderState, string>> = {
  new: 'Nová',
  accepted: 'Přijatá',
  packed: 'Zabalená',
  shipped: 'Odeslaná',
  delivered: 'Doručená',
  cancelled: 'Zrušená',
};

export const orderPaymentKinds = ['gateway', 'bank_transfer', 'cod'] as const;
export type OrderPaymentKind = (typeof orderPaymentKinds)[number];

/** What the transition rules need to know of an order. */
export interface OrderSituation {
  readonly state: OrderState;
  readonly paymentKind: OrderPaymentKind;
  /** Whether the payment is settled. */
  readonly paid: boolean;
  /** The customer collects the goods in person, so there is no parcel to track. */
  readonly personalPickup: boolean;
}

/** What the operator entered with the move. */
export interface OrderTransitionInput {
  readonly trackingNumber?: string | null;
}

/** The customer e-mail a move sends. */
export type OrderEmail = 'shipped' | 'delivered' | 'cancelled';

export interface OrderTransitionPlan {
  readonly ok: true;
  readonly to: OrderState;
  /** The e-mail due to the customer; accepting and packing send none. */
  readonly email: OrderEmail | null;
  /** Cancelling puts the goods back in stock. */
  readonly returnsStock: boolean;
  /** The trimmed tracking number kept with a shipped order; null when there is none. */
  readonly trackingNumber: string | null;
  /** A cash-on-delivery order delivered unpaid: the delivery settles its payment. */
  readonly paysOnDelivery: boolean;
}

export const orderTransitionErrorCodes = [
  'order.transition.notAllowed',
  'order.transition.same',
  'order.transition.trackingNumber',
  'order.transition.unpaid',
  'order.transition.final',
] as const;
export type OrderTransitionErrorCode = (typeof orderTransitionErrorCodes)[number];

export interface OrderTransitionRefusal {
  readonly ok: false;
  readonly code: OrderTransitionErrorCode;
  readonly title: string;
}

export type OrderTransition = OrderTransitionPlan | OrderTransitionRefusal;

export const TRACKING_NUMBER_MAX = 60;

// Letters of any alphabet, digits 0–9, spaces, dashes and slashes.
const TRACKING_NUMBER_PATTERN = /^[\p{L}\d /-]+$/u;

export const orderTransitionMessages = {
  same: (state: OrderState) => `Objednávka už je ve stavu „${orderStateLabels[state]}“.`,
  cancelledFinal: 'Zrušenou objednávku už nelze změnit.',
  deliveredFinal: 'Objednávka už byla doručena.',
  back: (to: OrderState) => `Objednávku nelze vrátit do stavu „${orderStateLabels[to]}“.`,
  cancelShipped: 'Odeslanou objednávku už nelze zrušit.',
  unpaidShip: 'Nezaplacenou objednávku nelze odeslat.',
  unpaidDeliver: 'Nezaplacenou objednávku nelze označit jako doručenou.',
  trackingNumberRequired: 'Vyplňte číslo zásilky.',
  trackingNumberTooLong: `Číslo zásilky může mít nejvýše ${TRACKING_NUMBER_MAX} znaků.`,
  trackingNumberChars: 'Číslo zásilky smí obsahovat jen písmena, číslice, mezery, pomlčky a lomítka.',
} as const;

const FORWARD: readonly OrderState[] = ['new', 'accepted', 'packed', 'shipped', 'delivered'];
const CANCELLABLE: readonly OrderState[] = ['new', 'accepted', 'packed'];

const refuse = (code: OrderTransitionErrorCode, title: string): OrderTransitionRefusal => ({
  ok: false,
  code,
  title,
});

/** Why the order cannot move to `to` whatever the operator enters, or null when it can. */
function stateRefusal(current: OrderSituation, to: OrderState): OrderTransitionRefusal | null {
  const from = current.state;
  // Asking for the state the order is in (a second click, a stale page) says so, even for a final state.
  if (from === to) return refuse('order.transition.same', orderTransitionMessages.same(to));
  if (from === 'cancelled') return refuse('order.transition.final', orderTransitionMessages.cancelledFinal);
  if (from === 'delivered') return refuse('order.transition.final', orderTransitionMessages.deliveredFinal);
  if (to === 'cancelled') {
    return CANCELLABLE.includes(from)
      ? null
      : refuse('order.transition.notAllowed', orderTransitionMessages.cancelShipped);
  }
  if (FORWARD.indexOf(to) < FORWARD.indexOf(from)) {
    return refuse('order.transition.notAllowed', orderTransitionMessages.back(to));
  }
  // Goods leave the shop only paid, or to be paid on delivery.
  if ((to === 'shipped' || to === 'delivered') && !current.paid && current.paymentKind !== 'cod') {
    return refuse(
      'order.transition.unpaid',
      to === 'shipped' ? orderTransitionMessages.unpaidShip : orderTransitionMessages.unpaidDeliver,
    );
  }
  return null;
}

/**
 * The tracking number trimmed, or a refusal. A parcel needs one; a personal pickup may go
 * without (blank gives null), but one given must still be well formed.
 */
function trackingNumberOf(
  raw: string | null | undefined,
  required: boolean,
): { value: string | null } | OrderTransitionRefusal {
  const value = (raw ?? '').trim();
  if (value === '') {
    return required
      ? refuse('order.transition.trackingNumber', orderTransitionMessages.trackingNumberRequired)
      : { value: null };
  }
  if (value.length > TRACKING_NUMBER_MAX) {
    return refuse('order.transition.trackingNumber', orderTransitionMessages.trackingNumberTooLong);
  }
  if (!TRACKING_NUMBER_PATTERN.test(value)) {
    return refuse('order.transition.trackingNumber', orderTransitionMessages.trackingNumberChars);
  }
  return { value };
}

/** Whether and how the order moves from its state to `to`: what to save and which e-mail to send. */
export function planOrderTransition(
  current: OrderSituation,
  to: OrderState,
  input: OrderTransitionInput = {},
): OrderTransition {
  const refusal = stateRefusal(current, to);
  if (refusal) return refusal;

  let trackingNumber: string | null = null;
  if (to === 'shipped') {
    const tracking = trackingNumberOf(input.trackingNumber, !current.personalPickup);
    if ('ok' in tracking) return tracking;
    trackingNumber = tracking.value;
  }

  return {
    ok: true,
    to,
    email: to === 'shipped' || to === 'delivered' || to === 'cancelled' ? to : null,
    returnsStock: to === 'cancelled',
    trackingNumber,
    paysOnDelivery: to === 'delivered' && current.paymentKind === 'cod' && !current.paid,
  };
}

/**
 * The states the operator may move the order to now, in the order of `orderStates`: one button
 * each on the order page. The tracking number is asked for only once shipping is chosen.
 */
export function nextOrderStates(current: OrderSituation): OrderState[] {
  return orderStates.filter((to) => stateRefusal(current, to) === null);
}
