import { SIGNED_IN_COOKIE } from '../cart/shopper-cookies';

/** In the browser: whether the readable cookie says a customer is logged in (a hint, never trusted). */
export function isSignedIn(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SIGNED_IN_COOKIE}=1`);
}
