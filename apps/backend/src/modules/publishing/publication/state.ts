import { and, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one publishing rule of the content with a `published_at` column: null is a draft, an instant
 * in the future a scheduled item, one that has come a public item. `now` defaults to the
 * database's clock; readers that answer for a given moment pass it.
 */
export const isPublished = (publishedAt: AnyPgColumn, now?: Date): SQL =>
  and(isNotNull(publishedAt), now ? lte(publishedAt, now) : sql`${publishedAt} <= now()`)!;

/** What the back office shows of an item's publication. */
export type PublicationState = 'draft' | 'scheduled' | 'published';

export function publicationState(publishedAt: Date | null, now = new Date()): PublicationState {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}
