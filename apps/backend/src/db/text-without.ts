import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The column's text with every occurrence of `words` (any case) replaced by `instead`. */
export function textWithout(column: AnyColumn, words: string, instead: string): SQL {
  return sql`regexp_replace(${column}, ${escapeRegExp(words)}, ${instead}, 'gi')`;
}
