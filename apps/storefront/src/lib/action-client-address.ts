import { headers } from 'next/headers';
import { firstForwardedFor } from './currency/visitor-country';

/**
 * The shopper's address in a server action, as the storefront's server recorded it: the backend
 * counts log-ins, registrations and password changes per address.
 */
export async function actionClientAddress(): Promise<string | null> {
  return firstForwardedFor((await headers()).get('x-forwarded-for'));
}
