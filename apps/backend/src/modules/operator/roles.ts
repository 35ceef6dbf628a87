import { asc, eq } from 'drizzle-orm';
import { adminPermissions, type AdminPermission, type OperatorRole } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { roles } from './tables.ts';

/** The owner's role holds every permission there is, also those a later version adds. */
export const OWNER_ROLE = 'owner';

export function permissionsOf(role: { code: string; permissions: string[] }): Set<AdminPermission> {
  if (role.code === OWNER_ROLE) return new Set(adminPermissions);
  return new Set(adminPermissions.filter((p) => role.permissions.includes(p)));
}

const toRole = (r: typeof roles.$inferSelect): OperatorRole => ({
  code: r.code,
  name: r.name,
  permissions: [...permissionsOf(r)],
  builtIn: r.builtIn,
});

export async function listRoles(db: Db | Tx): Promise<OperatorRole[]> {
  return (await db.select().from(roles).orderBy(asc(roles.code))).map(toRole);
}

export async function findRole(db: Db | Tx, code: string): Promise<OperatorRole | null> {
  const [row] = await db.select().from(roles).where(eq(roles.code, code));
  return row ? toRole(row) : null;
}

/** Creates a role, or answers false when its code is taken. */
export async function createRole(tx: Tx, role: Omit<OperatorRole, 'builtIn'>): Promise<boolean> {
  const inserted = await tx
    .insert(roles)
    .values({ code: role.code, name: role.name, permissions: role.permissions })
    .onConflictDoNothing()
    .returning({ code: roles.code });
  return inserted.length > 0;
}

export async function updateRole(
  tx: Tx,
  code: string,
  change: { name: string; permissions: AdminPermission[] },
): Promise<void> {
  await tx.update(roles).set(change).where(eq(roles.code, code));
}
