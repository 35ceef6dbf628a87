import {
  serviceCaseResponse,
  serviceOrderResponse,
  type ServiceCase,
  type ServiceCaseBody,
  type ServiceCaseKind,
  type ServiceOrder,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { fetchJson } from '../http';

const post = (body: unknown, clientAddress: string | null) => ({
  method: 'POST',
  cache: 'no-store' as const,
  headers: {
    'content-type': 'application/json',
    // Lookups and filings are limited per shopper's address.
    ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
  },
  body: JSON.stringify(body),
});

/** POST /api/v1/service-cases/order. Throws BackendError (422 with a message per field, 429). */
export async function lookupServiceOrder(
  locale: AppLocale,
  body: { orderCode: string; email: string },
  clientAddress: string | null,
): Promise<ServiceOrder> {
  const url = `${env.storeUrl}/api/v1/service-cases/order`;
  return (await fetchJson(url, serviceOrderResponse, { ...post(body, clientAddress), locale })).data;
}

const PATHS: Record<ServiceCaseKind, string> = { complaint: 'complaints', withdrawal: 'withdrawals' };

/** POST /api/v1/complaints or /api/v1/withdrawals. Throws BackendError (422, 429). */
export async function fileServiceCase(
  locale: AppLocale,
  kind: ServiceCaseKind,
  body: ServiceCaseBody,
  clientAddress: string | null,
): Promise<ServiceCase> {
  const url = `${env.storeUrl}/api/v1/${PATHS[kind]}`;
  return (await fetchJson(url, serviceCaseResponse, { ...post(body, clientAddress), locale })).data;
}
