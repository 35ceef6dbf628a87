import type { CatalogueImportRefusal } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { CsvRow } from './csv.ts';

/** What a run needs from outside the catalogue. */
export interface ImportLookups {
  /** The customer groups' codes (a price may be for one). */
  customerGroups(db: Db | Tx): Promise<Set<string>>;
}

/**
 * A batch of rows checked: the changes to make (`created` of them make a new product or variant),
 * how many valid rows change nothing, the refused.
 */
export interface CheckedBatch<Change> {
  changes: Change[];
  created: number;
  unchanged: number;
  refused: CatalogueImportRefusal[];
}

/**
 * One kind of import: its columns, the check of a batch of rows against the catalogue (`seen`
 * carries what earlier batches of the same file named, to refuse duplicates), how the valid changes
 * are written (in the run's transaction; answers the products touched) and the export of the same
 * columns.
 */
export interface ImportKind<Change, Prepared> {
  columns: readonly string[];
  prepare(db: Db | Tx, lookups: ImportLookups): Promise<Prepared>;
  check(
    db: Db | Tx,
    rows: CsvRow[],
    prepared: Prepared,
    seen: Map<string, number>,
  ): Promise<CheckedBatch<Change>>;
  apply(tx: Tx, changes: Change[], today: string): Promise<number[]>;
  exportRows(db: Db): AsyncIterable<string[]>;
}

/** The refusal of a row that repeats an earlier one. */
export const duplicateOf = (line: number, first: number): CatalogueImportRefusal => ({
  row: line,
  reason: `Duplicitní řádek: stejný záznam už je na řádku ${first}.`,
});

const yes = new Set(['1', 'ano', 'true', 'a', 'yes']);
const no = new Set(['0', 'ne', 'false', 'n', 'no']);

/** A yes-or-no cell (1/0, ano/ne, …); null when it is neither. */
export function flag(raw: string): boolean | null {
  const v = raw.toLowerCase();
  return yes.has(v) ? true : no.has(v) ? false : null;
}

/** The names of a product or variant per locale, '' where a locale has none (the shop shows the Czech one). */
export interface LocaleNames {
  nameCs: string;
  nameSk: string;
  nameDe: string;
}

/** The names of a row, or why they are refused. */
export function namesOf(cells: Record<string, string>): LocaleNames | string {
  const names = { nameCs: cells.name_cs ?? '', nameSk: cells.name_sk ?? '', nameDe: cells.name_de ?? '' };
  if (!names.nameCs) return 'Chybí český název.';
  if (Object.values(names).some((n) => n.length > 300)) return 'Název je delší než 300 znaků.';
  return names;
}
