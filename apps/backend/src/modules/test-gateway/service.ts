import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { createTestPaymentBody } from '../../integrations/payment/test-gateway-protocol.ts';
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
