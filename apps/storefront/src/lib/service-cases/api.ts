import {
  supportApi,
  type ServiceCase,
  type ServiceCaseBody,
  type ServiceCaseKind,
  type ServiceOrderLookup,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

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

const headersOf = (secrets: ServiceCaseSecrets): Record<string, string> => ({
  ...(secrets.authToken ? { authorization: `Bearer ${secrets.authToken}` } : {}),
  ...(secrets.clientAddress ? { 'x-forwarded-for': secrets.clientAddress } : {}),
});

const withOrderToken = <B extends object>(body: B, secrets: ServiceCaseSecrets) => ({
  ...body,
  ...(secrets.orderToken ? { orderToken: secrets.orderToken } : {}),
});

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
  const answer = await callBackend(supportApi.serviceOrder, {
    locale,
    headers: headersOf(secrets),
    body: withOrderToken(body, secrets),
  });
  return answer.data;
}

const ENDPOINTS = { complaint: supportApi.complaint, withdrawal: supportApi.withdrawal } as const;

/** POST /api/v1/complaints or /api/v1/withdrawals. Throws BackendError (422, 429). */
export async function fileServiceCase(
  locale: AppLocale,
  kind: ServiceCaseKind,
  body: Omit<ServiceCaseBody, 'orderToken'>,
  secrets: ServiceCaseSecrets,
): Promise<ServiceCase> {
  const answer = await callBackend(ENDPOINTS[kind], {
    locale,
    headers: headersOf(secrets),
    body: withOrderToken(body, secrets),
  });
  return answer.data;
}
