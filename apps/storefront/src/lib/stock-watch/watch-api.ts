import { stockWatchResponse } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { postJson } from '../http';

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
  await postJson(
    `/api/v1/products/${variantId}/watchers`,
    stockWatchResponse,
    locale,
    { email },
    clientAddress,
  );
}
