import type { CatalogueImportRefusal } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import type { CsvRow } from './csv.ts';

/** What a run needs from outside the catalogue. */
export interface ImportLookups {
  /** The customer groups' codes (a price may be for one). */
  customerGroups(db: Db | Tx): Promise<Set<string>>;
}

/** A batch of rows checked: the changes to make, how many valid rows change nothing, the refused. */
export interface CheckedBatch<Change> {
  changes: Change[];
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
