import { marketingApi } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { BackendError } from '../http';

/** What an activation link came to: confirmed, no token in it, or a token the shop does not accept. */
export type ActivationResult =
  { kind: 'activated'; email: string } | { kind: 'missing' } | { kind: 'invalid' };

const TOKEN = /^[A-Za-z0-9_.~-]{8,200}$/;

/**
 * Confirms a newsletter subscription by the activation e-mail's token (POST
 * /api/v1/newsletter/activate). Only the store's answer confirms: a refused token (422), or a
 * store that does not know the call (404), is an invalid link; other failures throw.
 */
export async function activateNewsletter(
  locale: AppLocale,
  token: string | undefined,
): Promise<ActivationResult> {
  const typed = token?.trim() ?? '';
  if (!typed) return { kind: 'missing' };
  if (!TOKEN.test(typed)) return { kind: 'invalid' };
  try {
    const res = await callBackend(marketingApi.activate, { locale, body: { token: typed } });
    return { kind: 'activated', email: res.data.email };
  } catch (e) {
    if (e instanceof BackendError && (e.status === 422 || e.status === 404 || e.status === 400)) {
      return { kind: 'invalid' };
    }
    throw e;
  }
}
