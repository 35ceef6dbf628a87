import { parseCamt053 } from './camt053.ts';
import { fioStatementFromJson } from './fio-protocol.ts';
import { parseGpc } from './gpc.ts';

/**
 * Bank statements of the shop's account, in one shape whatever the bank sent: the shop marks
 * bank-transfer orders paid from them. Every reader returns a BankStatement or throws a
 * StatementFormatError whose message a person can act on (Czech, naming the broken line).
 */

/** One booked movement on the account. */
export interface BankTransaction {
  /** The bank's unique id of the movement: importing the same movement twice must change nothing. */
  id: string;
  /** The booking day, YYYY-MM-DD. */
  bookedOn: string;
  /** Minor units, signed: incoming positive, outgoing negative. */
  amount: number;
  /** ISO 4217 code. */
  currency: string;
  /** Digits without leading zeros; null when blank or zero. */
  variableSymbol: string | null;
  /** As the variable symbol. */
  constantSymbol: string | null;
  /** As the variable symbol. */
  specificSymbol: string | null;
  /** The other side's account: an IBAN or a Czech `[prefix-]number/bank code`. */
  counterpartyAccount: string | null;
  counterpartyName: string | null;
  /** The message for the recipient. */
  message: string | null;
}

export type StatementFormat = 'gpc' | 'camt053' | 'fio';

export interface BankStatement {
  format: StatementFormat;
  /** The account the statement is of: an IBAN, or a Czech `[prefix-]number[/bank code]`. */
  accountNumber: string;
  /** The bank's number of the statement; null when the source has none (Fio API downloads). */
  statementNumber: string | null;
  /** First day the statement covers, YYYY-MM-DD. */
  from: string | null;
  /** Last day the statement covers, YYYY-MM-DD. */
  to: string | null;
  /** The account's currency, ISO 4217. */
  currency: string;
  /** Minor units, signed. */
  openingBalance: number | null;
  /** Minor units, signed. */
  closingBalance: number | null;
  /** Booked movements in the order of the statement. */
  transactions: BankTransaction[];
}

/** The file is not a statement the shop reads, or is broken; the message says what and where. */
export class StatementFormatError extends Error {
  override readonly name = 'StatementFormatError';
  /** The 1-based line of a line-based format the message is about, when it is about one. */
  readonly line: number | null;

  constructor(message: string, line: number | null = null) {
    super(message);
    this.line = line;
  }
}

export const NOT_A_STATEMENT = 'Soubor není výpis ve formátu GPC (ABO) ani camt.053.';
export const EMPTY_FILE = 'Soubor je prázdný.';

/** A symbol as the shop compares it: digits without leading zeros; blank or all zeros is none. */
export function normalizeSymbol(raw: string | null | undefined): string | null {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '') return null;
  const digits = /^\d+$/.test(trimmed) ? trimmed.replace(/^0+/, '') : trimmed;
  return digits === '' ? null : digits;
}

/**
 * Reads a statement file: GPC (ABO), camt.053 XML, or a Fio API JSON download, told apart by their
 * content. The file name only names the file in a message.
 */
export function parseStatement(bytes: Buffer, fileName?: string): BankStatement {
  let start = 0;
  // A UTF-8 byte order mark.
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  while (start < bytes.length && isBlank(bytes[start]!)) start++;
  if (start >= bytes.length) throw new StatementFormatError(named(EMPTY_FILE, fileName));

  const head = bytes.subarray(start, start + 3).toString('latin1');
  try {
    if (/^07\d$/.test(head)) return parseGpc(bytes);
    if (head.startsWith('<')) return parseCamt053(bytes);
    if (head.startsWith('{')) return fioStatementFromJson(parseJson(bytes.subarray(start)));
  } catch (err) {
    if (err instanceof StatementFormatError && fileName) {
      throw new StatementFormatError(named(err.message, fileName), err.line);
    }
    throw err;
  }
  throw new StatementFormatError(named(NOT_A_STATEMENT, fileName));
}

const isBlank = (byte: number) => byte === 0x20 || byte === 0x09 || byte === 0x0d || byte === 0x0a;

const named = (message: string, fileName: string | undefined) =>
  fileName ? `${fileName}: ${message}` : message;

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new StatementFormatError(NOT_A_STATEMENT);
  }
}
