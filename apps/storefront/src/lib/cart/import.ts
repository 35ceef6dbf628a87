import { parse } from 'csv-parse/sync';

/**
 * Order import (/kosik/import-objednavky): lines of "code;amount" pasted or uploaded as CSV.
 * Separators may be ';', ',', a tab or spaces; fields may be quoted; the amount defaults to 1; a
 * header line (an amount that is not a number, such as 'množství') and empty lines are skipped,
 * other lines it cannot read are reported. No I/O.
 */
export interface ImportLine {
  code: string;
  amount: number;
}

export const MAX_IMPORT_LINES = 200;
const MAX_AMOUNT = 9999;

export type ImportParse = { lines: ImportLine[]; invalid: string[] } | { tooMany: true };

/** The fields of one line: CSV with any of the separators, or words separated by spaces. */
function fieldsOf(row: string): string[] | null {
  try {
    const [record] = parse(row, {
      delimiter: [';', ',', '\t'],
      trim: true,
      relax_quotes: true,
    }) as string[][];
    if (!record) return [];
    // "LUB-001 5": one unquoted field holding spaces is split into words.
    if (record.length === 1 && !row.startsWith('"')) return record[0]!.split(/\s+/).filter(Boolean);
    return record;
  } catch {
    return null;
  }
}

export function parseImport(text: string): ImportParse {
  const lines: ImportLine[] = [];
  const invalid: string[] = [];
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter(Boolean);
  for (const [i, row] of rows.entries()) {
    const fields = fieldsOf(row);
    if (fields === null) {
      invalid.push(row.slice(0, 64));
      continue;
    }
    const [rawCode = '', rawAmount] = fields;
    if (!rawCode) continue;
    if (fields.length > 2) {
      // '1,5' pieces or an extra column: not a line this import can read.
      invalid.push(row.slice(0, 64));
      continue;
    }
    if (rawAmount !== undefined && rawAmount !== '' && !/^\d+$/.test(rawAmount)) {
      // A header ('kód;množství') is skipped; any other unreadable amount is reported.
      if (i !== 0) invalid.push(row.slice(0, 64));
      continue;
    }
    const amount = rawAmount ? Number(rawAmount) : 1;
    if (amount < 1 || amount > MAX_AMOUNT || rawCode.length > 64) {
      invalid.push(row.slice(0, 64));
      continue;
    }
    lines.push({ code: rawCode, amount });
  }
  if (lines.length > MAX_IMPORT_LINES) return { tooMany: true };
  return { lines, invalid };
}
