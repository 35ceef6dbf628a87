import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import { articles } from './tables.ts';

/** Articles have their own columns: enabled for the site and a publishing date that has come. */
export const isArticlePublished = (now?: Date): SQL =>
  and(
    eq(articles.siteEnabled, true),
    now ? lte(articles.datePublished, now) : sql`${articles.datePublished} <= now()`,
  )!;
