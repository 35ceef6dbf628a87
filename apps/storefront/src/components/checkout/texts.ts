import type cs from '../../../messages/cs.json';

/**
 * The `Checkout` messages of the current locale, handed to the checkout's client components as
 * plain strings ('{name}' placeholders filled with `format` of @shop/rules): next-intl's client
 * runtime stays out of the browser.
 */
export type CheckoutTexts = (typeof cs)['Checkout'];
