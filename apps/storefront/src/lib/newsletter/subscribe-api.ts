import { marketingApi, type NewsletterSubscribeBody } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

/**
 * POST /api/v1/newsletter/subscribe with the shopper's address (sign-ups are counted by it): the
 * Czech text to show. Throws BackendError (422 with a message per field, 429).
 */
export async function subscribeToNewsletter(
  locale: AppLocale,
  body: NewsletterSubscribeBody,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(marketingApi.subscribe, {
    locale,
    body,
    headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
  });
  return res.data.message;
}

/** POST /api/v1/newsletter/unsubscribe: the address that no longer gets the newsletter. */
export async function unsubscribeFromNewsletter(locale: AppLocale, token: string): Promise<string> {
  const res = await callBackend(marketingApi.unsubscribe, { locale, body: { token } });
  return res.data.email;
}
