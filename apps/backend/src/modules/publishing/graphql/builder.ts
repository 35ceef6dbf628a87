import SchemaBuilder from '@pothos/core';
import type { CurrencyCode, Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';

/** Per-request GraphQL context: the database, the locale from `x-locale` and who is asking. */
export interface GraphQLContext {
  db: Db;
  locale: Locale;
  /** `x-user-groups` (comma list): only selects marketing content, never prices or access. */
  userGroups: string[];
  /** `x-domain` (cz, sk). */
  domain: string | null;
  /** The request's time, so one answer uses one 'now' for every time-limited item. */
  now: Date;
  /** `x-currency`: the currency of product prices inside content (CZK when absent or unknown). */
  currency: CurrencyCode;
}

/** Code-first schema; fields are non-null unless declared nullable. */
export const builder = new SchemaBuilder<{ Context: GraphQLContext }>({});
builder.queryType({ description: 'CMS queries' });
