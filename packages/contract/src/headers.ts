/**
 * Request headers every storefront call carries. Names are lower case as HTTP/2 sends them.
 * For a logged-in customer the backend derives variant and groups from the account; a guest's
 * claimed groups are only honoured with a valid `x-variant-hash`, sent beside the bearer token of the
 * session it was issued to.
 */
export const requestHeaders = {
  locale: 'x-locale',
  defaultLocale: 'x-default-locale',
  currency: 'x-currency',
  domain: 'x-domain',
  translationVariant: 'x-translation-variant',
  userVariant: 'x-user-variant',
  userGroups: 'x-user-groups',
  variantHash: 'x-variant-hash',
  cartToken: 'x-cart-token',
} as const;

export const locales = ['cs', 'sk', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'cs';

export const currencyCodes = ['CZK', 'EUR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];
