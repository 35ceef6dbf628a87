import type { CheckoutTheme } from '@shop/rules';

/**
 * The shop's checkout layout: one 'Jméno a
 * příjmení' field, checked by the full-name rule; a business customer names the company once, in
 * the business details; a purchase order number for customers who need one on the invoice.
 */
export const CHECKOUT_THEME: CheckoutTheme = {
  fullNameField: true,
  shippingBusinessNameWithBusiness: false,
  customOrderNumber: true,
};
