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
  const errors: Problem[] = [];
  const add = (field: string, title: string | null) => {
    if (title) errors.push({ field, title });
  };
  const required = (field: string, value: string | null | undefined) => {
    if (!value) add(field, placeOrderErrors.required);
    return !!value;
  };

  const [{ data: shippers }, payments, shop] = await Promise.all([
    listShippers(tx as Db, currency, locale, {
      itemsWithTax: cart.prices.discountLimitPriceWithVat,
      includePersonal: true,
      free: cart.prices.freeShippingByCoupon,
    }),
    listPayments(tx as Db, currency, locale),
    orderShopSettings(tx),
  ]);
  const shipper = shippers.find((s) => s.id === body.shipperId) ?? null;
  add('shipperId', shipper ? null : placeOrderErrors.unknownShipper);
  const payment = payments.find((p) => p.id === body.paymentId) ?? null;
  const paymentKind = payment ? (await paymentKinds(tx, [payment.id])).get(payment.id) : undefined;
  if (!payment || !paymentKind) add('paymentId', placeOrderErrors.unknownPayment);
  else if (shipper?.blockedPayments.includes(payment.id)) add('paymentId', placeOrderErrors.blockedPayment);

  const { branch, problem } = shipper
    ? await resolveBranch(tx, shipper, body.shipperBranchId, locale)
    : { branch: null, problem: null };
  add('shipperBranchId', problem);
  if (body.deliveryTimeSlot && shipper && !isOfferedSlot(shipper, body.deliveryTimeSlot)) {
    add('deliveryTimeSlot', placeOrderErrors.timeSlot);
  }

  // Who orders.
  const c = body.customer;
  const name = c.name || [c.firstName, c.lastName].filter(Boolean).join(' ');
  const needsAddress = shipper?.requiredAddress ?? false;
  const billingGiven = !isBlank(body.billingAddress);
  const billedToCustomer = needsAddress || billingGiven;
  const billing = body.billingAddress;
  const deliveryToBilling = needsAddress && !body.hasCustomShippingAddress;
  const isBusiness = billedToCustomer && c.isBusiness;

  required('fullName', name);
  required('email', c.email);
  required('phone', c.phone);
  const fields: CheckoutFields = {
    fullName: name || undefined,
    email: c.email || undefined,
    phone: c.phone || undefined,
  };
  if (billedToCustomer) {
    if (required('street', billing.street)) fields.street = billing.street;
    required('city', billing.city);
    if (required('postcode', billing.postcode)) fields.postcode = billing.postcode;
    fields.country = billing.countryCode;
    if (isBusiness) {
      required('businessName', c.businessName);
      // The IČO check digit is a Czech rule.
      if (billing.countryCode === 'CZE' && c.tin) {
        fields.isBusiness = true;
        fields.tin = c.tin;
      }
    }
  }
  // The country rule (shipper and currency) applies where the parcel goes.
  const fieldErrors = checkoutFieldErrors(fields, currency, deliveryToBilling ? shipper : null);
  errors.push(...fieldErrors);

  let shippingAddress: OrderAddress | null = null;
  if (needsAddress && body.hasCustomShippingAddress) {
    const s = body.shippingAddress;
    const shippingFields: CheckoutFields = { country: s.countryCode };
    if (required('shippingStreet', s.street)) shippingFields.street = s.street;
    required('shippingCity', s.city);
    if (required('shippingPostcode', s.postcode)) shippingFields.postcode = s.postcode;
    for (const e of checkoutFieldErrors(shippingFields, currency, shipper)) {
      errors.push({ ...e, field: `shipping${e.field[0]!.toUpperCase()}${e.field.slice(1)}` });
    }
    if (c.shippingPhone) add('shippingPhone', validatePhone(c.shippingPhone));
    shippingAddress = s;
  } else if (needsAddress) {
    shippingAddress = billing;
  } else if (shipper) {
    // A pick-up place: the parcel goes there.
    shippingAddress = branch?.address ?? shop.address;
    if (branch) {
      add(
        'shipperBranchId',
        validateDeliveryCountry({
          shipper,
          countryAlpha3: branch.address.countryCode,
          currencyCode: currency,
        }),
      );
    }
  }
  errors.push(...registrationErrors);
  add('terms', body.terms === true ? null : placeOrderErrors.terms);
  const { errors: extraErrors, extras } = checkExtras(body, shop.checkoutFields, isBusiness);
  errors.push(...extraErrors);
  errors.sort((a, b) => fieldRank(a.field) - fieldRank(b.field));

  if (errors.length || !shipper || !payment || !paymentKind) return { errors, checked: null };
  // Billing info not given: billed to the pick-up place, or else the shop; no company.
  const billingAddress = billedToCustomer ? billing : (branch?.address ?? shop.address);
  if (!billingAddress || !shippingAddress) {
    // Only a shop without a contact address in its settings gets here.
    return { errors: [{ field: 'street', title: placeOrderErrors.required }], checked: null };
  }
  const [firstName = '', ...rest] = name.split(/\s+/);
  const firstAndLast =
    c.firstName && c.lastName
      ? { firstName: c.firstName, lastName: c.lastName }
      : { firstName, lastName: rest.join(' ') };
  return {
    errors,
    checked: {
      shipper,
      payment,
      paymentKind,
      branch,
      customer: {
        name,
        ...firstAndLast,
        email: c.email,
        phone: c.phone,
        isBusiness,
        businessName: isBusiness ? c.businessName || null : null,
        tin: isBusiness ? c.tin || null : null,
        vatin: isBusiness ? c.vatin || null : null,
        vatinsvk: isBusiness && billing.countryCode === 'SVK' ? c.vatinsvk || null : null,
        shippingName: c.shippingName || name,
        // A pick-up place needs neither a company nor a phone on the label.
        shippingBusinessName: needsAddress ? c.shippingBusinessName || null : null,
        shippingPhone: needsAddress && body.hasCustomShippingAddress ? c.shippingPhone || null : null,
        ...extras.customer,
      },
      billingAddress,
      shippingAddress,
      hasCustomShippingAddress: needsAddress && body.hasCustomShippingAddress,
      consents: extras.consents,
      customOrderNumber: extras.customOrderNumber,
    },
  };
}
