import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  BankMovement,
  BankMovementsQuery,
  OrderPaymentState,
  ResolveBankMovementBody,
} from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { actorLabel, audited, type Actor } from '../operator/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import type { PaymentOrders } from './service.ts';
import { bankImports, bankMovements } from './tables.ts';

export type BankMovementRow = typeof bankMovements.$inferSelect;
type StatementFormat = (typeof bankImports.$inferSelect)['format'];

/** Why a movement cannot be resolved as asked (409). */
export const bankMovementRefusals = {
  notOpen: 'Tento pohyb už je vyřízený.',
  outgoing: 'Odchozí platbu nelze přiřadit k objednávce.',
  bookedElsewhere: 'Pohyb je už zaúčtovaný k jiné objednávce (id {orderId}).',
  currency: 'Pohyb je v jiné měně ({movement}) než objednávka ({order}).',
} as const;

/** The note a partial payment's movement is closed with once its order is paid up. */
export const PAID_UP = 'Objednávka je doplacena.';

/** Minor units of a currency: the shop's own for its currencies, else the usual two. */
async function decimalsOf(db: Db | Tx, code: string): Promise<number> {
  try {
    return await currencyDecimals(db, code);
  } catch {
    return 2;
  }
}

/** The ledger source of money read from a statement: Fio's data, or another bank's file. */
export const ledgerSourceOf = (format: StatementFormat): 'fio' | 'statement' =>
  format === 'fio' ? 'fio' : 'statement';

/** The ledger's reference of a movement: the account and the bank's id. */
export const movementReference = (m: Pick<BankMovementRow, 'accountNumber' | 'bankId'>) =>
  `${m.accountNumber}:${m.bankId}`;

/** A movement as the back office shows it (major units). */
export async function bankMovementView(
  db: Db | Tx,
  row: BankMovementRow,
  format: StatementFormat,
): Promise<BankMovement> {
  return {
    id: row.id,
    importId: row.importId,
    format,
    accountNumber: row.accountNumber,
    bankId: row.bankId,
    bookedOn: row.bookedOn,
    amount: toMajor(row.amount, await decimalsOf(db, row.currencyCode)),
    currencyCode: row.currencyCode,
    variableSymbol: row.variableSymbol,
    counterpartyAccount: row.counterpartyAccount,
    counterpartyName: row.counterpartyName,
    message: row.message,
    match: row.match,
    state: row.state,
    orderId: row.orderId,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The movements, newest booked first, by state and match. */
export async function listBankMovements(
  db: Db,
  q: BankMovementsQuery,
): Promise<{ data: BankMovement[]; total: number }> {
  const filters: SQL[] = [];
  if (q.state) filters.push(eq(bankMovements.state, q.state));
  if (q.match) filters.push(eq(bankMovements.match, q.match));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ movement: bankMovements, format: bankImports.format })
      .from(bankMovements)
      .innerJoin(bankImports, eq(bankImports.id, bankMovements.importId))
      .where(where)
      .orderBy(desc(bankMovements.bookedOn), desc(bankMovements.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(bankMovements).where(where),
  ]);
  return {
    data: await Promise.all(rows.map((r) => bankMovementView(db, r.movement, r.format))),
    total: Number(total),
  };
}

/**
 * Closes the open partial payments of an order that is now paid up: their money is booked, and
 * nothing is left for a person to do about them.
 */
export async function closePaidUpPartials(tx: Tx, orderId: number, by: string): Promise<void> {
  await tx
    .update(bankMovements)
    .set({ state: 'resolved', resolution: PAID_UP, resolvedBy: by, resolvedAt: new Date() })
    .where(
      and(
        eq(bankMovements.orderId, orderId),
        eq(bankMovements.state, 'open'),
        eq(bankMovements.match, 'partial'),
      ),
    );
}

/** Of these orders, those that a bank movement waiting for a person names. */
export async function ordersWithOpenBankMovements(
  db: Db | Tx,
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: bankMovements.orderId })
    .from(bankMovements)
    .where(and(inArray(bankMovements.orderId, [...orderIds]), eq(bankMovements.state, 'open')));
  return new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])));
}

/**
 * A person decides an open movement: with an order, its money is booked there (in the order's
 * currency only; a part paid before stays booked to its own order); without one, it is closed with
 * the note. Audited with the change.
 */
export async function resolveBankMovement(
  db: Db,
  orders: PaymentOrders,
  actor: Actor,
  id: number,
  body: ResolveBankMovementBody,
): Promise<{ movement: BankMovement; order: OrderPaymentState | null }> {
  const by = actorLabel(actor);
  const done = await audited(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(bankMovements).where(eq(bankMovements.id, id)).for('update');
      if (!before) throw notFound('id');
      const [read] = await tx
        .select({ format: bankImports.format })
        .from(bankImports)
        .where(eq(bankImports.id, before.importId));
      const format = read!.format;
      if (before.state !== 'open') throw refusal(bankMovementRefusals.notOpen, 'movementNotOpen');

      let order: OrderPaymentState | null = null;
      if (body.orderId !== undefined) {
        if (before.amount <= 0) throw refusal(bankMovementRefusals.outgoing, 'movementOutgoing');
        const booked = before.match === 'partial' && before.orderId !== null;
        if (booked && before.orderId !== body.orderId) {
          throw refusal(
            bankMovementRefusals.bookedElsewhere.replace('{orderId}', String(before.orderId)),
            'movementBooked',
          );
        }
        const target = await orders.findById(tx, body.orderId, { forUpdate: true });
        if (!target) throw notFound('orderId');
        if (target.currencyCode !== before.currencyCode) {
          throw refusal(
            bankMovementRefusals.currency
              .replace('{movement}', before.currencyCode)
              .replace('{order}', target.currencyCode),
            'movementCurrency',
          );
        }
        const paid = await orders.recordPayment(tx, {
          orderId: target.id,
          method: 'bank_transfer',
          source: ledgerSourceOf(format),
          reference: movementReference(before),
          amount: before.amount,
          paidOn: before.bookedOn,
          note: body.resolution,
          recordedBy: by,
        });
        if (paid.settled) await closePaidUpPartials(tx, target.id, by);
        order = paid.state;
      }
      const [after] = await tx
        .update(bankMovements)
        .set({
          state: 'resolved',
          orderId: body.orderId ?? before.orderId,
          resolution: body.resolution,
          resolvedBy: by,
          resolvedAt: new Date(),
        })
        .where(eq(bankMovements.id, id))
        .returning();
      return { before, after: after!, format, order };
    },
    ({ before, after }) => ({
      action: 'bank.movement.resolve',
      objectType: 'bank_movement',
      objectId: id,
      before: { state: before.state, orderId: before.orderId },
      after: { state: after.state, orderId: after.orderId, resolution: after.resolution },
    }),
  );
  return { movement: await bankMovementView(db, done.after, done.format), order: done.order };
}

const refusal = (title: string, reason: string) => new HttpError(409, title, undefined, `bank.${reason}`);
