import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
// Each feature adds its types and query fields to the shared builder when imported.
import '../top-categories/graphql.ts';
import '../category-cms/graphql.ts';
import '../virtual-categories/graphql.ts';
import '../filtered-categories/graphql.ts';
import '../faq/graphql.ts';
import '../glossary/graphql.ts';
import '../infomails/graphql.ts';
import '../pages/page-list-graphql.ts';
import '../articles/graphql.ts';
import '../content-blocks/graphql.ts';
import '../curated-guides/graphql.ts';
import '../banners/graphql.ts';
import '../branches/graphql.ts';
import './reference.ts';

let schema: GraphQLSchema | undefined;
/** Built once: Pothos builders cannot be converted twice. */
export function cmsSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
