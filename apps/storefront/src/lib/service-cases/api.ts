import {
  serviceCaseResponse,
  serviceOrderResponse,
  type ServiceCase,
  type ServiceCaseBody,
  type ServiceCaseKind,
  type ServiceOrder,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { postJson } from '../http';

/** POST /api/v1/service-cases/order. Throws BackendError (422 with a message per field, 429). */
export async function lookupServiceOrder(
  locale: AppLocale,
  body: { orderCode: string; email: string },
  clientAddress: string | null,
): Promise<ServiceOrder> {
  // Lookups and filings are limited per shopper's address.
  return (await postJson('/api/v1/service-cases/order', serviceOrderResponse, locale, body, clientAddress))
    .data;
}

const PATHS: Record<ServiceCaseKind, string> = { complaint: 'complaints', withdrawal: 'withdrawals' };

/** POST /api/v1/complaints or /api/v1/withdrawals. Throws BackendError (422, 429). */
export async function fileServiceCase(
  locale: AppLocale,
  kind: ServiceCaseKind,
  body: ServiceCaseBody,
  clientAddress: string | null,
): Promise<ServiceCase> {
  return (await postJson(`/api/v1/${PATHS[kind]}`, serviceCaseResponse, locale, body, clientAddress)).data;
}
