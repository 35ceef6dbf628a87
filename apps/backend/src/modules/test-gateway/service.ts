import { randomBytes } from 'node:crypto';
import { and, eq, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type {
  createTestPaymentBody,
  createTestRefundBody,
} from '../../integrations/payment/test-gateway-protocol.ts';
import { testGatewayPayments } from './tables.ts';

export type TestGatewayPaymentRow = typeof testGatewayPayments.$inferSelect;
export type Decision = 'paid' | 'declined' | 'cancelled';

/** Payment ids: random and unguessable, since the payment page is reached by its id alone. */
export const paymentIdPattern = /^tgp_[A-Za-z0-9_-]{22}$/;

export async function createTestPayment(
  db: Db,
  input: z.infer<typeof createTestPaymentBody>,
): Promise<TestGatewayPaymentRow> {
  const [row] = await db
    .insert(testGatewayPayments)
    .values({ id: `tgp_${randomBytes(16).toString('base64url')}`, ...input })
    .returning();
  return row!;
}

export async function findTestPayment(db: Db, id: string): Promise<TestGatewayPaymentRow | null> {
  if (!paymentIdPattern.test(id)) return null;
  const [row] = await db.select().from(testGatewayPayments).where(eq(testGatewayPayments.id, id));
  return row ?? null;
}

/**
 * Records the shopper's decision, once: a decided payment never changes. `changed` is false when
 * it had been decided before (a second click, a reloaded form), so no new notification is due.
 */
export async function decideTestPayment(
  db: Db,
  id: string,
  decision: Decision,
): Promise<{ payment: TestGatewayPaymentRow; changed: boolean } | null> {
  if (!paymentIdPattern.test(id)) return null;
  const [updated] = await db
    .update(testGatewayPayments)
    .set({ status: decision, decidedAt: new Date() })
    .where(and(eq(testGatewayPayments.id, id), eq(testGatewayPayments.status, 'created')))
    .returning();
  if (updated) return { payment: updated, changed: true };
  const existing = await findTestPayment(db, id);
  return existing && { payment: existing, changed: false };
}

/** How a refund row names the payment it gives back. */
const refundOf = (paymentId: string) => `refund:${paymentId}`;

export type RefundOutcome =
  | { refund: TestGatewayPaymentRow; paymentId: string; refundable: number }
  | { refused: 'not_found' | 'not_paid' | 'currency' | 'over'; refundable?: number };

/**
 * Gives back all or part of a paid payment, at once, with the payment row locked, so that two
 * refunds never give back more than was paid between them. A refund is a row of its own: a
 * negative amount, decided at once, naming the payment in its description.
 */
export async function refundTestPayment(
  db: Db,
  paymentId: string,
  input: z.infer<typeof createTestRefundBody>,
): Promise<RefundOutcome> {
  if (!paymentIdPattern.test(paymentId)) return { refused: 'not_found' };
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const [payment] = await tx
      .select()
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.id, paymentId))
      .for('update');
    if (!payment) return { refused: 'not_found' };
    if (payment.status !== 'paid') return { refused: 'not_paid' };
    if (payment.currencyCode !== input.currencyCode) return { refused: 'currency' };
    const [given] = await tx
      .select({ total: sum(testGatewayPayments.amount).mapWith(Number) })
      .from(testGatewayPayments)
      .where(eq(testGatewayPayments.description, refundOf(paymentId)));
    const refundable = payment.amount + (given?.total ?? 0);
    if (input.amount > refundable) return { refused: 'over', refundable };
    const [refund] = await tx
      .insert(testGatewayPayments)
      .values({
        id: `tgr_${randomBytes(16).toString('base64url')}`,
        merchantRef: input.refId,
        amount: -input.amount,
        currencyCode: input.currencyCode,
        description: refundOf(paymentId),
        returnUrl: '',
        notifyUrl: '',
        status: 'paid',
        decidedAt: new Date(),
      })
      .returning();
    return { refund: refund!, paymentId, refundable: refundable - input.amount };
  });
}
