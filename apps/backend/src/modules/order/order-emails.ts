import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderEmails } from './tables.ts';

export interface SentOrderEmail {
  orderId: number;
  /** The job kind that sent it: order-confirmation, order-status, order-paid, payment-reminder … */
  kind: string;
  recipient: string;
  subject: string;
}

/** Notes an e-mail sent about an order, for the order page of the back office. */
export async function recordOrderEmail(db: Db | Tx, sent: SentOrderEmail): Promise<void> {
  await db.insert(orderEmails).values(sent);
}

/** The e-mails sent about an order, oldest first. */
export async function orderEmailsOf(db: Db | Tx, orderId: number) {
  return db
    .select()
    .from(orderEmails)
    .where(eq(orderEmails.orderId, orderId))
    .orderBy(asc(orderEmails.sentAt));
}
