import { applyPrefillSwitches, type CheckoutForm } from './checkout-form.ts';

/** What a logged-in customer's account holds for the checkout form. */
export interface SavedCustomer {
  fullName: string;
  email: string;
  phone: string | null;
  /** The company the customer buys for; null for a private customer. */
  business: { businessName: string; tin: string; vatin: string } | null;
}

/** One of the customer's saved addresses (the street holds the house number, as on an envelope). */
export interface SavedAddress {
  type: 'billing' | 'delivery';
  name: string;
  businessName: string | null;
  street: string;
  city: string;
  postcode: string;
  /** ISO 3166 alpha-3. */
  countryCode: string;
  phone: string | null;
}

// The last word is the number when it starts with a digit: "Dlouhá 12", "28. října 1234/5a".
const NUMBER_AT_END = /^(.*\S)\s+(\d[\p{L}\d/-]*)$/u;

/** "Dlouhá 12" → street "Dlouhá" and house number "12"; a street without a number stays whole. */
export function splitStreetAndNumber(value: string): { street: string; houseNumber: string } {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  const m = NUMBER_AT_END.exec(trimmed);
  return m ? { street: m[1]!, houseNumber: m[2]! } : { street: trimmed, houseNumber: '' };
}

const blank = (...values: string[]) => values.every((v) => v.trim() === '');

function billingPart(address: SavedAddress): Partial<CheckoutForm> {
  const { street, houseNumber } = splitStreetAndNumber(address.street);
  return {
    street,
    houseNumber,
    city: address.city,
    postcode: address.postcode,
    country: address.countryCode,
  };
}

function deliveryPart(address: SavedAddress): Partial<CheckoutForm> {
  const { street, houseNumber } = splitStreetAndNumber(address.street);
  return {
    differentAddress: true,
    shippingFullName: address.name,
    shippingBusinessName: address.businessName ?? '',
    shippingPhone: address.phone ?? '',
    shippingStreet: street,
    shippingHouseNumber: houseNumber,
    shippingCity: address.city,
    shippingPostcode: address.postcode,
    shippingCountry: address.countryCode,
  };
}

/** A saved address the shopper picked replaces the billing or the delivery part of the form. */
export function withSavedAddress(
  form: CheckoutForm,
  address: SavedAddress,
  as: 'billing' | 'delivery',
): CheckoutForm {
  return applyPrefillSwitches({
    ...form,
    ...(as === 'billing' ? billingPart(address) : deliveryPart(address)),
  });
}

/**
 * Fills what the shopper has left empty with what the account holds: name, e-mail, phone, the
 * company, the first saved billing address and the first saved delivery address. Never overwrites
 * anything typed, and a part (the address, the company, the delivery address) is filled only when
 * all of it is empty, so that a half-typed address never mixes with a saved one.
 */
export function prefillCheckoutForm(
  form: CheckoutForm,
  customer: SavedCustomer,
  addresses: readonly SavedAddress[],
): CheckoutForm {
  const next: CheckoutForm = { ...form };
  if (blank(next.fullName)) next.fullName = customer.fullName;
  if (blank(next.email)) next.email = customer.email;
  if (blank(next.phone)) next.phone = customer.phone ?? addresses.find((a) => a.phone)?.phone ?? '';

  // The form's own address is the billing address; a customer who saved only delivery addresses
  // gets the first of them there, and a different delivery address only beside a billing one.
  const billing = addresses.find((a) => a.type === 'billing');
  const firstDelivery = addresses.find((a) => a.type === 'delivery');
  const own = billing ?? firstDelivery;
  if (own && blank(next.street, next.houseNumber, next.city, next.postcode)) {
    Object.assign(next, billingPart(own));
  }
  const company =
    customer.business ??
    (billing?.businessName ? { businessName: billing.businessName, tin: '', vatin: '' } : null);
  if (company && blank(next.businessName, next.tin, next.vatin)) {
    Object.assign(next, { businessName: company.businessName, tin: company.tin, vatin: company.vatin });
  }

  const delivery = billing ? firstDelivery : undefined;
  if (
    delivery &&
    !next.differentAddress &&
    blank(
      next.shippingFullName,
      next.shippingStreet,
      next.shippingHouseNumber,
      next.shippingCity,
      next.shippingPostcode,
    )
  ) {
    Object.assign(next, deliveryPart(delivery));
  }
  return applyPrefillSwitches(next);
}
