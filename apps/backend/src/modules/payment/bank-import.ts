import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BankImportSummary, OrderPaymentState } from '@shop/contract';
import { matchBankTransactions, type BankMatch } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import type { BankStatement, BankTransaction } from '../../integrations/bank/statement.ts';
import { actorLabel, audited, type Actor } from '../operator/index.ts';
import { bankAccountKey } from './bank-account-key.ts';
import {
  bankMovementView,
  closePaidUpPartials,
  ledgerSourceOf,
  movementReference,
  type BankMovementRow,
} from './bank-movements.ts';
import type { PaymentOrders } from './service.ts';
import { bankImports, bankMovements } from './tables.ts';

/** Where a statement came from: an uploaded file (its name and content), or the bank's API. */
export interface StatementOrigin {
  fileName: string | null;
  /** The file's content, to tell the operator when the same file was read before. */
  file: Buffer | null;
}

/** What a movement does as matched: booked and done, booked and listed, left for a person, or none of the shop's. */
const STATE: Record<BankMatch['kind'], BankMovementRow['state']> = {
  exact: 'settled',
  partial: 'open',
  over: 'open',
  unknown: 'open',
  currency: 'open',
  outgoing: 'ignored',
};

/** Ids are looked up in chunks: a statement may hold thousands of movements. */
const CHUNK = 1000;

type Counts = Pick<BankImportSummary, 'exact' | 'partial' | 'over' | 'unknown' | 'currency' | 'outgoing'>;

/**
 * Reads a statement into the shop in one transaction, audited: each movement is written once
 * (by the account and the bank's id, so a file read twice, or a movement read from a file and
 * again from the bank's API, changes nothing the second time), new incoming movements are matched
 * to bank-transfer orders by their variable symbol (the order code), exact and partial payments
 * are booked to the orders' ledgers, and the rest is left open for a person. A statement with
 * nothing new writes nothing.
 */
export async function importBankStatement(
  db: Db,
  orders: PaymentOrders,
  actor: Actor,
  statement: BankStatement,
  origin: StatementOrigin,
): Promise<BankImportSummary> {
  const account = bankAccountKey(statement.accountNumber);
  const fileHash = origin.file ? createHash('sha256').update(origin.file).digest('hex') : null;
  const [previous] = fileHash
    ? await db
        .select({ id: bankImports.id, createdAt: bankImports.createdAt })
        .from(bankImports)
        .where(eq(bankImports.fileHash, fileHash))
        .orderBy(asc(bankImports.id))
        .limit(1)
    : [];
  const previousImport = previous ? { id: previous.id, createdAt: previous.createdAt.toISOString() } : null;
  // The first of the same id counts (a bank never repeats one within a statement).
  const ids = new Set<string>();
  const movements = statement.transactions.filter((t) => !ids.has(t.id) && ids.add(t.id));
  const by = actorLabel(actor);

  const done = await audited(
    db,
    actor,
    async (tx) => {
      const fresh = await notYetRead(tx, account, movements);
      if (fresh.length === 0) return null;
      const [record] = await tx
        .insert(bankImports)
        .values({
          format: statement.format,
          fileName: origin.fileName,
          fileHash,
          accountNumber: account,
          statementNumber: statement.statementNumber,
          movements: statement.transactions.length,
          newMovements: 0,
          importedBy: by,
        })
        .returning({ id: bankImports.id, createdAt: bankImports.createdAt });
      const importId = record!.id;

      const symbols = fresh.flatMap((t) => (t.amount > 0 && t.variableSymbol ? [t.variableSymbol] : []));
      const awaiting = await orders.awaitingByVariableSymbols(tx, symbols);
      const matches = matchBankTransactions(
        fresh,
        awaiting.map((o) => ({
          orderId: String(o.id),
          variableSymbol: o.code,
          amountDue: o.totalWithTax,
          currency: o.currencyCode,
          alreadyPaid: o.amountPaid,
        })),
      );

      const counts: Counts = { exact: 0, partial: 0, over: 0, unknown: 0, currency: 0, outgoing: 0 };
      const settledOrders = new Map<number, string>();
      const partialOrders = new Map<number, OrderPaymentState>();
      const open: BankMovementRow[] = [];
      for (const [index, t] of fresh.entries()) {
        const match = matches[index]!;
        const orderId = match.orderId === null ? null : Number(match.orderId);
        const [row] = await tx
          .insert(bankMovements)
          .values({
            importId,
            accountNumber: account,
            bankId: t.id,
            bookedOn: t.bookedOn,
            amount: t.amount,
            currencyCode: t.currency.toUpperCase(),
            variableSymbol: t.variableSymbol,
            counterpartyAccount: t.counterpartyAccount,
            counterpartyName: t.counterpartyName,
            message: t.message,
            match: match.kind,
            orderId,
            state: STATE[match.kind],
          })
          // Read meanwhile by another import: that one has booked it.
          .onConflictDoNothing()
          .returning();
        if (!row) continue;
        counts[match.kind]++;
        if (row.state === 'open') open.push(row);
        if (orderId === null || (match.kind !== 'exact' && match.kind !== 'partial')) continue;
        const paid = await orders.recordPayment(tx, {
          orderId,
          method: 'bank_transfer',
          source: ledgerSourceOf(statement.format),
          reference: movementReference(row),
          amount: row.amount,
          paidOn: row.bookedOn,
          recordedBy: by,
        });
        if (paid.settled) {
          settledOrders.set(orderId, paid.order.code);
          partialOrders.delete(orderId);
          await closePaidUpPartials(tx, orderId, by);
        } else if (match.kind === 'partial') {
          partialOrders.set(orderId, paid.state);
        }
      }
      const newMovements = Object.values(counts).reduce((a, b) => a + b, 0);
      await tx.update(bankImports).set({ newMovements }).where(eq(bankImports.id, importId));
      // Partial payments closed by a later one in the same statement are no longer open.
      const stillOpen = await stillOpenOf(tx, open);
      return { importId, newMovements, counts, settledOrders, partialOrders, open: stillOpen };
    },
    (r) => ({
      action: 'bank.import',
      objectType: 'bank_import',
      objectId: r.importId,
      after: {
        format: statement.format,
        fileName: origin.fileName,
        accountNumber: account,
        statementNumber: statement.statementNumber,
        movements: statement.transactions.length,
        newMovements: r.newMovements,
        ...r.counts,
        settledOrders: [...r.settledOrders.values()],
      },
    }),
  );

  const base = {
    format: statement.format,
    accountNumber: account,
    statementNumber: statement.statementNumber,
    movements: statement.transactions.length,
    previousImport,
  };
  if (!done) {
    return {
      ...base,
      importId: null,
      newMovements: 0,
      alreadyImported: movements.length,
      exact: 0,
      partial: 0,
      over: 0,
      unknown: 0,
      currency: 0,
      outgoing: 0,
      settledOrders: [],
      partialOrders: [],
      open: [],
      message: nothingNew(statement, previousImport),
    };
  }
  const openViews = await Promise.all(done.open.map((row) => bankMovementView(db, row, statement.format)));
  return {
    ...base,
    importId: done.importId,
    newMovements: done.newMovements,
    alreadyImported: movements.length - done.newMovements,
    ...done.counts,
    settledOrders: [...done.settledOrders].map(([id, code]) => ({ id, code })),
    partialOrders: [...done.partialOrders.values()],
    open: openViews,
    message:
      `Pohybů ve výpisu: ${statement.transactions.length}, nových: ${done.newMovements}. ` +
      `Zaplacené objednávky: ${done.settledOrders.size}, zaplacené zčásti: ${done.partialOrders.size}, ` +
      `k vyřízení: ${openViews.length}.`,
  };
}

/** The movements the shop has not read yet, in the statement's order. */
async function notYetRead(tx: Tx, account: string, movements: BankTransaction[]): Promise<BankTransaction[]> {
  const seen = new Set<string>();
  for (let i = 0; i < movements.length; i += CHUNK) {
    const ids = movements.slice(i, i + CHUNK).map((t) => t.id);
    const rows = await tx
      .select({ bankId: bankMovements.bankId })
      .from(bankMovements)
      .where(and(eq(bankMovements.accountNumber, account), inArray(bankMovements.bankId, ids)));
    for (const r of rows) seen.add(r.bankId);
  }
  return movements.filter((t) => !seen.has(t.id));
}

async function stillOpenOf(tx: Tx, rows: BankMovementRow[]): Promise<BankMovementRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  return tx
    .select()
    .from(bankMovements)
    .where(and(inArray(bankMovements.id, ids), eq(bankMovements.state, 'open')))
    .orderBy(asc(bankMovements.id));
}

function nothingNew(statement: BankStatement, previous: { createdAt: string } | null): string {
  if (previous) {
    const day = new Date(previous.createdAt).toLocaleString('cs-CZ', { timeZone: 'Europe/Prague' });
    return `Tento výpis už byl načten (${day}): nic se nezměnilo.`;
  }
  if (statement.transactions.length === 0) return 'Žádné nové pohyby.';
  return `Všechny pohyby výpisu (${statement.transactions.length}) už obchod zná: nic se nezměnilo.`;
}
