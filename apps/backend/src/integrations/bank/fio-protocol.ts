import { isIsoDate, SHOP_TIME_ZONE, toMinor, zonedDateTime } from '@shop/rules';
import { z } from 'zod';
import { NOT_A_STATEMENT, normalizeSymbol, StatementFormatError, type BankStatement } from './statement.ts';

/**
 * The Fio banka API ("API Bankovnictví"), as far as the shop reads it, shared by the client
 * (fio.ts) and the local double (fio-double.ts), as the bank's documentation describes it:
 *
 * - `GET {base}/v1/rest/periods/{token}/{from}/{to}/transactions.json`: movements booked from–to
 *   (YYYY-MM-DD, both included).
 * - `GET {base}/v1/rest/last/{token}/transactions.json`: movements since the last download by
 *   `last`; the bank then moves its mark past them, so each movement comes once.
 * - One call per token in 30 seconds; an earlier call is answered 409 Conflict.
 * - The answer: `{ accountStatement: { info, transactionList: { transaction: [...] } } }`, each
 *   transaction a set of `columnN: { value, name, id } | null`. Amounts and balances are numbers
 *   of whole units (crowns), signed; dates are `YYYY-MM-DD+0100` (the day in Prague and its offset).
 */
export const FIO_API_URL = 'https://fioapi.fio.cz';

/** One call per token in this many milliseconds. */
export const FIO_THROTTLE_MS = 30_000;

export const fioLastPath = (token: string) => `/v1/rest/last/${encodeURIComponent(token)}/transactions.json`;

export const fioPeriodsPath = (token: string, from: string, to: string) =>
  `/v1/rest/periods/${encodeURIComponent(token)}/${from}/${to}/transactions.json`;

/** The columns the shop reads, with the names Fio gives them. */
export const FIO_COLUMNS = {
  id: { key: 'column22', id: 22, name: 'ID pohybu' },
  date: { key: 'column0', id: 0, name: 'Datum' },
  amount: { key: 'column1', id: 1, name: 'Objem' },
  currency: { key: 'column14', id: 14, name: 'Měna' },
  counterAccount: { key: 'column2', id: 2, name: 'Protiúčet' },
  counterpartyName: { key: 'column10', id: 10, name: 'Název protiúčtu' },
  bankCode: { key: 'column3', id: 3, name: 'Kód banky' },
  bankName: { key: 'column12', id: 12, name: 'Název banky' },
  constantSymbol: { key: 'column4', id: 4, name: 'KS' },
  variableSymbol: { key: 'column5', id: 5, name: 'VS' },
  specificSymbol: { key: 'column6', id: 6, name: 'SS' },
  userIdentification: { key: 'column7', id: 7, name: 'Uživatelská identifikace' },
  message: { key: 'column16', id: 16, name: 'Zpráva pro příjemce' },
  type: { key: 'column8', id: 8, name: 'Typ' },
  executedBy: { key: 'column9', id: 9, name: 'Provedl' },
  detail: { key: 'column18', id: 18, name: 'Upřesnění' },
  comment: { key: 'column25', id: 25, name: 'Komentář' },
  bic: { key: 'column26', id: 26, name: 'BIC' },
  instructionId: { key: 'column17', id: 17, name: 'ID pokynu' },
} as const;

const column = <T extends z.ZodType>(value: T) =>
  z.object({ value, name: z.string().optional(), id: z.number().optional() }).nullish();
const textValue = z.union([z.string(), z.number()]).transform(String);

export const fioTransaction = z.object({
  column22: column(z.union([z.number(), z.string()])),
  column0: column(z.union([z.string(), z.number()])),
  column1: column(z.number()),
  column14: column(z.string()),
  column2: column(textValue),
  column3: column(textValue),
  column4: column(textValue),
  column5: column(textValue),
  column6: column(textValue),
  column7: column(textValue),
  column10: column(textValue),
  column16: column(textValue),
});

export const fioAnswer = z.object({
  accountStatement: z.object({
    info: z.object({
      accountId: textValue,
      bankId: textValue.nullish(),
      currency: z.string(),
      iban: z.string().nullish(),
      bic: z.string().nullish(),
      openingBalance: z.number().nullish(),
      closingBalance: z.number().nullish(),
      dateStart: z.string().nullish(),
      dateEnd: z.string().nullish(),
      idFrom: z.number().nullish(),
      idTo: z.number().nullish(),
      idLastDownload: z.number().nullish(),
    }),
    transactionList: z.object({ transaction: z.array(fioTransaction).nullish() }).nullish(),
  }),
});
export type FioAnswer = z.input<typeof fioAnswer>;
export type FioTransactionJson = z.input<typeof fioTransaction>;

const PRAGUE_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** A day as Fio writes it: the date and Prague's UTC offset on that day, `2026-05-04+0200`. */
export function fioDate(date: string): string {
  const name = PRAGUE_OFFSET.formatToParts(new Date(`${date}T12:00:00Z`)).find(
    (part) => part.type === 'timeZoneName',
  )?.value;
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return `${date}${offset ? `${offset[1]}${offset[2]}${offset[3]}` : '+0000'}`;
}

/** The day of a Fio date (`2026-05-04+0200`; some clients have met milliseconds since 1970). */
function day(value: string | number | null | undefined): string | null {
  if (typeof value === 'number') return zonedDateTime(new Date(value)).date;
  const date = value?.slice(0, 10) ?? null;
  return date && isIsoDate(date) ? date : null;
}

const minor = (amount: number | null | undefined) => (amount == null ? null : toMinor(amount, 2));

/** A Fio API answer (transactions.json) as a BankStatement. */
export function fioStatementFromJson(json: unknown): BankStatement {
  if (json === null || typeof json !== 'object' || !('accountStatement' in json)) {
    throw new StatementFormatError(NOT_A_STATEMENT);
  }
  const parsed = fioAnswer.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StatementFormatError(
      `Výpis Fio banky (JSON) má neočekávaný tvar: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const { info, transactionList } = parsed.data.accountStatement;
  const transactions = (transactionList?.transaction ?? []).map((t, index) => {
    const where = `Pohyb č. ${index + 1} výpisu Fio banky`;
    const id = t.column22?.value;
    const bookedOn = day(t.column0?.value);
    const amount = minor(t.column1?.value);
    if (id === undefined || id === '') throw new StatementFormatError(`${where} nemá ID pohybu.`);
    if (!bookedOn) throw new StatementFormatError(`${where} nemá platné datum.`);
    if (amount === null) throw new StatementFormatError(`${where} nemá částku.`);
    const account = t.column2?.value?.trim() || null;
    const bankCode = t.column3?.value?.trim() || null;
    return {
      id: String(id),
      bookedOn,
      amount,
      currency: t.column14?.value ?? info.currency,
      variableSymbol: normalizeSymbol(t.column5?.value),
      constantSymbol: normalizeSymbol(t.column4?.value),
      specificSymbol: normalizeSymbol(t.column6?.value),
      counterpartyAccount: account && bankCode ? `${account}/${bankCode}` : account,
      counterpartyName: t.column10?.value?.trim() || null,
      message: t.column16?.value?.trim() || null,
    };
  });
  return {
    format: 'fio',
    accountNumber: info.bankId ? `${info.accountId}/${info.bankId}` : info.accountId,
    statementNumber: null,
    from: day(info.dateStart),
    to: day(info.dateEnd),
    currency: info.currency,
    openingBalance: minor(info.openingBalance),
    closingBalance: minor(info.closingBalance),
    transactions,
  };
}
