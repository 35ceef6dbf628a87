import { addDays, isIsoDate } from '@shop/rules';
import {
  normalizeSymbol,
  StatementFormatError,
  type BankStatement,
  type BankTransaction,
} from './statement.ts';

/**
 * GPC (ABO), the fixed-width statement Czech banks export: lines of 128 characters ending in CRLF,
 * windows-1250 text. Positions below are 1-based and inclusive, as the format is written down.
 *
 * Header `074`: 4–19 account (6 digits prefix, 10 digits number), 20–39 account name,
 * 40–45 date of the previous balance (DDMMYY), 46–59 previous balance in haléře, 60 its sign
 * (`+`/`-`), 61–74 new balance, 75 its sign, 76–89 debit turnover, 90 its sign, 91–104 credit
 * turnover, 105 its sign, 106–108 statement number, 109–114 statement date (DDMMYY), rest blank.
 *
 * Movement `075`: 4–19 account, 20–35 counter-account, 36–48 the movement's id, 49–60 amount in
 * haléře, 61 accounting code, 62–71 variable symbol, 72–81 `00` + counter-account bank code (74–77)
 * + constant symbol (78–81), 82–91 specific symbol, 92–97 value date (DDMMYY or zeros), 98–117
 * counterparty name, 118 change code, 119–122 currency (`0` + ISO 4217 numeric), 123–128 due
 * date (DDMMYY): the day the movement was booked.
 *
 * `076`, `078` and `079` carry extra texts of the movement before them; the shop does not read them.
 */

const LINE_LENGTH = 128;
/** The header's last field ends at 114; some exports drop the blank rest. */
const HEADER_MIN_LENGTH = 114;

/** Accounting codes: 1 debit, 2 credit, 4 reversal of a debit, 5 reversal of a credit. */
const SIGN: Readonly<Record<string, 1 | -1>> = { '1': -1, '2': 1, '4': 1, '5': -1 };

/** ISO 4217 numeric codes of the currencies a Czech account is kept in. */
const CURRENCY: Readonly<Record<string, string>> = {
  '203': 'CZK',
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '756': 'CHF',
  '985': 'PLN',
  '348': 'HUF',
  '946': 'RON',
  '752': 'SEK',
  '578': 'NOK',
  '208': 'DKK',
};

const IGNORED_RECORDS = new Set(['076', '078', '079']);

/** A movement before the statement's currency is known: a blank currency code is the account's. */
type GpcMovement = Omit<BankTransaction, 'currency'> & { currency: string | null };

interface Header {
  accountNumber: string;
  previousBalanceDate: string | null;
  openingBalance: number;
  closingBalance: number;
  statementNumber: string;
  date: string;
}

/** Reads a GPC file; throws a StatementFormatError naming the first broken line. */
export function parseGpc(bytes: Buffer): BankStatement {
  let first: Header | null = null;
  let last: Header | null = null;
  const transactions: GpcMovement[] = [];

  for (const [index, raw] of decode(bytes).split('\n').entries()) {
    const lineNo = index + 1;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // Blank lines, and the end-of-file mark of old DOS exports.
    if (line.trim() === '' || line.trim() === '\x1a') continue;
    if (line.length > LINE_LENGTH) {
      fail(lineNo, `záznam má ${line.length} znaků, formát GPC jich má ${LINE_LENGTH}`);
    }
    const type = line.slice(0, 3);
    if (type === '074') {
      const header = readHeader(line, lineNo);
      if (first && header.accountNumber !== first.accountNumber) {
        fail(lineNo, 'soubor obsahuje výpisy dvou různých účtů');
      }
      first ??= header;
      last = header;
    } else if (type === '075') {
      if (!last) fail(lineNo, 'položka 075 stojí před hlavičkou výpisu 074');
      transactions.push(readMovement(line, lineNo, last));
    } else if (!IGNORED_RECORDS.has(type)) {
      fail(lineNo, `neznámý typ záznamu „${type}“`);
    }
  }

  if (!first || !last) throw new StatementFormatError('Soubor GPC nemá hlavičku výpisu (záznam 074).');
  // A GPC header has no currency: the movements' currency is the account's (a header means CZK).
  const currency = transactions.find((t) => t.currency !== null)?.currency ?? 'CZK';
  return {
    format: 'gpc',
    accountNumber: first.accountNumber,
    statementNumber: last.statementNumber,
    // The statement covers the days after the previous balance, up to its own date.
    from: first.previousBalanceDate ? addDays(first.previousBalanceDate, 1) : null,
    to: last.date,
    currency,
    openingBalance: first.openingBalance,
    closingBalance: last.closingBalance,
    transactions: transactions.map((t) => ({ ...t, currency: t.currency ?? currency })),
  };
}

/**
 * windows-1250 as the banks write it; a file that is valid UTF-8 and not plain ASCII was converted
 * on the way and is read as UTF-8 (windows-1250 diacritics are never valid UTF-8).
 */
function decode(bytes: Buffer): string {
  if (bytes.some((byte) => byte >= 0x80)) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      // Not UTF-8: the usual windows-1250.
    }
  }
  return new TextDecoder('windows-1250').decode(bytes);
}

function fail(lineNo: number, problem: string): never {
  throw new StatementFormatError(`Řádek ${lineNo} výpisu GPC: ${problem}.`, lineNo);
}

/** The characters at 1-based inclusive positions, as the format describes its fields. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

function digits(line: string, lineNo: number, from: number, to: number, what: string): string {
  const value = field(line, from, to);
  if (!/^\d+$/.test(value) || value.length !== to - from + 1) {
    fail(lineNo, `${what} (znaky ${from}–${to}) má být ${to - from + 1} číslic, je tam „${value}“`);
  }
  return value;
}

/** Digits, or blanks where a bank leaves an empty symbol blank. */
function symbol(line: string, lineNo: number, from: number, to: number, what: string): string | null {
  const value = field(line, from, to);
  if (!/^[\d ]*$/.test(value)) fail(lineNo, `${what} (znaky ${from}–${to}) není číslo: „${value}“`);
  return normalizeSymbol(value);
}

/** DDMMYY to YYYY-MM-DD (years 2000–2099); null for zeros where a bank gives no date. */
function date(line: string, lineNo: number, from: number, what: string): string | null {
  const value = field(line, from, from + 5);
  if (value === '000000' || value.trim() === '') return null;
  const iso = `20${value.slice(4, 6)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
  if (!/^\d{6}$/.test(value) || !isIsoDate(iso)) {
    fail(lineNo, `${what} (znaky ${from}–${from + 5}) není datum DDMMRR: „${value}“`);
  }
  return iso;
}

function signed(line: string, lineNo: number, from: number, to: number, what: string): number {
  const amount = Number(digits(line, lineNo, from, to, what));
  const sign = field(line, to + 1, to + 1);
  if (sign !== '+' && sign !== '-') {
    fail(lineNo, `znaménko pole ${what} (znak ${to + 1}) má být + nebo -, je tam „${sign}“`);
  }
  return sign === '-' ? -amount : amount;
}

/** A 16-digit GPC account as Czechs write it: `prefix-number` without leading zeros. */
function account(sixteen: string, bankCode: string | null): string | null {
  const prefix = sixteen.slice(0, 6).replace(/^0+/, '');
  const number = sixteen.slice(6).replace(/^0+/, '');
  if (!prefix && !number) return null;
  const bank = bankCode && /[1-9]/.test(bankCode) ? `/${bankCode}` : '';
  return `${prefix ? `${prefix}-` : ''}${number || '0'}${bank}`;
}

function readHeader(raw: string, lineNo: number): Header {
  if (raw.length < HEADER_MIN_LENGTH) {
    fail(lineNo, `hlavička má ${raw.length} znaků, formát GPC jich má ${LINE_LENGTH}`);
  }
  const line = raw.padEnd(LINE_LENGTH, ' ');
  const accountNumber = account(digits(line, lineNo, 4, 19, 'číslo účtu'), null);
  if (!accountNumber) fail(lineNo, 'číslo účtu (znaky 4–19) je samé nuly');
  const statementDate = date(line, lineNo, 109, 'datum výpisu');
  if (!statementDate) fail(lineNo, 'chybí datum výpisu (znaky 109–114)');
  return {
    accountNumber,
    previousBalanceDate: date(line, lineNo, 40, 'datum starého zůstatku'),
    openingBalance: signed(line, lineNo, 46, 59, 'starý zůstatek'),
    closingBalance: signed(line, lineNo, 61, 74, 'nový zůstatek'),
    statementNumber: String(Number(digits(line, lineNo, 106, 108, 'číslo výpisu'))),
    date: statementDate,
  };
}

function readMovement(line: string, lineNo: number, header: Header): GpcMovement {
  if (line.length !== LINE_LENGTH) {
    fail(lineNo, `záznam má ${line.length} znaků, formát GPC jich má ${LINE_LENGTH}`);
  }
  digits(line, lineNo, 4, 19, 'číslo účtu');
  const counterAccount = digits(line, lineNo, 20, 35, 'číslo protiúčtu');
  const rawId = field(line, 36, 48).trim();
  if (!/^\d*$/.test(rawId)) fail(lineNo, `identifikátor pohybu (znaky 36–48) není číslo: „${rawId}“`);
  const amount = Number(digits(line, lineNo, 49, 60, 'částka'));
  const code = field(line, 61, 61);
  const sign = SIGN[code];
  if (!sign) fail(lineNo, `kód účtování (znak 61) má být 1, 2, 4 nebo 5, je tam „${code}“`);
  const bankCode = field(line, 74, 77);
  if (!/^(\d{4}| {4})$/.test(bankCode)) fail(lineNo, `kód banky (znaky 74–77) není číslo: „${bankCode}“`);
  const currencyCode = field(line, 119, 122);
  let currency: string | null = null;
  if (/[1-9]/.test(currencyCode)) {
    currency = /^\d{4}$/.test(currencyCode) ? (CURRENCY[currencyCode.slice(1)] ?? null) : null;
    if (!currency) fail(lineNo, `neznámý kód měny (znaky 119–122) „${currencyCode}“`);
  }
  const valueDate = date(line, lineNo, 92, 'datum valuty');
  const bookedOn = date(line, lineNo, 123, 'datum zaúčtování') ?? valueDate ?? header.date;
  const id = rawId.replace(/^0+/, '');
  return {
    // Banks that leave the id blank get one from the statement and the line: stable for the file.
    id: id || `${header.accountNumber}:${header.date}:${lineNo}`,
    bookedOn,
    amount: sign * amount,
    currency,
    variableSymbol: symbol(line, lineNo, 62, 71, 'variabilní symbol'),
    constantSymbol: symbol(line, lineNo, 78, 81, 'konstantní symbol'),
    specificSymbol: symbol(line, lineNo, 82, 91, 'specifický symbol'),
    counterpartyAccount: account(counterAccount, bankCode.trim() || null),
    counterpartyName: field(line, 98, 117).trim() || null,
    message: null,
  };
}
