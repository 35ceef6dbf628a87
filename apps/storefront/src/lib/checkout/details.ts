import type { Cart } from '@shop/contract';
import { checkoutDetailsOf, type CheckoutDetails, type CheckoutForm, type CheckoutTheme } from '@shop/rules';

/**
 * The checkout details travel to the cart when the shopper moves between steps or leaves the page,
 * never per keystroke; the same details are not sent twice in a row.
 */

export const CHECKOUT_DETAILS_PATH = '/api/checkout/details';

/**
 * The request body that keeps the form's details with the cart, or null when `lastSent` already
 * said the same (fields the rules refuse are left empty: see checkoutDetailsOf).
 */
export function checkoutDetailsBody(
  locale: string,
  form: CheckoutForm,
  theme: Pick<CheckoutTheme, 'fullNameField'>,
  lastSent: string | null,
): string | null {
  const body = JSON.stringify({ locale, details: checkoutDetailsOf(form, theme) });
  return body === lastSent ? null : body;
}

let lastSent: string | null = null;

/** What the cart answered with when the page was rendered: nothing needs sending until it differs. */
export function checkoutDetailsSent(body: string | null): void {
  lastSent = body;
}

/**
 * Sends the form's details to the cart; `keepalive` lets the request finish while the browser
 * leaves the page. A failure costs nothing but the copy on the cart: the browser keeps its own.
 */
export function keepCheckoutDetails(
  locale: string,
  form: CheckoutForm,
  theme: Pick<CheckoutTheme, 'fullNameField'>,
): void {
  const body = checkoutDetailsBody(locale, form, theme, lastSent);
  if (body === null) return;
  lastSent = body;
  void fetch(CHECKOUT_DETAILS_PATH, {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body,
  })
    .then((res) => {
      // Not kept: try again at the next step change.
      if (!res.ok && lastSent === body) lastSent = null;
    })
    .catch(() => {
      if (lastSent === body) lastSent = null;
    });
}

/** The details the cart keeps (GET /api/v1/cart), in the rules' shape; null when it keeps none. */
export function cartCheckoutDetails(cart: Cart): CheckoutDetails | null {
  if (!cart.customer) return null;
  const noAddress = { street: '', city: '', postcode: '', countryCode: '' };
  return {
    customer: cart.customer,
    billingAddress: cart.billingAddress ?? noAddress,
    shippingAddress: cart.shippingAddress ?? noAddress,
    hasCustomShippingAddress: cart.hasCustomShippingAddress,
    comment: cart.comment ?? '',
  };
}
