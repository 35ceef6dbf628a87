import { z } from 'zod';
import { secondFactorResponse, type SecondFactor } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { fetchJson } from '../http';

/** The customer's second factor on the store API: every call is their own, never cached. */

const url = () => `${env.storeUrl}/api/v1/user/second-factor`;
const headers = (token: string, clientAddress: string | null) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
});
const noContent = z.null();

/** GET: on or off, recovery codes left, or the set-up under way with its secret and codes. */
export async function getSecondFactor(locale: AppLocale, token: string): Promise<SecondFactor> {
  const res = await fetchJson(url(), secondFactorResponse, {
    locale,
    cache: 'no-store',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.data;
}

/**
 * A change of the second factor: `start` a set-up or `disable` it with the password, `confirm` a
 * set-up with a code of the app. Throws BackendError (422 a wrong password or code, 409 already on
 * or no set-up, 429 too many attempts).
 */
export async function changeSecondFactor(
  locale: AppLocale,
  token: string,
  change: { action: 'start' | 'disable'; password: string } | { action: 'confirm'; code: string },
  clientAddress: string | null,
): Promise<void> {
  const method = change.action === 'start' ? 'POST' : change.action === 'confirm' ? 'PUT' : 'DELETE';
  const body = change.action === 'confirm' ? { code: change.code } : { password: change.password };
  await fetchJson(url(), noContent, {
    locale,
    method,
    cache: 'no-store',
    headers: headers(token, clientAddress),
    body: JSON.stringify(body),
  });
}
