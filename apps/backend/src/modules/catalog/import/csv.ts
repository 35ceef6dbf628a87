import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';

/** A data row of an import file: its line number in the file (the header is 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** A file that cannot be read at all (no header, missing columns); the run fails with this text. */
export class ImportFileError extends Error {}

/**
 * Reads an import file: UTF-8 with or without a byte-order mark, columns separated by `;` (as
 * Czech spreadsheets save CSV) or `,` (told from the header line), quoted cells, CRLF or LF. Column
 * names are matched without regard to case; every column of `columns` must be present, others are
 * ignored.
 */
export function parseImportCsv(text: string, columns: readonly string[]): CsvRow[] {
  const body = text.replace(/^\uFEFF/, '');
  const headerLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = headerLine.split(';').length >= headerLine.split(',').length ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    throw new ImportFileError(`Soubor nelze přečíst jako CSV: ${(err as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header) throw new ImportFileError('Soubor je prázdný.');
  const names = header.record.map((h) => h.toLowerCase());
  const missing = columns.filter((c) => !names.includes(c));
  if (missing.length) {
    throw new ImportFileError(
      `V záhlaví chybí ${missing.length === 1 ? 'sloupec' : 'sloupce'} ${missing.join(', ')}; očekávané sloupce: ${columns.join(';')}.`,
    );
  }
  const index = columns.map((c) => [c, names.indexOf(c)] as const);
  // The line as a text editor numbers it (where the row ends: a quoted cell may span lines).
  return data.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(index.map(([c, at]) => [c, record[at] ?? ''])),
  }));
}

/**
 * A decimal number as people type it in Czech: a comma or a point before the decimals, spaces
 * (also non-breaking) between thousands. Null when it is not one.
 */
export function parseCzechNumber(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** An amount as the export writes it: a decimal comma, no thousands separator. */
export const czechDecimal = (n: number, places: number) =>
  places === 0 ? String(n) : n.toFixed(places).replace('.', ',');

/** The CSV of an export: semicolons, a byte-order mark and CRLF, as the order export writes it. */
export function exportCsv(columns: readonly string[], rows: AsyncIterable<string[]>): Readable {
  async function* records() {
    yield [...columns];
    yield* rows;
  }
  const csv = stringify({ bom: true, delimiter: ';', record_delimiter: '\r\n' });
  const source = Readable.from(records());
  source.on('error', (e) => csv.destroy(e));
  return source.pipe(csv);
}
