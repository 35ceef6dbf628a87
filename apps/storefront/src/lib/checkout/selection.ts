import type { Shipper } from '@shop/contract';
import { isPaymentBlocked, reconcileSelection, selectShipper, type ShippingSelection } from '@shop/rules';
import type { CheckoutMethods, ChosenBranch } from './types';

/** The shopper's shipping choice as the browser keeps it (persisted client state). */
export interface CheckoutSelection {
  shipperId: number | null;
  branch: ChosenBranch | null;
  paymentId: number | null;
  /** A courier time slot id, or null for any time. */
  deliveryTimeSlot: string | null;
}

export const EMPTY_SELECTION: CheckoutSelection = {
  shipperId: null,
  branch: null,
  paymentId: null,
  deliveryTimeSlot: null,
};

const asRules = (s: CheckoutSelection): ShippingSelection => ({
  shipperId: s.shipperId,
  branchId: s.branch?.id ?? null,
  paymentId: s.paymentId,
});

/** Every shipper on offer, personal pick-up included. */
export function allShippers(methods: CheckoutMethods): Shipper[] {
  return [...methods.shippers.map((o) => o.shipper), ...(methods.personal ? [methods.personal.shipper] : [])];
}

export function findShipper(methods: CheckoutMethods, id: number | null): Shipper | null {
  return id === null ? null : (allShippers(methods).find((s) => s.id === id) ?? null);
}

/** Another shipper clears the branch (and its time slot), and the payment it blocks. */
export function chooseShipper(selection: CheckoutSelection, shipper: Shipper): CheckoutSelection {
  const next = selectShipper(asRules(selection), shipper);
  const changed = selection.shipperId !== shipper.id;
  return {
    shipperId: shipper.id,
    branch: next.branchId === null ? null : selection.branch,
    paymentId: next.paymentId === null ? null : Number(next.paymentId),
    deliveryTimeSlot: changed ? null : selection.deliveryTimeSlot,
  };
}

/** A pick-up place of `shipper` (a pickup point of its network, or a shop branch for personal pick-up). */
export function chooseBranch(
  selection: CheckoutSelection,
  shipper: Shipper,
  branch: ChosenBranch,
): CheckoutSelection {
  return { ...chooseShipper(selection, shipper), branch };
}

/** A payment the chosen shipper blocks cannot be chosen. */
export function choosePayment(
  selection: CheckoutSelection,
  methods: CheckoutMethods,
  paymentId: number,
): CheckoutSelection {
  const shipper = findShipper(methods, selection.shipperId);
  if (shipper && isPaymentBlocked(shipper, paymentId)) return selection;
  return { ...selection, paymentId };
}

/** The kind of pick-up place a shipper needs, or null for one that delivers to an address. */
export function branchKind(shipper: Shipper): ChosenBranch['kind'] | null {
  if (shipper.type === 'PERSONAL') return 'shop';
  if (shipper.type === 'PICKUP_POINT') return 'pickup-point';
  return null;
}

/**
 * A kept choice checked against fresh lists: a shipper or payment no longer offered is
 * cleared (the shipper with its branch), so is a payment the shipper now blocks, a shop branch that
 * closed and a time slot the courier no longer offers.
 */
export function reconcileWithMethods(
  selection: CheckoutSelection,
  methods: CheckoutMethods,
): CheckoutSelection {
  const shippers = allShippers(methods);
  const next = reconcileSelection(
    asRules(selection),
    shippers.map((s) => s.id),
    methods.payments.map((p) => p.payment.id),
  );
  const shipper = next.shipperId === null ? null : (shippers.find((s) => s.id === next.shipperId) ?? null);
  let branch = next.branchId === null ? null : selection.branch;
  if (branch && (!shipper || branchKind(shipper) !== branch.kind)) branch = null;
  if (branch?.kind === 'shop' && !methods.personal?.branches.some((b) => b.branch.id === branch!.id)) {
    branch = null;
  }
  const blocked = shipper !== null && next.paymentId !== null && isPaymentBlocked(shipper, next.paymentId);
  const paymentId = next.paymentId === null || blocked ? null : Number(next.paymentId);
  const option = methods.shippers.find((o) => o.shipper.id === shipper?.id);
  const slotOffered = option?.slotDays.some((d) => d.slots.some((s) => s.id === selection.deliveryTimeSlot));
  return {
    shipperId: shipper?.id ?? null,
    branch,
    paymentId,
    deliveryTimeSlot: slotOffered ? selection.deliveryTimeSlot : null,
  };
}

export type MissingChoice = 'shipper' | 'branch' | 'payment';

/** What the shopper still has to choose before the delivery details, or null. */
export function missingChoice(selection: CheckoutSelection, methods: CheckoutMethods): MissingChoice | null {
  const shipper = findShipper(methods, selection.shipperId);
  if (!shipper) return 'shipper';
  if (branchKind(shipper) !== null && selection.branch?.kind !== branchKind(shipper)) return 'branch';
  if (selection.paymentId === null || !methods.payments.some((p) => p.payment.id === selection.paymentId)) {
    return 'payment';
  }
  return isPaymentBlocked(shipper, selection.paymentId) ? 'payment' : null;
}
