import { z } from 'zod';
import { adminList } from './admin-operators.ts';
import { currencyCodes } from './headers.ts';
import { paymentStatuses } from './order.ts';
import { money } from './product.ts';

/**
 * The money coming in, as the order desk handles it: bank transfers marked paid by hand, bank
 * statements read (a file, or the bank's API), and the bank movements left for a person. Money is
 * in major units, as everywhere in the API.
 */

const calendarDay = z.iso.date();

/**
 * POST /api/admin/v1/orders/{id}/payments: a bank transfer received, marked by hand. The amount
 * (major units of the order's currency) must be positive, with no more decimals than the currency
 * has, and no more than the order still owes; the day not in the future nor before the order.
 */
export const manualPaymentBody = z.object({
  amount: z.number(),
  paidOn: calendarDay,
  note: z.string().trim().max(500).optional(),
});
export type ManualPaymentBody = z.infer<typeof manualPaymentBody>;

/** A row of an order's ledger: money received (positive) or given back (negative). */
export const orderPayment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  method: z.enum(['bank_transfer', 'card', 'cod']),
  /** manual: an operator; statement: a bank statement file; fio: the bank's API; gateway: the card gateway. */
  source: z.enum(['manual', 'statement', 'fio', 'gateway']),
  /** The source's id of the movement; null for a payment marked by hand. */
  reference: z.string().nullable(),
  amount: money,
  currencyCode: z.string(),
  paidOn: z.string(),
  note: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

/** Where an order stands with its money. */
export const orderPaymentState = z.object({
  id: z.number().int(),
  code: z.string(),
  status: z.enum(['new', 'paid', 'cancelled']),
  paymentStatus: z.enum(paymentStatuses),
  currencyCode: z.enum(currencyCodes),
  totalWithTax: money,
  amountPaid: money,
  /** What it still owes (never below zero). */
  amountDue: money,
});
export type OrderPaymentState = z.infer<typeof orderPaymentState>;

export const manualPaymentResponse = z.object({
  data: z.object({
    payment: orderPayment,
    order: orderPaymentState,
    /** The order became paid by this payment. */
    settled: z.boolean(),
  }),
});
export type ManualPaymentResponse = z.infer<typeof manualPaymentResponse>;

export const bankStatementFormats = ['gpc', 'camt053', 'fio'] as const;
/**
 * exact: paid its order exactly; partial: paid part of it; over: more than it owed; unknown: names
 * no order waiting for a transfer; currency: names one in another currency; outgoing: money out.
 */
export const bankMovementMatches = ['exact', 'partial', 'over', 'unknown', 'currency', 'outgoing'] as const;
/**
 * settled: its money is booked and nothing is left to decide; open: waits for a person (a part
 * paid, too much, an unknown symbol, another currency); resolved: a person decided; ignored: money out.
 */
export const bankMovementStates = ['settled', 'open', 'resolved', 'ignored'] as const;

/** A movement of the shop's account, read once from a statement or the bank's API. */
export const bankMovement = z.object({
  id: z.number().int(),
  importId: z.number().int(),
  /** How it was read: a GPC or camt.053 file, or the Fio API. */
  format: z.enum(bankStatementFormats),
  /** The shop's account: `[prefix-]number` for a Czech account (without the bank code), else the IBAN. */
  accountNumber: z.string(),
  /** The bank's id of the movement. */
  bankId: z.string(),
  bookedOn: z.string(),
  /** Signed: incoming positive. */
  amount: money,
  currencyCode: z.string(),
  variableSymbol: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  message: z.string().nullable(),
  match: z.enum(bankMovementMatches),
  state: z.enum(bankMovementStates),
  /** The order it paid or was assigned to. */
  orderId: z.number().int().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
});
export type BankMovement = z.infer<typeof bankMovement>;

/**
 * POST /api/admin/v1/bank-statements: the file is the request body (`content-type:
 * application/octet-stream`, at most 5 MB), its name in `fileName`.
 */
export const bankStatementQuery = z.object({ fileName: z.string().trim().min(1).max(200).optional() });

/**
 * POST /api/admin/v1/bank-statements/fio: without a body, the movements since the last download;
 * with `from` and `to` (both), those booked in the days (read again safely: each movement counts once).
 */
export const fioImportBody = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine((b) => (b.from === undefined) === (b.to === undefined) && (!b.from || b.from <= b.to!), {
    message: 'from and to together, from <= to',
  });
export type FioImportBody = z.infer<typeof fioImportBody>;

/** What an import did: how many movements it read and what became of the new ones. */
export const bankImportSummary = z.object({
  /** The import's record; null when nothing new was read (nothing was written). */
  importId: z.number().int().nullable(),
  format: z.enum(bankStatementFormats),
  accountNumber: z.string(),
  statementNumber: z.string().nullable(),
  /** Movements in the statement. */
  movements: z.number().int(),
  /** Of them new to the shop; the rest were read before and changed nothing. */
  newMovements: z.number().int(),
  alreadyImported: z.number().int(),
  /** New movements by what they matched. */
  exact: z.number().int(),
  partial: z.number().int(),
  over: z.number().int(),
  unknown: z.number().int(),
  currency: z.number().int(),
  outgoing: z.number().int(),
  /** Orders the import made paid. */
  settledOrders: z.array(z.object({ id: z.number().int(), code: z.string() })),
  /** Orders paid in part: their money is booked, they wait for the rest. */
  partialOrders: z.array(orderPaymentState),
  /** The new movements left for a person. */
  open: z.array(bankMovement),
  /** The same file read before (by its content), when it was. */
  previousImport: z.object({ id: z.number().int(), createdAt: z.string() }).nullable(),
  /** What happened, in a sentence for the operator. */
  message: z.string(),
});
export type BankImportSummary = z.infer<typeof bankImportSummary>;
export const bankImportResponse = z.object({ data: bankImportSummary });
export type BankImportResponse = z.infer<typeof bankImportResponse>;

/** GET /api/admin/v1/bank-movements: newest first, by state and match. */
export const bankMovementsQuery = z.object({
  state: z.enum(bankMovementStates).optional(),
  match: z.enum(bankMovementMatches).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});
export type BankMovementsQuery = z.infer<typeof bankMovementsQuery>;
export const bankMovementsResponse = adminList(bankMovement);
export type BankMovementsResponse = z.infer<typeof bankMovementsResponse>;

export const bankMovementIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/admin/v1/bank-movements/{id}/resolve: a person decides an open movement: with
 * `orderId` its money is booked to that order (in the order's currency only), without it the
 * movement is closed with the note (returned to the payer, not the shop's, …).
 */
export const resolveBankMovementBody = z.object({
  orderId: z.number().int().positive().max(2_147_483_647).optional(),
  resolution: z.string().trim().min(1).max(500),
});
export type ResolveBankMovementBody = z.infer<typeof resolveBankMovementBody>;
export const resolveBankMovementResponse = z.object({
  data: z.object({ movement: bankMovement, order: orderPaymentState.nullable() }),
});
export type ResolveBankMovementResponse = z.infer<typeof resolveBankMovementResponse>;
