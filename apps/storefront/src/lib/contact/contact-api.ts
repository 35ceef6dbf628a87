import { supportApi, type ContactFormBody } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

/**
 * POST /api/v1/contact-form with the shopper's address (messages are counted by it): the Czech
 * thank-you text. Throws BackendError (422 with a message per field, 429).
 */
export async function sendContactMessage(
  locale: AppLocale,
  body: ContactFormBody,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(supportApi.contactForm, {
    locale,
    body,
    headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
  });
  return res.data.message;
}
