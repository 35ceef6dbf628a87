import { and, gt, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isPublished } from '../publication/state.ts';
import type { Publication } from './content-definition.ts';

/** The publication of a type with a `published_at` column (null: draft, ahead: scheduled). */
export const byPublishedAt = (column: AnyPgColumn): Publication => ({
  publishedAt: (row) => (row.publishedAt as Date | null) ?? null,
  values: (at) => ({ publishedAt: at }),
  where: (state) =>
    state === 'draft'
      ? isNull(column)
      : state === 'scheduled'
        ? and(gt(column, sql`now()`))!
        : isPublished(column),
});
