import type { z } from 'zod';
import {
  placeOrderErrors,
  type Cart,
  type CurrencyCode,
  type Locale,
  type Payment,
  type PaymentKind,
  type Shipper,
  type placeOrderBody,
} from '@shop/contract';
import {
  CHECKOUT_FIELD_ORDER,
  MIN_PASSWORD_LENGTH,
  validateDeliveryCountry,
  validatePasswordsMatch,
  validatePhone,
} from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { checkoutFieldErrors, type CheckoutFields } from '../cart/index.ts';
import { guessablePassword } from '../customer/index.ts';
import { listPayments, paymentKinds } from '../payment/index.ts';
import { listBranches, listShippers, pickupPointByRemoteId } from '../shipping/index.ts';
import { checkExtras, type CheckedExtras } from './checkout-extras.ts';
import { isOfferedSlot } from './delivery-times.ts';
import type { Problem } from './refusal.ts';
import { orderShopSettings } from './shop-settings.ts';
import type { OrderAddress, OrderBranch, OrderCustomer } from './tables.ts';

export type PlaceOrderInput = z.output<typeof placeOrderBody>;

/**
 * Registration at checkout is active when requested with both passwords non-empty and
 * equal; a request with differing or too short passwords is refused rather than ignored, so the
 * shopper is never left without the account they asked for.
 */
export function registrationOf(body: PlaceOrderInput): { errors: Problem[]; password: string | null } {
  const r = body.registration;
  if (!r || (r.password === '' && r.passwordConfirmation === '')) return { errors: [], password: null };
  const mismatch = validatePasswordsMatch(r.password, r.passwordConfirmation);
  if (mismatch) return { errors: [{ field: 'passwordConfirmation', title: mismatch }], password: null };
  if ([...r.password].length < MIN_PASSWORD_LENGTH) {
    return { errors: [{ field: 'password', title: placeOrderErrors.passwordTooShort }], password: null };
  }
  const guessable = guessablePassword(r.password, [
    body.customer.email,
    body.customer.firstName,
    body.customer.lastName,
  ]);
  if (guessable) return { errors: [{ field: 'password', title: guessable }], password: null };
  return { errors: [], password: r.password };
}

const isBlank = (a: OrderAddress) => !a.street && !a.city && !a.postcode;

/** The pick-up place of a shipper without an address: a pickup point or one of the shop's branches. */
async function resolveBranch(
  tx: Tx,
  shipper: Shipper,
  branchId: string | null,
  locale: Locale,
): Promise<{ branch: OrderBranch | null; problem: string | null }> {
  if (shipper.requiredAddress) return { branch: null, problem: null };
  if (shipper.type !== 'PICKUP_POINT' && shipper.type !== 'PERSONAL') return { branch: null, problem: null };
  if (!branchId) return { branch: null, problem: placeOrderErrors.branchRequired };
  if (shipper.type === 'PICKUP_POINT') {
    try {
      const p = await pickupPointByRemoteId(tx as Db, shipper.id, branchId);
      // A point closed for now takes no parcels: the shopper chooses another.
      if (p.closed) return { branch: null, problem: placeOrderErrors.closedBranch };
      return { branch: { id: p.remoteId, name: p.name, address: p.address }, problem: null };
    } catch (e) {
      if (e instanceof HttpError && e.statusCode === 404) {
        return { branch: null, problem: placeOrderErrors.unknownBranch };
      }
      throw e;
    }
  }
  const [b] = /^\d{1,9}$/.test(branchId) ? await listBranches(tx as Db, [Number(branchId)], locale) : [];
  return b
    ? { branch: { id: String(b.id), name: b.title, address: b.address }, problem: null }
    : { branch: null, problem: placeOrderErrors.unknownBranch };
}

/** Errors are listed in the order of the checkout: the choices, then the form top to bottom. */
const FIELD_ORDER: readonly string[] = [
  'shipperId',
  'shipperBranchId',
  'paymentId',
  'deliveryTimeSlot',
  ...CHECKOUT_FIELD_ORDER,
];
const fieldRank = (field: string | undefined) => {
  const rank = FIELD_ORDER.indexOf(field ?? '');
  return rank < 0 ? FIELD_ORDER.length : rank;
};

export interface Checked {
  shipper: Shipper;
  payment: Payment;
  paymentKind: PaymentKind;
  branch: OrderBranch | null;
  customer: OrderCustomer;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  hasCustomShippingAddress: boolean;
  consents: CheckedExtras['consents'];
  customOrderNumber: string | null;
}

/** Problems in the order they are found; the checkout's order is restored by sorting at the end. */
interface Problems {
  errors: Problem[];
  add(field: string, title: string | null): void;
  /** Adds a problem when the value is empty; says whether it is given. */
  required(field: string, value: string | null | undefined): boolean;
}

function problems(): Problems {
  const errors: Problem[] = [];
  const add = (field: string, title: string | null) => {
    if (title) errors.push({ field, title });
  };
  return {
    errors,
    add,
    required(field, value) {
      if (!value) add(field, placeOrderErrors.required);
      return !!value;
    },
  };
}

/** The shipper, payment and pick-up place chosen, each null when it is not one the shop offers. */
interface Choices {
  shipper: Shipper | null;
  payment: Payment | null;
  paymentKind: PaymentKind | undefined;
  branch: OrderBranch | null;
}

/** The shipper and payment among those offered for the cart, the pick-up place and the time slot. */
async function checkChoices(
  tx: Tx,
  body: PlaceOrderInput,
  shippers: Shipper[],
  payments: Payment[],
  locale: Locale,
  p: Problems,
): Promise<Choices> {
  const shipper = shippers.find((s) => s.id === body.shipperId) ?? null;
  p.add('shipperId', shipper ? null : placeOrderErrors.unknownShipper);
  const payment = payments.find((m) => m.id === body.paymentId) ?? null;
  const paymentKind = payment ? (await paymentKinds(tx, [payment.id])).get(payment.id) : undefined;
  if (!payment || !paymentKind) p.add('paymentId', placeOrderErrors.unknownPayment);
  else if (shipper?.blockedPayments.includes(payment.id)) p.add('paymentId', placeOrderErrors.blockedPayment);

  const { branch, problem } = shipper
    ? await resolveBranch(tx, shipper, body.shipperBranchId, locale)
    : { branch: null, problem: null };
  p.add('shipperBranchId', problem);
  if (body.deliveryTimeSlot && shipper && !isOfferedSlot(shipper, body.deliveryTimeSlot)) {
    p.add('deliveryTimeSlot', placeOrderErrors.timeSlot);
  }
  return { shipper, payment, paymentKind, branch };
}

/** Who orders, as the shipper and the billing details given decide it. */
interface Orderer {
  name: string;
  /** The shipper delivers to an address (not to a pick-up place). */
  needsAddress: boolean;
  /** Billed to the customer's own address (else to the pick-up place or the shop). */
  billedToCustomer: boolean;
  isBusiness: boolean;
}

/** The customer's name and contacts, and the billing address when the order is billed to it. */
function checkOrderer(
  body: PlaceOrderInput,
  shipper: Shipper | null,
  currency: CurrencyCode,
  p: Problems,
): Orderer {
  const c = body.customer;
  const name = c.name || [c.firstName, c.lastName].filter(Boolean).join(' ');
  const needsAddress = shipper?.requiredAddress ?? false;
  const billingGiven = !isBlank(body.billingAddress);
  const billedToCustomer = needsAddress || billingGiven;
  const billing = body.billingAddress;
  const deliveryToBilling = needsAddress && !body.hasCustomShippingAddress;
  const isBusiness = billedToCustomer && c.isBusiness;

  p.required('fullName', name);
  p.required('email', c.email);
  p.required('phone', c.phone);
  const fields: CheckoutFields = {
    fullName: name || undefined,
    email: c.email || undefined,
    phone: c.phone || undefined,
  };
  if (billedToCustomer) {
    if (p.required('street', billing.street)) fields.street = billing.street;
    p.required('city', billing.city);
    if (p.required('postcode', billing.postcode)) fields.postcode = billing.postcode;
    fields.country = billing.countryCode;
    if (isBusiness) {
      p.required('businessName', c.businessName);
      // The IČO check digit is a Czech rule.
      if (billing.countryCode === 'CZE' && c.tin) {
        fields.isBusiness = true;
        fields.tin = c.tin;
      }
    }
  }
  // The country rule (shipper and currency) applies where the parcel goes.
  p.errors.push(...checkoutFieldErrors(fields, currency, deliveryToBilling ? shipper : null));
  return { name, needsAddress, billedToCustomer, isBusiness };
}

/** Where the parcel goes: the address typed for it, the billing address, or the pick-up place. */
function checkShippingAddress(
  body: PlaceOrderInput,
  { shipper, branch }: Choices,
  { needsAddress }: Orderer,
  shopAddress: OrderAddress | null,
  currency: CurrencyCode,
  p: Problems,
): OrderAddress | null {
  if (needsAddress && body.hasCustomShippingAddress) {
    const s = body.shippingAddress;
    const shippingFields: CheckoutFields = { country: s.countryCode };
    if (p.required('shippingStreet', s.street)) shippingFields.street = s.street;
    p.required('shippingCity', s.city);
    if (p.required('shippingPostcode', s.postcode)) shippingFields.postcode = s.postcode;
    for (const e of checkoutFieldErrors(shippingFields, currency, shipper)) {
      p.errors.push({ ...e, field: `shipping${e.field[0]!.toUpperCase()}${e.field.slice(1)}` });
    }
    if (body.customer.shippingPhone) p.add('shippingPhone', validatePhone(body.customer.shippingPhone));
    return s;
  }
  if (needsAddress) return body.billingAddress;
  if (!shipper) return null;
  // A pick-up place: the parcel goes there.
  if (branch) {
    p.add(
      'shipperBranchId',
      validateDeliveryCountry({ shipper, countryAlpha3: branch.address.countryCode, currencyCode: currency }),
    );
  }
  return branch?.address ?? shopAddress;
}

/** What is stored of a payload that passed every check. */
function checkedOrder(
  body: PlaceOrderInput,
  choices: Choices & { shipper: Shipper; payment: Payment; paymentKind: PaymentKind },
  orderer: Orderer,
  addresses: { billingAddress: OrderAddress; shippingAddress: OrderAddress },
  extras: CheckedExtras,
): Checked {
  const c = body.customer;
  const { name, needsAddress, isBusiness } = orderer;
  const [firstName = '', ...rest] = name.split(/\s+/);
  const firstAndLast =
    c.firstName && c.lastName
      ? { firstName: c.firstName, lastName: c.lastName }
      : { firstName, lastName: rest.join(' ') };
  return {
    shipper: choices.shipper,
    payment: choices.payment,
    paymentKind: choices.paymentKind,
    branch: choices.branch,
    customer: {
      name,
      ...firstAndLast,
      email: c.email,
      phone: c.phone,
      isBusiness,
      businessName: isBusiness ? c.businessName || null : null,
      tin: isBusiness ? c.tin || null : null,
      vatin: isBusiness ? c.vatin || null : null,
      vatinsvk: isBusiness && body.billingAddress.countryCode === 'SVK' ? c.vatinsvk || null : null,
      shippingName: c.shippingName || name,
      // A pick-up place needs neither a company nor a phone on the label.
      shippingBusinessName: needsAddress ? c.shippingBusinessName || null : null,
      shippingPhone: needsAddress && body.hasCustomShippingAddress ? c.shippingPhone || null : null,
      ...extras.customer,
    },
    ...addresses,
    hasCustomShippingAddress: needsAddress && body.hasCustomShippingAddress,
    consents: extras.consents,
    customOrderNumber: extras.customOrderNumber,
  };
}

/**
 * The payload against the checkout field rules and the shop's shippers, payments and
 * branches, with the order placement payload rules applied: every error at once, or what to store.
 */
export async function checkPayload(
  tx: Tx,
  body: PlaceOrderInput,
  cart: Cart,
  currency: CurrencyCode,
  locale: Locale,
  registrationErrors: Problem[],
): Promise<{ errors: Problem[]; checked: Checked | null }> {
  const p = problems();
  const [{ data: shippers }, payments, shop] = await Promise.all([
    listShippers(tx as Db, currency, locale, {
      itemsWithTax: cart.prices.discountLimitPriceWithVat,
      includePersonal: true,
      free: cart.prices.freeShippingByCoupon,
    }),
    listPayments(tx as Db, currency, locale),
    orderShopSettings(tx),
  ]);
  const choices = await checkChoices(tx, body, shippers, payments, locale, p);
  const orderer = checkOrderer(body, choices.shipper, currency, p);
  const shippingAddress = checkShippingAddress(body, choices, orderer, shop.address, currency, p);
  p.errors.push(...registrationErrors);
  p.add('terms', body.terms === true ? null : placeOrderErrors.terms);
  const { errors: extraErrors, extras } = checkExtras(body, shop.checkoutFields, orderer.isBusiness);
  p.errors.push(...extraErrors);
  const errors = p.errors.sort((a, b) => fieldRank(a.field) - fieldRank(b.field));

  const { shipper, payment, paymentKind, branch } = choices;
  if (errors.length || !shipper || !payment || !paymentKind) return { errors, checked: null };
  // Billing info not given: billed to the pick-up place, or else the shop; no company.
  const billingAddress = orderer.billedToCustomer ? body.billingAddress : (branch?.address ?? shop.address);
  if (!billingAddress || !shippingAddress) {
    // Only a shop without a contact address in its settings gets here.
    return { errors: [{ field: 'street', title: placeOrderErrors.required }], checked: null };
  }
  const addresses = { billingAddress, shippingAddress };
  return {
    errors,
    checked: checkedOrder(body, { ...choices, shipper, payment, paymentKind }, orderer, addresses, extras),
  };
}
