import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { CatalogueImportBody, CatalogueImportRun } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { enqueueJob, type JobPayloads } from '../../jobs/index.ts';
import type { Actor } from '../../operator/index.ts';
import { catalogImports } from '../tables.ts';

type Row = Omit<typeof catalogImports.$inferSelect, 'source'>;

/** Every column but the file's text. */
const { source: _file, ...listed } = getTableColumns(catalogImports);

const runOf = (r: Row, withRefused = true): CatalogueImportRun => ({
  id: r.id,
  kind: r.kind,
  dryRun: r.dryRun,
  status: r.status,
  fileName: r.fileName,
  totalRows: r.totalRows,
  processedRows: r.processedRows,
  appliedRows: r.appliedRows,
  createdRows: r.createdRows,
  unchangedRows: r.unchangedRows,
  refused: withRefused ? r.refused : [],
  error: r.error,
  operatorId: r.operatorId,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** Who started a run, as its job carries it to the run's audit row. */
export type ImportActor = JobPayloads['catalogue-import']['actor'];

export const importActorOf = (actor: Actor): ImportActor =>
  actor.type === 'operator'
    ? { type: 'operator', id: actor.operatorId, name: actor.name, email: actor.email, ip: actor.ip }
    : { type: 'api_key', id: actor.apiKeyId, name: actor.name, email: null, ip: actor.ip };

/**
 * The actor of a run's audit row, from what its job carries: the audit names the operator (or API
 * key) who uploaded the file; the job itself has no session.
 */
export const actorOfImport = (a: ImportActor): Actor =>
  a.type === 'operator'
    ? {
        type: 'operator',
        operatorId: a.id,
        name: a.name,
        email: a.email ?? '',
        role: '',
        permissions: new Set(),
        sessionHash: '',
        sessionExpiresAt: new Date(0),
        totpMissing: false,
        ip: a.ip,
      }
    : { type: 'api_key', apiKeyId: a.id, name: a.name, permissions: new Set(), ip: a.ip };

/**
 * A run is created with its file and its job in one transaction: the job exists exactly when the
 * run does. The file's text is kept with the run until it ends.
 */
export async function createImport(
  db: Db,
  body: CatalogueImportBody,
  actor: Actor,
): Promise<CatalogueImportRun> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(catalogImports)
      .values({
        kind: body.kind,
        dryRun: body.dryRun,
        fileName: body.fileName,
        source: body.csv,
        operatorId: actor.type === 'operator' ? actor.operatorId : null,
      })
      .returning();
    await enqueueJob(tx, 'catalogue-import', { importId: row!.id, actor: importActorOf(actor) });
    return runOf(row!);
  });
}

export async function getImport(db: Db, id: number): Promise<CatalogueImportRun | null> {
  const [row] = await db.select(listed).from(catalogImports).where(eq(catalogImports.id, id));
  return row ? runOf(row) : null;
}

/** The runs, newest first, without their refused rows. */
export async function listImports(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ data: CatalogueImportRun[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(listed)
      .from(catalogImports)
      .orderBy(desc(catalogImports.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(catalogImports),
  ]);
  return { data: rows.map((r) => runOf(r, false)), total: counted?.total ?? 0 };
}
