import type { z } from 'zod';
import { safeEqual } from '../../http/safe-equal.ts';
import {
  GatewayError,
  type CreatePaymentInput,
  type CreatedPayment,
  type GatewayPaymentState,
  type GatewayPaymentStatus,
  type PaymentGateway,
} from './gateway.ts';
import {
  comgateCreateAnswer,
  comgateNotification,
  comgateRefundAnswer,
  comgateStatusAnswer,
  type ComgateCreateBody,
} from './comgate-protocol.ts';

export interface ComgateOptions {
  /** The API's base address (COMGATE_API_URL, or a local server speaking the protocol). */
  apiUrl: string;
  merchant: string;
  secret: string;
  /** Payments in Comgate's test mode: nothing is charged. */
  test: boolean;
  timeoutMs?: number;
}

/** A card gateway that can also give money back. */
export interface RefundingGateway extends PaymentGateway {
  /** Returns `amount` (minor units) of a paid payment to the shopper. */
  refund(input: {
    gatewayRef: string;
    amount: number;
    currencyCode: string;
    merchantRef: string;
  }): Promise<void>;
}

const STATUS: Record<z.infer<typeof comgateStatusAnswer>['status'] & string, GatewayPaymentStatus> = {
  PENDING: 'created',
  // Only reserved on the card, not charged: the shop never asks for a reservation, so not paid.
  AUTHORIZED: 'created',
  PAID: 'paid',
  CANCELLED: 'cancelled',
};

/** The shop's client of Comgate (PAYMENT_GATEWAY=comgate). */
export function createComgateClient({
  apiUrl,
  merchant,
  secret,
  test,
  timeoutMs = 15_000,
}: ComgateOptions): RefundingGateway {
  const base = apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${merchant}:${secret}`).toString('base64')}`;

  async function call<T extends { code: number; message: string }>(
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    const url = `${base}${path}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayError(`Comgate unreachable at ${url}: ${(err as Error).message}`, { cause: err });
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GatewayError(
        `Comgate answered ${res.status} with something other than JSON: ${text.slice(0, 200)}`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new GatewayError(`Comgate answered an unexpected body: ${parsed.error.message}`);
    if (!res.ok || parsed.data.code !== 0) {
      throw new GatewayError(`Comgate refused ${path}: ${parsed.data.code} ${parsed.data.message}`);
    }
    return parsed.data;
  }

  return {
    name: 'comgate',
    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const body: ComgateCreateBody = {
        test,
        price: input.amount,
        curr: input.currencyCode,
        label: input.merchantRef.slice(0, 16),
        refId: input.merchantRef,
        method: 'ALL',
        email: input.email,
        lang: input.locale,
        country: input.locale === 'sk' ? 'SK' : input.locale === 'de' ? 'DE' : 'CZ',
        prepareOnly: true,
        url_paid: input.returnUrl,
        url_cancelled: input.returnUrl,
        url_pending: input.returnUrl,
      };
      const created = await call('/payment.json', comgateCreateAnswer, body);
      if (!created.transId || !created.redirect)
        throw new GatewayError('Comgate created a payment without an id');
      return { gatewayRef: created.transId, redirectUrl: created.redirect };
    },
    async getStatus(gatewayRef: string): Promise<GatewayPaymentState> {
      const s = await call(`/payment/transId/${encodeURIComponent(gatewayRef)}.json`, comgateStatusAnswer);
      if (!s.status || s.price === undefined || !s.curr || s.refId === undefined) {
        throw new GatewayError(`Comgate's status of ${gatewayRef} lacks a field`);
      }
      return { status: STATUS[s.status], amount: s.price, currencyCode: s.curr, merchantRef: s.refId };
    },
    async verifyNotification(rawBody: string) {
      const parsed = comgateNotification.safeParse(Object.fromEntries(new URLSearchParams(rawBody)));
      if (!parsed.success) return null;
      const n = parsed.data;
      return n.merchant === merchant && safeEqual(n.secret, secret) ? { gatewayRef: n.transId } : null;
    },
    async refund({ gatewayRef, amount, currencyCode, merchantRef }) {
      await call('/refund.json', comgateRefundAnswer, {
        transId: gatewayRef,
        amount,
        curr: currencyCode,
        refId: merchantRef,
        test,
      });
    },
  };
}
