import { orderUtm, type OrderUtm } from '@shop/contract';
import { CONSENT_COOKIE, grants, parseConsent } from '../consent/consent';
import { UTM_COOKIE } from './campaign';

/** A cookie's JSON, whether the cookie reader decoded it already or not. */
function cookieJson(raw: string): unknown {
  for (const text of [raw, () => decodeURIComponent(raw)]) {
    try {
      return JSON.parse(typeof text === 'string' ? text : text());
    } catch {
      // Not this form.
    }
  }
  return null;
}

/**
 * The campaign an order came from: the UTM cookie's parameters, only when the shopper's consent
 * cookie allows marketing; null otherwise, or when the cookie is not what the shop writes.
 */
export function orderCampaign(cookie: (name: string) => string | undefined): OrderUtm | null {
  if (!grants(parseConsent(cookie(CONSENT_COOKIE)), 'marketing')) return null;
  const raw = cookie(UTM_COOKIE);
  if (!raw) return null;
  const utm = orderUtm.strict().safeParse(cookieJson(raw));
  return utm.success && Object.keys(utm.data).length > 0 ? utm.data : null;
}
