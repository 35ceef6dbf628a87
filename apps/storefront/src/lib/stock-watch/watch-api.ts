import { stockWatchApi } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

/**
 * POST /api/v1/products/{variantId}/watchers with the shopper's address (watches are counted by
 * it). Throws BackendError (404, 422 for the address or a variant in stock, 429).
 */
export async function watchVariant(
  locale: AppLocale,
  variantId: number,
  email: string,
  clientAddress: string | null,
): Promise<void> {
  await callBackend(stockWatchApi.watch, {
    locale,
    params: { variantId },
    body: { email },
    // Watches are counted per client address.
    headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
  });
}
