import {
  validateDeliveryCountry,
  validateEmail,
  validateFullName,
  validateHouseNumber,
  validatePhone,
  validatePostcode,
  validateStreetOnly,
  validateTin,
} from '@shop/rules';
import type { Shipper } from '@shop/contract';

export interface CheckoutFields {
  email?: string;
  fullName?: string;
  phone?: string;
  street?: string;
  houseNumber?: string;
  postcode?: string;
  country?: string;
  isBusiness?: boolean;
  tin?: string;
  shipperId?: number;
}

/**
 * The checkout field rules over the fields present, in form order: the same rules
 * package the storefront's form uses, so a message never differs between the two sides. The
 * shipper must deliver to the country, and the country's currency must be the cart's.
 */
export function checkoutFieldErrors(
  f: CheckoutFields,
  currency: string,
  shipper: Shipper | null,
): { field: string; title: string }[] {
  const errors: { field: string; title: string }[] = [];
  const check = (field: string, title: string | null) => {
    if (title) errors.push({ field, title });
  };
  if (f.email !== undefined) check('email', validateEmail(f.email));
  if (f.fullName !== undefined) check('fullName', validateFullName(f.fullName));
  if (f.phone !== undefined) check('phone', validatePhone(f.phone));
  if (f.street !== undefined) check('street', validateStreetOnly(f.street, f.houseNumber ?? ''));
  if (f.houseNumber !== undefined) check('houseNumber', validateHouseNumber(f.houseNumber, f.street ?? ''));
  if (f.postcode !== undefined) check('postcode', validatePostcode(f.postcode, f.country ?? 'CZE'));
  if (f.isBusiness && f.tin !== undefined) check('tin', validateTin(f.tin));
  if (shipper && f.country) {
    check('country', validateDeliveryCountry({ shipper, countryAlpha3: f.country, currencyCode: currency }));
  }
  return errors;
}
