import { accountApi, errorResponse, type SecondFactor } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { backendUrl, callBackend, callBackendRaw } from '../backend';
import { BackendError } from '../http';

/** The customer's second factor on the store API: every call is their own, never cached. */

const headers = (token: string, clientAddress: string | null) => ({
  authorization: `Bearer ${token}`,
  ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
});

/** GET: on or off, recovery codes left, or the set-up under way with its secret and codes. */
export async function getSecondFactor(locale: AppLocale, token: string): Promise<SecondFactor> {
  const res = await callBackend(accountApi.secondFactor, {
    locale,
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
  const h = { accept: 'application/json', ...headers(token, clientAddress) };
  const res =
    change.action === 'confirm'
      ? await callBackendRaw(accountApi.confirmSecondFactor, {
          locale,
          body: { code: change.code },
          headers: h,
        })
      : await callBackendRaw(
          change.action === 'start' ? accountApi.startSecondFactor : accountApi.disableSecondFactor,
          { locale, body: { password: change.password }, headers: h },
        );
  if (res.ok) return;
  const parsed = errorResponse.safeParse(await res.json().catch(() => null));
  throw new BackendError(
    `Backend answered ${res.status}`,
    res.status,
    backendUrl(accountApi.secondFactor),
    parsed.success ? parsed.data.errors : [],
  );
}
