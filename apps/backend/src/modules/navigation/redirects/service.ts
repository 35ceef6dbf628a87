import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { redirects } from '../tables.ts';
import { normalisePath } from '../storefront-path.ts';

/** Where a moved storefront path went; null when it did not move. */
export async function findRedirect(db: Db, path: string): Promise<{ redirectPath: string } | null> {
  const [row] = await db
    .select()
    .from(redirects)
    .where(eq(redirects.fromPath, normalisePath(path)));
  return row ? { redirectPath: row.toPath } : null;
}
