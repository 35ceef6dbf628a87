import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import {
  GatewayError,
  type CreatePaymentInput,
  type CreatedPayment,
  type GatewayPaymentState,
  type PaymentGateway,
  type RefundInput,
} from './gateway.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  testGatewayApiKey,
  testPayment,
  testRefund,
  verifyNotificationSignature,
} from './test-gateway-protocol.ts';

export interface TestGatewayClientOptions {
  /** Where the gateway's merchant API lives (…/test-gateway/api is appended). */
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * The shop's side of the local test gateway: its merchant API over HTTP, and the check of its
 * signed notifications. It speaks to the gateway only through HTTP, as to any hosted gateway.
 */
export function createTestGatewayClient({
  baseUrl,
  secret,
  timeoutMs = 10_000,
}: TestGatewayClientOptions): PaymentGateway {
  const api = `${baseUrl.replace(/\/+$/, '')}/test-gateway/api/payments`;
  const authorization = `Bearer ${testGatewayApiKey(secret)}`;

  async function call<T>(url: string, schema: z.ZodType<T>, init: RequestInit = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { authorization, accept: 'application/json', ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(`test gateway unreachable at ${url}: ${(err as Error).message}`, { cause: err });
    }
    const text = await res.text();
    if (!res.ok)
      throw new GatewayError(
        `test gateway answered ${res.status} to ${init.method ?? 'GET'} ${url}: ${text.slice(0, 200)}`,
      );
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GatewayError(`test gateway answered something other than JSON: ${text.slice(0, 200)}`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new GatewayError(`test gateway answered an unexpected body: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    name: 'test',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const p = await call(api, testPayment, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { gatewayRef: p.id, redirectUrl: p.redirectUrl };
    },
    async getStatus(gatewayRef: string): Promise<GatewayPaymentState> {
      const p = await call(`${api}/${encodeURIComponent(gatewayRef)}`, testPayment);
      return { status: p.status, amount: p.amount, currencyCode: p.currencyCode, merchantRef: p.merchantRef };
    },
    async verifyNotification(rawBody: string, headers: IncomingHttpHeaders) {
      const verified = verifyNotificationSignature(
        secret,
        rawBody,
        header(headers, SIGNATURE_HEADER),
        header(headers, TIMESTAMP_HEADER),
      );
      return verified && { gatewayRef: verified.id };
    },
    async refund({ gatewayRef, amount, currencyCode, merchantRef }: RefundInput): Promise<void> {
      await call(`${api}/${encodeURIComponent(gatewayRef)}/refunds`, testRefund, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ amount, currencyCode, refId: merchantRef }),
      });
    },
  };
}
