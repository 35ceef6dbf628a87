import { adminPermissions, type AdminPermission } from '@shop/contract';
import type { Db } from '../../src/db/client.ts';
import { createApiKey } from '../../src/modules/operator/index.ts';

/**
 * An API key as an owner would create it in the back office: every permission unless fewer are
 * named. Tests of operator endpoints send it as `authorization: Bearer <key>`.
 */
export async function operatorApiKey(
  db: Db,
  permissions: readonly AdminPermission[] = adminPermissions,
): Promise<string> {
  const { key } = await createApiKey(db, { name: 'tests', permissions: [...permissions], createdBy: null });
  return key;
}

/** The Authorization header of such a key. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
