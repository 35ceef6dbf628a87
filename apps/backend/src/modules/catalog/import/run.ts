import { eq, sql } from 'drizzle-orm';
import type { CatalogueImportKind, CatalogueImportRefusal } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db, Tx } from '../../../db/client.ts';
import { recordAudit, type Actor } from '../../operator/index.ts';
import { catalogImports } from '../tables.ts';
import { parseImportCsv, ImportFileError, type CsvRow } from './csv.ts';
import type { ImportKind, ImportLookups } from './kind.ts';
import { pricesKind } from './prices.ts';
import { productsKind } from './products.ts';
import { stockKind } from './stock.ts';
import { variantsKind } from './variants.ts';

export const importKinds: Record<CatalogueImportKind, ImportKind<unknown, unknown>> = {
  prices: pricesKind as ImportKind<unknown, unknown>,
  stock: stockKind as ImportKind<unknown, unknown>,
  products: productsKind as ImportKind<unknown, unknown>,
  variants: variantsKind as ImportKind<unknown, unknown>,
};

/** The advisory-lock namespace of imports ('CI'): real runs apply one at a time. */
const IMPORT_LOCK_SPACE = 0x4349;

/** Rows checked and written at a time; the progress moves on after each batch. */
export const IMPORT_BATCH = 500;

export interface RunOptions {
  lookups: ImportLookups;
  actor: Actor;
  /** Called after each applied batch, inside the transaction (a failure there undoes the run). */
  afterBatch?: (batch: number) => Promise<void>;
}

export interface RunOutcome {
  kind: CatalogueImportKind;
  dryRun: boolean;
  applied: number;
  /** Of the applied rows, those that created a product or a variant. */
  created: number;
  /** Products whose rows changed. */
  productIds: number[];
}

/**
 * Runs an import: every row checked in batches; a dry run changes nothing, a real run writes the
 * valid rows of every batch in ONE transaction, so a failure leaves nothing half-applied. The
 * progress is written beside the transaction without waiting for it: on PostgreSQL another
 * connection of the pool writes it at once, so it shows while the import runs; the embedded
 * database runs one transaction at a time, so there it lands when the import ends. The file is dropped
 * when the run ends. One audit row per run, with its counts.
 * Answers null when the run is not waiting (done already, or taken by another runner).
 */
export async function runImport(db: Db, importId: number, options: RunOptions): Promise<RunOutcome | null> {
  const [run] = await db
    .update(catalogImports)
    .set({ status: 'running', processedRows: 0, appliedRows: 0, unchangedRows: 0, refused: [], error: null })
    .where(sql`${catalogImports.id} = ${importId} and ${catalogImports.status} in ('queued', 'running')`)
    .returning();
  if (!run) return null;
  const kind = importKinds[run.kind];
  const totals = {
    total: 0,
    processed: 0,
    applied: 0,
    created: 0,
    unchanged: 0,
    refused: [] as CatalogueImportRefusal[],
  };
  // Not awaited: on the embedded database it would wait for the transaction it reports on. Writes
  // may land out of order on a pool, so the counter only grows.
  const report = (total?: number) => {
    db.execute(
      sql`update catalog.imports
             set processed_rows = greatest(processed_rows, ${totals.processed}),
                 total_rows = ${total ?? sql`total_rows`}
           where id = ${importId} and status = 'running'`,
    ).catch(() => undefined);
  };
  const audit = (tx: Db | Tx, error: string | null) =>
    recordAudit(tx, options.actor, {
      action: run.dryRun ? 'catalogue.import-check' : 'catalogue.import',
      objectType: 'catalogue_import',
      objectId: importId,
      after: {
        kind: run.kind,
        dryRun: run.dryRun,
        fileName: run.fileName,
        totalRows: totals.total,
        appliedRows: error ? 0 : totals.applied,
        createdRows: error ? 0 : totals.created,
        unchangedRows: totals.unchanged,
        refusedRows: totals.refused.length,
        ...(error ? { error } : {}),
      },
    });
  const finish = (tx: Db | Tx, error: string | null) =>
    tx
      .update(catalogImports)
      .set({
        status: error ? 'failed' : 'done',
        error,
        totalRows: totals.total,
        processedRows: totals.processed,
        appliedRows: error ? 0 : totals.applied,
        createdRows: error ? 0 : totals.created,
        unchangedRows: totals.unchanged,
        refused: totals.refused,
        source: null,
        finishedAt: new Date(),
      })
      .where(eq(catalogImports.id, importId));

  const touched = new Set<number>();
  const work = async (tx: Db | Tx, apply: ((rows: unknown[]) => Promise<number[]>) | null) => {
    const rows = parseImportCsv(run.source ?? '', kind.columns);
    totals.total = rows.length;
    report(rows.length);
    const prepared = await kind.prepare(tx, options.lookups);
    const seen = new Map<string, number>();
    for (let i = 0, batch = 1; i < rows.length; i += IMPORT_BATCH, batch++) {
      const slice: CsvRow[] = rows.slice(i, i + IMPORT_BATCH);
      const checked = await kind.check(tx, slice, prepared, seen);
      if (apply) for (const id of await apply(checked.changes)) touched.add(id);
      totals.processed += slice.length;
      totals.applied += checked.changes.length;
      totals.created += checked.created;
      totals.unchanged += checked.unchanged;
      totals.refused.push(...checked.refused);
      if (apply) await options.afterBatch?.(batch);
      report();
    }
  };

  try {
    if (run.dryRun) {
      await work(db, null);
      await db.transaction(async (tx) => {
        await finish(tx, null);
        await audit(tx, null);
      });
    } else {
      const today = zonedDateTime(new Date()).date;
      await db.transaction(async (tx) => {
        // One run after another: a variant file finds the products a product file just created.
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_SPACE}, 0)`);
        await work(tx, (changes) => kind.apply(tx, changes, today));
        await finish(tx, null);
        await audit(tx, null);
      });
    }
  } catch (err) {
    const message =
      err instanceof ImportFileError
        ? err.message
        : `Import selhal, nic z něj nebylo použito: ${(err as Error).message}`;
    totals.applied = 0;
    totals.created = 0;
    touched.clear();
    await db.transaction(async (tx) => {
      await finish(tx, message);
      await audit(tx, message);
    });
  }
  return {
    kind: run.kind,
    dryRun: run.dryRun,
    applied: totals.applied,
    created: totals.created,
    productIds: [...touched],
  };
}
