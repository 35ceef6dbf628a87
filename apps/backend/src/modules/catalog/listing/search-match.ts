import { sql, type SQL } from 'drizzle-orm';

/** Search terms shorter than this are dropped (the store's search drops terms under 3). */
export const MIN_TERM_LENGTH = 3;
const MAX_TERMS = 8;

/**
 * The query's terms: lower case, split on anything but letters and digits, 3+ characters, at most 8.
 * Diacritics stay; the database removes them with the same unaccent as the indexed text.
 */
export function searchTerms(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => [...w].length >= MIN_TERM_LENGTH);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * Word similarity from which a word counts as a match. pg_trgm's default 0.6 misses single typos in
 * short words ('kondmy' vs 'kondomy' is 0.57); 0.5 catches them without matching unrelated words.
 */
export const WORD_SIMILARITY = 0.5;

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One term against unaccented lower-case text: a substring (so 'lubrik' finds 'lubrikacni') or a word
 * at trigram word similarity >= WORD_SIMILARITY, which tolerates one typo ('kondmy' finds 'kondomy').
 * Used on small tables (the search word list, categories, pages, brands), so the function form,
 * which needs no session setting, scans them in well under a millisecond.
 */
export function searchMatch(column: SQL, term: string): SQL {
  return sql`(${column} like public.shop_unaccent(${likePattern(term)}) or word_similarity(public.shop_unaccent(${term}), ${column}) >= ${WORD_SIMILARITY})`;
}

/** Every term against the text (see searchMatch). */
export const allTerms = (column: SQL, terms: string[]): SQL =>
  sql.join(
    terms.map((t) => searchMatch(column, t)),
    sql` and `,
  );
