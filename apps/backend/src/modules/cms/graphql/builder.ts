import SchemaBuilder from '@pothos/core';
import type { Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';

/** Per-request GraphQL context: the database and the locale from `x-locale`. */
export interface GraphQLContext {
  db: Db;
  locale: Locale;
}

/** Code-first schema; fields are non-null unless declared nullable. */
export const builder = new SchemaBuilder<{ Context: GraphQLContext }>({});
builder.queryType({ description: 'CMS queries (spec §7 CMS)' });
