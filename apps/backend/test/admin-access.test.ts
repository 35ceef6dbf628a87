import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPermissions, type AdminPermission } from '@shop/contract';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Walks every /api/admin operation of the API document: each names the permission it needs,
 * refuses a request without a session or key (401), and refuses a key that holds every
 * permission but that one (403). Only the log-in itself is public.
 */
let t: TestApp;
let operations: { method: string; path: string; permission: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const document = t.app.swagger() as { paths: Record<string, Record<string, { 'x-permission'?: string }>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        // Any id will do: the guard answers before the route looks anything up.
        path: path.replace(/\{[^}]+\}/g, '1'),
        permission: op['x-permission'] ?? '',
      })),
    );
});
afterAll(async () => t.cleanup());

const send = (op: { method: string; path: string }, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: op.method as 'GET',
    url: op.path,
    headers,
    payload: op.method === 'GET' ? undefined : {},
  });

describe('every /api/admin operation', () => {
  it('is in the document and names its permission', () => {
    expect(operations.length).toBeGreaterThan(25);
    for (const op of operations) {
      expect([...adminPermissions, 'self', 'public'], `${op.method} ${op.path}`).toContain(op.permission);
    }
    expect(
      operations.filter((op) => op.permission === 'public').map((op) => `${op.method} ${op.path}`),
    ).toEqual(['POST /api/admin/v1/session']);
  });

  it('answers 401 without a session or key, and with an unknown key', async () => {
    for (const op of operations.filter((o) => o.permission !== 'public')) {
      for (const headers of [
        {},
        bearer(`shopk_${'A'.repeat(43)}`),
        { cookie: 'shop_operator=nonsense' },
      ] as Record<string, string>[]) {
        const res = await send(op, headers);
        expect(res.statusCode, `${op.method} ${op.path}`).toBe(401);
        expect(res.json().errors[0].code).toBe('admin.unauthenticated');
      }
    }
  });

  it('answers 403 to a key that holds every permission but the one it needs', async () => {
    const keys = new Map<string, string>();
    for (const permission of adminPermissions) {
      keys.set(
        permission,
        await operatorApiKey(
          t.database.db,
          adminPermissions.filter((p) => p !== permission),
        ),
      );
    }
    const everything = await operatorApiKey(t.database.db);
    for (const op of operations.filter((o) => o.permission !== 'public')) {
      // A key is never an operator: their own account's operations refuse every key.
      const key = op.permission === 'self' ? everything : keys.get(op.permission as AdminPermission)!;
      const res = await send(op, bearer(key));
      expect(res.statusCode, `${op.method} ${op.path}`).toBe(403);
      expect(res.json().errors[0].code).toBe('admin.forbidden');
    }
  });
});
