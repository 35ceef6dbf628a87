import {
  newsletterSubscribeResponse,
  newsletterUnsubscribeResponse,
  type NewsletterSubscribeBody,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { postJson } from '../http';

/**
 * POST /api/v1/newsletter/subscribe with the shopper's address (sign-ups are counted by it): the
 * Czech text to show. Throws BackendError (422 with a message per field, 429).
 */
export async function subscribeToNewsletter(
  locale: AppLocale,
  body: NewsletterSubscribeBody,
  clientAddress: string | null,
): Promise<string> {
  const res = await postJson(
    '/api/v1/newsletter/subscribe',
    newsletterSubscribeResponse,
    locale,
    body,
    clientAddress,
  );
  return res.data.message;
}

/** POST /api/v1/newsletter/unsubscribe: the address that no longer gets the newsletter. */
export async function unsubscribeFromNewsletter(locale: AppLocale, token: string): Promise<string> {
  const res = await postJson('/api/v1/newsletter/unsubscribe', newsletterUnsubscribeResponse, locale, {
    token,
  });
  return res.data.email;
}
