import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  serviceCaseClosed,
  serviceCaseNextStates,
  serviceCaseStateLabels,
  serviceDeskErrorCode,
  serviceDeskErrors,
  type AdminServiceCase,
  type AdminServiceCaseQuery,
  type AdminServiceCaseSummary,
  type ServiceCaseMessageBody,
  type ServiceCaseState,
  type ServiceCaseStateBody,
} from '@shop/contract';
import { format } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { FieldsRefused, HttpError } from '../../../http/errors.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { serviceCaseMessages, serviceCases } from '../tables.ts';

type CaseRow = typeof serviceCases.$inferSelect;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const summaryOf = (row: CaseRow): AdminServiceCaseSummary => ({
  id: row.id,
  caseNumber: row.caseNumber,
  kind: row.kind,
  state: row.state,
  orderId: row.orderId,
  orderCode: row.orderCode,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

/** A page of cases, newest first, with how many match: by kind, state, and any part of the case number, order code or e-mail. */
export async function listServiceCases(
  db: Db,
  q: AdminServiceCaseQuery,
): Promise<{ data: AdminServiceCaseSummary[]; total: number }> {
  const text = q.q ? `%${likeEscape(q.q)}%` : null;
  const condition = and(
    q.kind ? eq(serviceCases.kind, q.kind) : undefined,
    q.state ? eq(serviceCases.state, q.state) : undefined,
    text
      ? or(
          ilike(serviceCases.caseNumber, text),
          ilike(serviceCases.orderCode, text),
          ilike(serviceCases.email, text),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(serviceCases)
      .where(condition)
      .orderBy(desc(serviceCases.createdAt), desc(serviceCases.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(serviceCases).where(condition),
  ]);
  return { data: rows.map(summaryOf), total: counted?.total ?? 0 };
}

/** The case with its conversation, the customer's original message first; null when there is none. */
export async function serviceCaseDetail(db: Db | Tx, id: number): Promise<AdminServiceCase | null> {
  const [row] = await db.select().from(serviceCases).where(eq(serviceCases.id, id));
  if (!row) return null;
  const messages = await db
    .select()
    .from(serviceCaseMessages)
    .where(eq(serviceCaseMessages.caseId, id))
    .orderBy(asc(serviceCaseMessages.id));
  return {
    ...summaryOf(row),
    items: row.items,
    reason: row.reason,
    iban: row.iban,
    locale: row.locale,
    nextStates: [...serviceCaseNextStates[row.state]],
    messages: [
      {
        id: null,
        from: 'customer',
        author: null,
        body: row.reason,
        createdAt: row.createdAt.toISOString(),
      },
      ...messages.map((m) => ({
        id: m.id,
        from: m.from,
        author: m.author,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    ],
  };
}

/** The case locked for the rest of the transaction, so that two operators never move it twice. */
export async function lockedCase(tx: Tx, id: number): Promise<CaseRow | null> {
  const [locked] = await queryRows<{ id: number }>(
    tx,
    sql`select id from support.service_cases where id = ${id} for update`,
  );
  if (!locked) return null;
  const [row] = await tx.select().from(serviceCases).where(eq(serviceCases.id, id));
  return row ?? null;
}

async function insertMessage(
  tx: Tx,
  caseId: number,
  from: 'shop' | 'customer',
  body: string,
  author: string,
  at: Date,
) {
  const [message] = await tx
    .insert(serviceCaseMessages)
    .values({ caseId, from, body, author, createdAt: at })
    .returning();
  return message!;
}

const messageRequired = () =>
  new FieldsRefused({ body: serviceDeskErrors.messageRequired }, serviceDeskErrorCode('messageRequired'));

/**
 * Records a message of the conversation: the shop's reply, e-mailed to the customer after commit,
 * or the customer's message as the operator copied it in. Null when there is no such case.
 */
export async function addServiceCaseMessage(
  tx: Tx,
  id: number,
  body: ServiceCaseMessageBody,
  author: string,
  now = new Date(),
): Promise<{ id: number; from: 'shop' | 'customer'; body: string } | null> {
  if (!body.body) throw messageRequired();
  const row = await lockedCase(tx, id);
  if (!row) return null;
  const message = await insertMessage(tx, id, body.from, body.body, author, now);
  await tx.update(serviceCases).set({ updatedAt: now }).where(eq(serviceCases.id, id));
  if (body.from === 'shop') {
    await enqueueJob(tx, 'service-case-reply', { caseId: id, messageId: message.id, closed: null });
  }
  return { id: message.id, from: message.from, body: message.body };
}

/**
 * Moves a case on: received → in_progress → resolved or rejected; a closed case stays closed. A
 * message is the shop's word to the customer and joins the conversation. Resolving or rejecting
 * e-mails the customer; so does a message on the way to in_progress. Null when there is no such case.
 */
export async function moveServiceCase(
  tx: Tx,
  id: number,
  body: ServiceCaseStateBody,
  author: string,
  now = new Date(),
): Promise<{ before: ServiceCaseState; after: ServiceCaseState; messageId: number | null } | null> {
  if (body.message === '') throw messageRequired();
  const row = await lockedCase(tx, id);
  if (!row) return null;
  if (serviceCaseClosed(row.state)) {
    throw new HttpError(409, serviceDeskErrors.closed, 'state', serviceDeskErrorCode('closed'));
  }
  if (!serviceCaseNextStates[row.state].includes(body.state)) {
    throw new HttpError(
      409,
      format(serviceDeskErrors.stateMove, {
        from: serviceCaseStateLabels[row.state],
        to: serviceCaseStateLabels[body.state],
      }),
      'state',
      serviceDeskErrorCode('stateMove'),
    );
  }
  const closing = serviceCaseClosed(body.state);
  await tx
    .update(serviceCases)
    .set({ state: body.state, updatedAt: now, closedAt: closing ? now : null })
    .where(eq(serviceCases.id, id));
  const message = body.message ? await insertMessage(tx, id, 'shop', body.message, author, now) : null;
  if (closing || message) {
    await enqueueJob(tx, 'service-case-reply', {
      caseId: id,
      messageId: message?.id ?? null,
      closed: closing ? (body.state as 'resolved' | 'rejected') : null,
    });
  }
  return { before: row.state, after: body.state, messageId: message?.id ?? null };
}

/** Cases still waiting for the shop: received or in progress. */
export async function openServiceCaseCount(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(serviceCases)
    .where(inArray(serviceCases.state, ['received', 'in_progress']));
  return row?.open ?? 0;
}
