import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AdminPermission, ApiKeySummary } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { sha256 } from './sessions.ts';
import { apiKeys, operators } from './tables.ts';

/** Every key starts so, which tells it from a session token and lets secret scanners find it. */
export const API_KEY_PREFIX = 'shopk_';
const KEY = /^shopk_[A-Za-z0-9_-]{43}$/;

const toSummary = (k: typeof apiKeys.$inferSelect, createdBy: string | null): ApiKeySummary => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  permissions: k.permissions as AdminPermission[],
  createdAt: k.createdAt.toISOString(),
  createdBy,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** A new key: the key itself is in the answer and nowhere else. */
export async function createApiKey(
  tx: Db | Tx,
  k: { name: string; permissions: AdminPermission[]; createdBy: number | null },
): Promise<ApiKeySummary & { key: string }> {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(apiKeys)
    .values({
      name: k.name,
      keyHash: sha256(key),
      prefix: key.slice(0, API_KEY_PREFIX.length + 6),
      permissions: k.permissions,
      createdBy: k.createdBy,
    })
    .returning();
  return { ...toSummary(row!, null), key };
}

export async function listApiKeys(db: Db): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: operators.name })
    .from(apiKeys)
    .leftJoin(operators, eq(operators.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.id));
  return rows.map((r) => toSummary(r.key, r.createdBy));
}

/** Revokes a key; the key as it was before, or null when there is none live with that id. */
export async function revokeApiKey(tx: Tx, id: number): Promise<ApiKeySummary | null> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning();
  return row ? toSummary(row, null) : null;
}

/** The live key a presented string is, noting its use (at most once a minute). */
export async function apiKeyOf(db: Db, presented: string) {
  if (!KEY.test(presented)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sha256(presented)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, row.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(Date.now() - 60_000))),
      ),
    );
  return row;
}
