import { parseTimeOfDay, type IsoDate } from './calendar-date.ts';
import { messages } from './validators.ts';

export type ShipperId = string | number;
export type PaymentId = string | number;

/** Personal pickup at the shop's own warehouse; never the "fastest" delivery. */
export const PERSONAL_SHIPPER_TYPE = 'PERSONAL';

export interface Shipper {
  readonly id: ShipperId;
  readonly code: string;
  readonly type: string;
  readonly requiredAddress?: boolean;
  readonly blockedPayments: readonly PaymentId[];
  /** ISO 3166 alpha-3 codes, the same codes the checkout country uses. */
  readonly availableCountriesCodes: readonly string[];
  readonly delivery: {
    readonly nearestDeliveryDate: IsoDate | null;
    /** 'HH:MM' */
    readonly closesAt: string | null;
  };
}

/** Closing time in seconds for sorting; a shipper without one sorts after those that close. */
function closingSeconds(shipper: Shipper): number {
  return shipper.delivery.closesAt ? parseTimeOfDay(shipper.delivery.closesAt) : Number.POSITIVE_INFINITY;
}

function isFaster(candidate: Shipper, current: Shipper): boolean {
  const candidateDate = candidate.delivery.nearestDeliveryDate ?? '';
  const currentDate = current.delivery.nearestDeliveryDate ?? '';
  if (candidateDate !== currentDate) return candidateDate < currentDate;
  return closingSeconds(candidate) < closingSeconds(current);
}

/**
 * The non-PERSONAL shipper with the earliest nearest delivery date; ties go to the earlier closing
 * time, then to list order. Shippers without a delivery date cannot be the fastest.
 */
export function fastestShipper<S extends Shipper>(shippers: readonly S[]): S | undefined {
  let fastest: S | undefined;
  for (const shipper of shippers) {
    if (shipper.type === PERSONAL_SHIPPER_TYPE || !shipper.delivery.nearestDeliveryDate) continue;
    if (fastest === undefined || isFaster(shipper, fastest)) fastest = shipper;
  }
  return fastest;
}

export interface FreeShippingTagInput {
  /** The product has at least one shipper that delivers it for free. */
  readonly hasFreeShippers: boolean;
  /** The cart's free-shipping threshold in minor units; null or 0 when the shop has none. */
  readonly freeShippingAt: number | null;
  readonly unitPriceWithTax: number;
  /** Product configuration show_free_delivery_tag_by_price; the price rule applies only when on. */
  readonly showByPrice?: boolean;
}

export function showsFreeShippingTag(input: FreeShippingTagInput): boolean {
  if (input.hasFreeShippers) return true;
  const threshold = input.freeShippingAt;
  // A zero threshold is how the store says "no threshold", not "everything ships free".
  return (
    (input.showByPrice ?? true) && threshold !== null && threshold > 0 && threshold < input.unitPriceWithTax
  );
}

export function isPaymentBlocked(shipper: Shipper, paymentId: PaymentId): boolean {
  return shipper.blockedPayments.includes(paymentId);
}

export interface ShippingSelection {
  readonly shipperId: ShipperId | null;
  readonly branchId: string | number | null;
  readonly paymentId: PaymentId | null;
}

/** Choosing another shipper clears the branch, and the payment when the new shipper blocks it. */
export function selectShipper(selection: ShippingSelection, shipper: Shipper): ShippingSelection {
  const changed = selection.shipperId !== shipper.id;
  const paymentId =
    selection.paymentId !== null && isPaymentBlocked(shipper, selection.paymentId)
      ? null
      : selection.paymentId;
  return { shipperId: shipper.id, branchId: changed ? null : selection.branchId, paymentId };
}

/** After fresh shipper and payment lists arrive: choices no longer offered are cleared (shipper with its branch). */
export function reconcileSelection(
  selection: ShippingSelection,
  shipperIds: readonly ShipperId[],
  paymentIds: readonly PaymentId[],
): ShippingSelection {
  const shipperGone = selection.shipperId !== null && !shipperIds.includes(selection.shipperId);
  const paymentGone = selection.paymentId !== null && !paymentIds.includes(selection.paymentId);
  return {
    shipperId: shipperGone ? null : selection.shipperId,
    branchId: shipperGone ? null : selection.branchId,
    paymentId: paymentGone ? null : selection.paymentId,
  };
}

/** The currency each country must be paid in; other countries have no rule. */
export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = { CZE: 'CZK', SVK: 'EUR' };

export interface DeliveryCountryInput {
  readonly shipper: Shipper;
  /** ISO 3166 alpha-3, e.g. 'CZE'. */
  readonly countryAlpha3: string;
  readonly currencyCode: string;
}

/** Checks the delivery country against the shipper and the currency; null or the Czech message. */
export function validateDeliveryCountry({
  shipper,
  countryAlpha3,
  currencyCode,
}: DeliveryCountryInput): string | null {
  const country = countryAlpha3.toUpperCase();
  const shipsThere = shipper.availableCountriesCodes.some((code) => code.toUpperCase() === country);
  if (!shipsThere) return messages.shipperCountryMismatch;
  const required = COUNTRY_CURRENCY[country];
  return required !== undefined && required !== currencyCode.toUpperCase()
    ? messages.currencyCountryMismatch
    : null;
}
