import {
  serviceCaseResponse,
  serviceOrderLookupResponse,
  type ServiceCase,
  type ServiceCaseBody,
  type ServiceCaseKind,
  type ServiceOrderLookup,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { fetchJson, type Schema } from '../http';

/**
 * What opens an order to the forms besides its code and e-mail, from the shopper's cookies: the
 * order token (the order page's secret link) and the customer's log-in. The store API uses either
 * only for the order it belongs to.
 */
export interface ServiceCaseSecrets {
  orderToken: string | null;
  authToken: string | null;
  /** The shopper's address: the store API limits look-ups and filings per address. */
  clientAddress: string | null;
}

function post<T>(
  path: string,
  schema: Schema<T>,
  locale: AppLocale,
  body: object,
  secrets: ServiceCaseSecrets,
) {
  return fetchJson(`${env.storeUrl}${path}`, schema, {
    locale,
    method: 'POST',
    cache: 'no-store',
    headers: {
      'content-type': 'application/json',
      ...(secrets.authToken ? { authorization: `Bearer ${secrets.authToken}` } : {}),
      ...(secrets.clientAddress ? { 'x-forwarded-for': secrets.clientAddress } : {}),
    },
    body: JSON.stringify({ ...body, ...(secrets.orderToken ? { orderToken: secrets.orderToken } : {}) }),
  });
}

/**
 * POST /api/v1/service-cases/order: the order when the secrets or the one-time code open it; for a
 * code and an e-mail without `verificationCode`, `codeSent` (the order's e-mail gets a code). Pass
 * `verificationCode: ''` to look an order up again without ever sending a code. Throws
 * BackendError (422 with a message per field, 429).
 */
export async function lookupServiceOrder(
  locale: AppLocale,
  body: { orderCode: string; email: string; verificationCode?: string },
  secrets: ServiceCaseSecrets,
): Promise<ServiceOrderLookup> {
  return (await post('/api/v1/service-cases/order', serviceOrderLookupResponse, locale, body, secrets)).data;
}

const PATHS: Record<ServiceCaseKind, string> = { complaint: 'complaints', withdrawal: 'withdrawals' };

/** POST /api/v1/complaints or /api/v1/withdrawals. Throws BackendError (422, 429). */
export async function fileServiceCase(
  locale: AppLocale,
  kind: ServiceCaseKind,
  body: Omit<ServiceCaseBody, 'orderToken'>,
  secrets: ServiceCaseSecrets,
): Promise<ServiceCase> {
  return (await post(`/api/v1/${PATHS[kind]}`, serviceCaseResponse, locale, body, secrets)).data;
}
