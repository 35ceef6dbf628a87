import { z } from 'zod';

/**
 * One error of an answer. `title` is a Czech message for the shopper, `field` the input at fault;
 * `code` is the machine-readable reason: clients decide by the code, never by the text.
 */
export const apiError = z.object({
  code: z.string(),
  field: z.string().optional(),
  title: z.string(),
});
export const errorResponse = z.object({ errors: z.array(apiError).min(1) });
export type ApiError = z.infer<typeof apiError>;
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * Every code but those of message maps: a reason from a map carries `<domain>.<key>`, the coupon's
 * (`couponErrors`) as `coupon.expired`, the order placement's (`placeOrderErrors`) as
 * `order.blockedPayment`. The first group is what a status says when there is no reason of its own.
 */
export const errorCodes = {
  invalid: 'invalid',
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  refused: 'refused',
  tooManyRequests: 'too_many_requests',
  unavailable: 'unavailable',
  internal: 'internal',

  notInStock: 'cart.notInStock',
  shoppingOff: 'cart.shoppingOff',
  giftNotAvailable: 'gift.notAvailable',
  creditsForGuest: 'credits.guest',
  creditsOff: 'credits.off',
  creditsTooFew: 'credits.tooFew',
  notForCredits: 'credits.notForCredits',
  cartParent: 'cart.parent',
  belowMinimum: 'order.belowMinimum',
  notPayable: 'order.notPayable',
  alreadyPaid: 'payment.alreadyPaid',
  paymentChanged: 'payment.changed',
  gatewayUnavailable: 'payment.gatewayUnavailable',
  badSignature: 'payment.signature',
  loginCredentials: 'login.credentials',
  loginRestricted: 'login.restricted',
  loginBlocked: 'login.blocked',
  loginTooMany: 'login.tooMany',
  loginCodeInvalid: 'login.codeInvalid',
  loginChallengeExpired: 'login.challengeExpired',
  secondFactorCode: 'account.secondFactorCode',
  secondFactorOn: 'account.secondFactorOn',
  secondFactorNoSetup: 'account.secondFactorNoSetup',
  loggedOut: 'login.loggedOut',
  operatorLinkInvalid: 'login.operatorLinkInvalid',
  accountPassword: 'account.password',
  registrationLinkInvalid: 'account.registrationLinkInvalid',
  oldPassword: 'account.oldPassword',
  resetLinkInvalid: 'account.resetLinkInvalid',
  companyNotFound: 'company.notFound',
  companyRegisterDown: 'company.registerDown',
  addressCheckDown: 'address.checkDown',
  adminUnauthenticated: 'admin.unauthenticated',
  adminForbidden: 'admin.forbidden',
  adminOrigin: 'admin.origin',
  adminTotpRequired: 'admin.totpRequired',
  adminCredentials: 'admin.credentials',
  adminCodeRequired: 'admin.codeRequired',
  adminCodeInvalid: 'admin.codeInvalid',
  adminBlocked: 'admin.blocked',
  adminLastOwner: 'admin.lastOwner',
  newsletterActivationInvalid: 'newsletter.activationInvalid',
  newsletterUnsubscribeInvalid: 'newsletter.unsubscribeInvalid',
} as const;

/** The code of an error that has no reason of its own: what its status says. */
export function errorCodeOfStatus(status: number): string {
  switch (status) {
    case 400:
      return errorCodes.invalid;
    case 401:
      return errorCodes.unauthorized;
    case 403:
      return errorCodes.forbidden;
    case 404:
      return errorCodes.notFound;
    case 409:
      return errorCodes.conflict;
    case 422:
      return errorCodes.refused;
    case 429:
      return errorCodes.tooManyRequests;
    case 502:
    case 503:
    case 504:
      return errorCodes.unavailable;
    default:
      return status >= 500 ? errorCodes.internal : errorCodes.badRequest;
  }
}

/** The code of a reason from a domain's message map: `domainCode('coupon', 'expired')`. */
export const domainCode = <D extends string, K extends string>(domain: D, reason: K): `${D}.${K}` =>
  `${domain}.${reason}`;
