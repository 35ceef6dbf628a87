import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccountExport } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { textWithout } from '../../db/text-without.ts';
import { contactMessages, serviceCaseMessages, serviceCases } from './tables.ts';

const byEmail = (column: typeof contactMessages.email | typeof serviceCases.email, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** The customer's messages and cases as the shop keeps them, for their data export. */
export async function supportDataOf(
  db: Db,
  email: string,
): Promise<Pick<AccountExport, 'contactMessages' | 'serviceCases'>> {
  const messages = await db
    .select()
    .from(contactMessages)
    .where(byEmail(contactMessages.email, email))
    .orderBy(asc(contactMessages.id));
  const cases = await db
    .select()
    .from(serviceCases)
    .where(byEmail(serviceCases.email, email))
    .orderBy(asc(serviceCases.id));
  const replies =
    cases.length === 0
      ? []
      : await db
          .select()
          .from(serviceCaseMessages)
          .where(
            inArray(
              serviceCaseMessages.caseId,
              cases.map((c) => c.id),
            ),
          )
          .orderBy(asc(serviceCaseMessages.id));
  return {
    contactMessages: messages.map((m) => ({
      name: m.name,
      phone: m.phone,
      message: m.message,
      orderCode: m.orderCode,
      createdAt: m.createdAt.toISOString(),
    })),
    serviceCases: cases.map((c) => ({
      caseNumber: c.caseNumber,
      kind: c.kind,
      orderCode: c.orderCode,
      reason: c.reason,
      iban: c.iban,
      state: c.state,
      createdAt: c.createdAt.toISOString(),
      messages: replies
        .filter((r) => r.caseId === c.id)
        .map((r) => ({ from: r.from, body: r.body, createdAt: r.createdAt.toISOString() })),
    })),
  };
}

/** What the staff read where a deleted customer's e-mail was. */
const ERASED = '[smazáno]';

/**
 * Inside an account's deletion: its contact messages go; its complaints and withdrawals stay for
 * the shop's records (a claim can outlive the account) without the e-mail, the bank account or the
 * address quoted in their reason and conversation.
 */
export async function forgetSupportData(tx: Tx, email: string): Promise<void> {
  await tx.delete(contactMessages).where(byEmail(contactMessages.email, email));
  const cases = await tx
    .update(serviceCases)
    .set({
      email: '',
      iban: null,
      reason: textWithout(serviceCases.reason, email, ERASED),
    })
    .where(byEmail(serviceCases.email, email))
    .returning({ id: serviceCases.id });
  if (cases.length === 0) return;
  await tx
    .update(serviceCaseMessages)
    .set({
      body: textWithout(serviceCaseMessages.body, email, ERASED),
    })
    .where(
      and(
        inArray(
          serviceCaseMessages.caseId,
          cases.map((c) => c.id),
        ),
        sql`${serviceCaseMessages.body} ilike ${`%${email}%`}`,
      ),
    );
}
