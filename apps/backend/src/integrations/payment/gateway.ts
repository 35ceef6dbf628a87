import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '@shop/contract';

/**
 * A hosted payment gateway: the shop creates a payment, sends the shopper to the gateway's page,
 * and learns the outcome from the gateway. A notification only says "look again": the shop always
 * reads the status back with getStatus and checks amount, currency and order before it changes
 * anything, so a forged or replayed notification can at worst make it ask.
 */
export interface PaymentGateway {
  /** The gateway's name: stored with each transaction and part of the notification URL. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  getStatus(gatewayRef: string): Promise<GatewayPaymentState>;
  /**
   * The payment a notification is about, when its signature (and freshness) checks out; null for
   * anything not provably sent by the gateway.
   */
  verifyNotification(rawBody: string, headers: IncomingHttpHeaders): Promise<{ gatewayRef: string } | null>;
  /**
   * Gives `amount` of a paid payment back to the payer's card, all of it or a part; throws
   * GatewayError when the gateway refuses or cannot be reached.
   */
  refund(input: RefundInput): Promise<void>;
}

export interface RefundInput {
  gatewayRef: string;
  /** Minor units of currencyCode, positive. */
  amount: number;
  currencyCode: string;
  /** The shop's reference: the order code. */
  merchantRef: string;
}

export interface CreatePaymentInput {
  /** The shop's reference: the order code. */
  merchantRef: string;
  /** Minor units of currencyCode. */
  amount: number;
  currencyCode: string;
  /** Shown to the shopper on the gateway's page. */
  description: string;
  /** The shopper's e-mail (gateways send their receipt there). */
  email: string;
  /** The language of the gateway's page. */
  locale: Locale;
  /** Where the gateway sends the shopper's browser when the payment is decided. */
  returnUrl: string;
  /** Where the gateway sends its notifications. */
  notifyUrl: string;
}

export interface CreatedPayment {
  /** The gateway's id of the payment. */
  gatewayRef: string;
  /** The gateway's payment page. */
  redirectUrl: string;
}

export type GatewayPaymentStatus = 'created' | 'paid' | 'declined' | 'cancelled';

export interface GatewayPaymentState {
  status: GatewayPaymentStatus;
  /** Minor units. */
  amount: number;
  currencyCode: string;
  merchantRef: string;
}

/** The gateway could not be reached or answered something unexpected. */
export class GatewayError extends Error {}
