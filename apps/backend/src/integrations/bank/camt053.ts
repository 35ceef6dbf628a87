import { isIsoDate } from '@shop/rules';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  NOT_A_STATEMENT,
  normalizeSymbol,
  StatementFormatError,
  type BankStatement,
  type BankTransaction,
} from './statement.ts';

/**
 * ISO 20022 camt.053 (BankToCustomerStatement, versions .001.02 to .001.08 and on): one or more
 * `Stmt` of one account, with balances (`Bal`, OPBD and CLBD) and entries (`Ntry`). Only booked
 * entries count; an entry that bundles several transactions (`TxDtls` with their own amounts) is
 * read as one movement per transaction.
 *
 * Czech banks carry the variable, constant and specific symbols in three ways, all read here:
 * structured references `RmtInf/Strd/CdtrRefInf/Ref` as `VS:123`, `KS:0308`, `SS:456`;
 * `EndToEndId` as `/VS123/SS456/KS0308` (or `VS:123`, `/VS/123`); and the same marks in the free
 * text `RmtInf/Ustrd`. A structured reference of bare digits is the variable symbol. The first
 * found counts, in that order: marked references, `EndToEndId`, bare references, free text.
 */

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Symbols keep their leading zeros and amounts their decimals: everything stays text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

/** Reads a camt.053 file; throws a StatementFormatError saying which entry is broken. */
export function parseCamt053(bytes: Buffer): BankStatement {
  const xml = decode(bytes);
  // Statements never declare a DTD; refusing one keeps entity tricks out.
  if (/<!DOCTYPE/i.test(xml)) throw new StatementFormatError(NOT_A_STATEMENT);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new StatementFormatError(
      `Soubor XML je poškozený (řádek ${valid.err.line}): ${valid.err.msg}`,
      valid.err.line,
    );
  }
  const document = node(node(parser.parse(xml))?.Document);
  const namespace = text(document?.['@xmlns']);
  const report = node(document?.BkToCstmrStmt);
  if (!report || (namespace && !/camt\.053\./.test(namespace))) {
    throw new StatementFormatError(NOT_A_STATEMENT);
  }
  const statements = list(report.Stmt).map(readStatement);
  const first = statements[0];
  const last = statements.at(-1);
  if (!first || !last) throw new StatementFormatError('Výpis camt.053 neobsahuje žádný výpis (Stmt).');
  if (statements.some((s) => s.accountNumber !== first.accountNumber)) {
    throw new StatementFormatError('Soubor obsahuje výpisy dvou různých účtů.');
  }
  return {
    ...first,
    to: last.to,
    closingBalance: last.closingBalance,
    statementNumber: statements.length === 1 ? first.statementNumber : null,
    transactions: statements.flatMap((s) => s.transactions),
  };
}

/** UTF-8 unless the XML declaration names another encoding (some banks write windows-1250). */
function decode(bytes: Buffer): string {
  const declared = /^(?:\uFEFF)?\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    bytes.subarray(0, 200).toString('latin1'),
  )?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(bytes);
  } catch {
    throw new StatementFormatError(`Soubor XML má neznámé kódování „${declared}“.`);
  }
}

function readStatement(raw: unknown): BankStatement {
  const stmt = node(raw) ?? {};
  const acct = node(stmt.Acct);
  const id = node(acct?.Id);
  const accountNumber = text(id?.IBAN) ?? text(node(id?.Othr)?.Id);
  if (!accountNumber) throw new StatementFormatError('Výpis camt.053 neuvádí číslo účtu (Acct/Id).');
  const balances = list(stmt.Bal).map(node);
  const balance = (...codes: string[]) => {
    for (const code of codes) {
      const found = balances.find((b) => text(node(node(b?.Tp)?.CdOrPrtry)?.Cd) === code);
      if (found) return signedAmount(found, `zůstatek ${code}`);
    }
    return null;
  };
  const entries = list(stmt.Ntry).map(node);
  const currency =
    text(acct?.Ccy) ??
    balances.map((b) => text(node(b?.Amt)?.['@Ccy'])).find(Boolean) ??
    entries.map((e) => text(node(e?.Amt)?.['@Ccy'])).find(Boolean);
  if (!currency) throw new StatementFormatError('Výpis camt.053 neuvádí měnu účtu.');
  const period = node(stmt.FrToDt);
  return {
    format: 'camt053',
    accountNumber: accountNumber.replace(/\s+/g, ''),
    statementNumber: text(stmt.LglSeqNb) ?? text(stmt.ElctrncSeqNb) ?? null,
    from: day(text(period?.FrDtTm)),
    to: day(text(period?.ToDtTm)),
    currency,
    // Opening: the previous closing balance where a bank gives no opening one.
    openingBalance: balance('OPBD', 'PRCD'),
    closingBalance: balance('CLBD'),
    transactions: entries.flatMap((entry, index) =>
      readEntry(entry ?? {}, index + 1, currency, text(stmt.Id)),
    ),
  };
}

function readEntry(entry: Node, position: number, currency: string, statementId: string | null) {
  const where = `Záznam Ntry č. ${position}`;
  const status = text(entry.Sts) ?? text(node(entry.Sts)?.Cd);
  if (status && status !== 'BOOK') return [];
  const amount = signedAmount(entry, where);
  const entryCurrency = text(node(entry.Amt)?.['@Ccy']) ?? currency;
  const booking = node(entry.BookgDt) ?? node(entry.ValDt);
  const bookedOn = day(text(booking?.Dt) ?? text(booking?.DtTm));
  if (!bookedOn) throw new StatementFormatError(`${where} výpisu camt.053 nemá datum zaúčtování.`);
  const details = list(entry.NtryDtls).flatMap((d) => list(node(d)?.TxDtls).map(node));
  // The bank's reference of the entry, else of its only transaction, else the entry's own.
  const id =
    text(entry.AcctSvcrRef) ??
    (details.length === 1 ? text(node(details[0]?.Refs)?.AcctSvcrRef) : null) ??
    text(entry.NtryRef) ??
    // Without the bank's reference: the statement and the entry's place, stable for the file.
    `${statementId ?? bookedOn}:${position}`;

  const entryInfo = text(entry.AddtlNtryInf);
  const base = { bookedOn, currency: entryCurrency };
  const sign = amount < 0 ? -1 : 1;
  const parts = details.map((d, i) => {
    const part = transactionAmount(d);
    return part === null ? null : sign * parseAmount(part, `${where}, transakce ${i + 1}`);
  });
  // A batch is split only when every transaction has its amount and they add up to the entry.
  const split =
    parts.length > 1 &&
    parts.every((p) => p !== null) &&
    parts.reduce((sum: number, p) => sum + (p ?? 0), 0) === amount;
  if (!split) return [{ ...base, id, amount, ...readDetails(details[0] ?? null, amount, entryInfo) }];
  return details.map((d, i): BankTransaction => ({
    ...base,
    id: `${id}/${i + 1}`,
    amount: parts[i]!,
    ...readDetails(d, parts[i]!, entryInfo),
  }));
}

/** The amount of one transaction within an entry (V02: AmtDtls/TxAmt/Amt; V08: Amt). */
function transactionAmount(details: Node | null): string | null {
  const amount = node(details?.Amt) ?? node(node(node(details?.AmtDtls)?.TxAmt)?.Amt);
  return text(amount?.['#text']) ?? text(details?.Amt) ?? null;
}

function readDetails(details: Node | null, amount: number, entryInfo: string | null) {
  const parties = node(details?.RltdPties);
  // The other side: who paid for incoming money, who was paid for outgoing.
  const [party, partyAccount] = amount < 0 ? ['Cdtr', 'CdtrAcct'] : ['Dbtr', 'DbtrAcct'];
  const who = node(parties?.[party]);
  const accountId = node(node(parties?.[partyAccount])?.Id);
  const remittance = node(details?.RmtInf);
  const references = list(remittance?.Strd)
    .map((s) => text(node(node(s)?.CdtrRefInf)?.Ref))
    .filter((r): r is string => r !== null);
  const freeText = list(remittance?.Ustrd)
    .map(text)
    .filter((t): t is string => t !== null);
  const endToEnd = text(node(details?.Refs)?.EndToEndId) ?? '';
  const structured = references.join(' ');
  const unstructured = freeText.join(' ');
  const sources = [structured, endToEnd, unstructured];

  return {
    variableSymbol: normalizeSymbol(
      firstMark([structured, endToEnd], 'VS', 10) ??
        references.find((r) => /^\d{1,10}$/.test(r)) ??
        firstMark([unstructured], 'VS', 10),
    ),
    constantSymbol: normalizeSymbol(firstMark(sources, 'KS', 4)),
    specificSymbol: normalizeSymbol(firstMark(sources, 'SS', 10)),
    counterpartyAccount:
      (text(accountId?.IBAN) ?? text(node(accountId?.Othr)?.Id))?.replace(/\s+/g, '') ?? null,
    // V02: Dbtr/Nm; V08: Dbtr/Pty/Nm.
    counterpartyName: text(who?.Nm) ?? text(node(who?.Pty)?.Nm) ?? null,
    message: unstructured || text(details?.AddtlTxInf) || entryInfo || null,
  };
}

/** The digits after a `VS`/`KS`/`SS` mark (`/VS123`, `VS:123`, `/VS/123`, `VS 123`), first source first. */
function firstMark(sources: string[], mark: string, maxDigits: number): string | null {
  const pattern = new RegExp(`(?:^|[^A-Za-z0-9])${mark}[:/\\s]*(\\d{1,${maxDigits}})(?!\\d)`, 'i');
  for (const source of sources) {
    const found = pattern.exec(source)?.[1];
    if (found) return found;
  }
  return null;
}

/** Minor units of a node with `Amt` and `CdtDbtInd`, signed: credit positive. */
function signedAmount(holder: Node | null, where: string): number {
  const amt = node(holder?.Amt);
  const minor = parseAmount(text(amt?.['#text']) ?? text(holder?.Amt), where);
  const indicator = text(holder?.CdtDbtInd);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw new StatementFormatError(`${where} výpisu camt.053 má neplatné CdtDbtInd „${indicator ?? ''}“.`);
  }
  return indicator === 'DBIT' ? -minor : minor;
}

/** A decimal amount with at most two decimals to minor units, by string so no float rounds it. */
function parseAmount(value: string | null, where: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match)
    throw new StatementFormatError(`${where} výpisu camt.053 má neplatnou částku „${value ?? ''}“.`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The date of an ISO date or date-time; null when absent or not a date. */
function day(value: string | null): string | null {
  const date = value?.slice(0, 10) ?? null;
  return date && isIsoDate(date) ? date : null;
}

const node = (value: unknown): Node | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;

const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  return null;
}
