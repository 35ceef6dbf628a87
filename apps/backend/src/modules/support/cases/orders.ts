import type { Db, Tx } from '../../../db/client.ts';

/** An order as customer service sees it: whose, where the goods are, and its lines (no gifts). */
export interface ServiceCaseOrder {
  id: number;
  code: string;
  email: string;
  /** The customer account that placed it, or null for a guest's order. */
  customerId: number | null;
  customerName: string;
  locale: string;
  cancelled: boolean;
  fulfilment: 'unshipped' | 'shipped' | 'delivered';
  deliveredAt: Date | null;
  items: {
    id: number;
    productId: number;
    variantId: number;
    name: string;
    variantName: string;
    catalogCode: string;
    amount: number;
  }[];
}

/** The refund of returned goods: the order's lines and pieces, and whether the shipping goes back too. */
export interface WithdrawalCreditNoteRequest {
  orderId: number;
  items: { orderItemId: number; amount: number }[];
  shipping?: boolean;
  reason: string;
}

/**
 * What customer service needs of the orders module, which sits above it: the app hands it over
 * (orders are what cases are about, so orders may read cases, not the reverse).
 */
export interface ServiceCaseOrders {
  /**
   * The order with this code whose e-mail is this one (trimmed, any case), or null: a wrong e-mail
   * and a missing order look the same.
   */
  find(db: Db | Tx, code: string, email: string): Promise<ServiceCaseOrder | null>;
  /** The order of this order token (the order page's secret link), or null. */
  findByToken(db: Db | Tx, token: string): Promise<ServiceCaseOrder | null>;
  /** The order with this code placed by this customer account, or null. */
  findOfCustomer(db: Db | Tx, code: string, customerId: number): Promise<ServiceCaseOrder | null>;
  /**
   * Issues the credit note of goods returned on a withdrawal in the caller's transaction, with the
   * order locked; refuses bad lines (422) and an order without an invoice (409).
   */
  issueWithdrawalCreditNote(tx: Tx, request: WithdrawalCreditNoteRequest): Promise<IssuedCreditNote>;
}

/** A credit note as issued: its number, and its total in minor units (negative: what is given back). */
export interface IssuedCreditNote {
  id: number;
  number: string;
  currencyCode: string;
  totalWithTax: number;
}
